import { useParams } from 'react-router-dom';
import { Alert, Box, Typography } from '@mui/material';
import { InvoiceLayout, InvoiceStatus, invoicePublicUrl } from '../shared/InvoiceLayout';
import { useTranslate } from 'ra-core';
import { formatDateFr, localDay } from '../../../lib/dates';
import { reservationInvoiceTotals } from '../../../lib/reservationInvoice';
import { reservationInvoiceNumber } from '../../../contract/rental';
import { useReservationInvoice } from './useReservationInvoice';
import { InvoiceDocumentsPage } from './InvoiceDocumentsPage';
import { Field, RentalLine, Totals } from './InvoiceBody';
import { carLabel as carName } from '../../../lib/carLabel';

const day = (iso: string) => formatDateFr(localDay(iso));

/** /invoice/{id}: printable A4 reservation invoice, documents on a second page (SPEC §2, §9). */
export default function ReservationInvoicePage() {
  const { id } = useParams();
  const state = useReservationInvoice(id);
  const translate = useTranslate();
  const t = (k: string, o?: Record<string, unknown>) => translate(`invoices.reservation.${k}`, o);

  if (state.kind === 'loading') return <InvoiceStatus />;
  if (state.kind === 'error') return <InvoiceStatus error={t(state.reason)} />;
  const publicUrl = invoicePublicUrl(`/invoice/${id}`);

  if (state.kind === 'public') {
    const inv = state.invoice;
    return (
      <InvoiceLayout
        number={inv.number}
        heading={t('heading')}
        date={formatDateFr(inv.issuedAt)}
        publicUrl={publicUrl}
      >
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('genuine')}
        </Alert>
        <Field label={t('publicCustomer')}>{inv.customerInitials}</Field>
        {inv.car && <Field label={t('vehicle')}>{carName(inv.car)}</Field>}
        <Field label={t('period')}>{`${day(inv.pickupDate)} → ${day(inv.returnDate)}`}</Field>
        <Field label={t('status')}>{translate(`rental.status.${inv.status}`)}</Field>
        <RentalLine
          car={inv.car ? `${inv.car.mark} ${inv.car.model}` : ''}
          days={inv.totalDays}
          amount={inv.totalAmount}
        />
        <Totals
          rows={[
            { key: 'rental', label: t('rental'), amount: inv.totalAmount },
            { key: 'deposit', label: t('deposit'), amount: inv.securityDeposit },
            { key: 'total', label: t('total'), amount: inv.total, strong: true },
          ]}
        />
        <Typography variant="caption" component="p" sx={{ mt: 3, color: '#555' }}>
          {translate('invoices.common.publicNotice')}
        </Typography>
      </InvoiceLayout>
    );
  }

  const r = state.reservation;
  const totals = reservationInvoiceTotals({
    totalAmount: r.totalAmount,
    securityDeposit: r.car?.securityDeposit ?? 0,
    commissionAmount: r.commissionAmount,
  });
  const carLabel = r.car ? `${r.car.mark} ${r.car.model} ${r.car.year}` : '';
  return (
    <InvoiceLayout
      number={reservationInvoiceNumber(r.id)}
      heading={t('heading')}
      date={formatDateFr(r.createdAt)}
      publicUrl={publicUrl}
      extraPages={[<InvoiceDocumentsPage key="documents" documents={r.customer.verificationDocuments} />]}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mb: 1 }}>
        <Box>
          <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
            {t('billedTo')}
          </Typography>
          <Field label={t('customer')}>{r.customer.name}</Field>
          <Field label={t('email')}>{r.customer.email}</Field>
          <Field label={t('phone')}>{r.customer.phone}</Field>
          <Field label={t('licenseNumber')}>{r.customer.licenseNumber}</Field>
          {r.customer.cinNumber && <Field label={t('cinNumber')}>{r.customer.cinNumber}</Field>}
        </Box>
        <Box>
          <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
            {t('period')}
          </Typography>
          <Field label={t('vehicle')}>{carLabel}</Field>
          {r.car && <Field label={t('plate')}>{r.car.licensePlate}</Field>}
          <Field
            label={t('from')}
          >{`${day(r.pickupDate)} ${r.pickupTime ?? ''} · ${r.pickupLocation}`}</Field>
          <Field label={t('to')}>{`${day(r.returnDate)} ${r.returnTime ?? ''} · ${r.returnLocation}`}</Field>
          <Field label={t('status')}>{translate(`rental.status.${r.status}`)}</Field>
        </Box>
      </Box>
      <RentalLine
        car={r.car ? `${r.car.mark} ${r.car.model}` : ''}
        days={r.totalDays}
        rate={r.dailyRate}
        amount={r.totalAmount}
      />
      <Totals
        rows={[
          { key: 'rental', label: t('rental'), amount: totals.rental },
          { key: 'deposit', label: t('deposit'), amount: totals.deposit },
          { key: 'total', label: t('total'), amount: totals.total, strong: true },
          { key: 'commission', label: t('commission'), amount: totals.commission },
          { key: 'cash', label: t('cashRemaining'), amount: totals.cashRemaining, strong: true },
        ]}
      />
      {/* SPEC §9's figures, labelled as one document: the cash line is the agency's share collected
          at pick-up (never "to pay" beside a paid status), the deposit is given back. */}
      <Typography variant="caption" component="p" data-testid="invoice-deposit-note" sx={{ mt: 1 }}>
        {t('depositNote')}
      </Typography>
      <Box sx={{ mt: 2 }}>
        <Field label={t('paymentMethod')}>{translate(`rental.paymentMethod.${r.paymentMethod}`)}</Field>
        <Field label={t('paymentStatus')}>{translate(`rental.paymentStatus.${r.paymentStatus}`)}</Field>
      </Box>
    </InvoiceLayout>
  );
}
