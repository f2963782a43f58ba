import { useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Typography,
} from '@mui/material';
import ReceiptIcon from '@mui/icons-material/Receipt';
import { ShowBase, useCanAccess, useRecordContext, useTranslate } from 'ra-core';
import { DOCUMENT_FIELDS } from '../../contract/documents';
import type { Reservation } from '../../dataProvider/reservations';
import { formatTND } from '../../lib/money';
import { formatDateTimeFr } from '../../lib/dates';
import { dayFr } from './reservationFormat';
import { DocumentThumb } from './DocumentThumb';
import { DocumentsUpload } from './DocumentsUpload';
import { ImageZoomDialog } from './ImageZoomDialog';
import { ReservationPayments } from './ReservationPayments';
import { JournalTimeline } from '../../layout/JournalTimeline';
import { useExtension } from '../../authProvider/useExtension';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ textAlign: 'right', fontWeight: 500 }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * Detail modal of the reservation `id` (its address is /reservations/{id}/show): react-admin's
 * ShowBase loads it (the list has usually brought it already); an id the server does not know gets
 * react-admin's own answer, 'item does not exist' and back to the list.
 */
export function ReservationDetailDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="reservation-detail-title">
      <ShowBase<Reservation>
        resource="reservations"
        id={id}
        loading={
          <>
            <DialogTitle id="reservation-detail-title">
              {translate('rental.reservationDetail.title')}
            </DialogTitle>
            <DialogContent sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
              <CircularProgress />
            </DialogContent>
          </>
        }
      >
        <ReservationDetail onClose={onClose} />
      </ShowBase>
    </Dialog>
  );
}

/**
 * The shown reservation: customer, car, period, amounts, verification documents (zoomable), the
 * payment entries with the form to record one, the record's journal timeline, and the Invoice button.
 */
function ReservationDetail({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const record = useRecordContext<Reservation>();
  // What an upload or a payment has just changed, shown before react-admin's refresh brings it back.
  const [changed, setChanged] = useState<Partial<Reservation>>({});
  const [zoom, setZoom] = useState<{ src: string; label: string } | null>(null);
  // The server's extensions: documents upload, payments ledger, journal (SPEC's detail needs none).
  // And the role's rights: uploading edits the reservation, the entries are the payments resource's.
  const mayEdit = useCanAccess({ resource: 'reservations', action: 'edit' }).canAccess;
  const mayReadPayments = useCanAccess({ resource: 'payments', action: 'list' }).canAccess;
  const documentsUpload = useExtension('reservationDocuments') && mayEdit === true;
  const ledger = useExtension('payments') && mayReadPayments === true;
  const journal = useExtension('journal');
  if (!record) return null;
  const current = { ...record, ...changed };
  const t = (k: string) => translate(`rental.reservationDetail.${k}`);
  const docs = current.customer.verificationDocuments ?? {};
  const hasDocs = DOCUMENT_FIELDS.some((f) => docs[f]);

  return (
    <>
      <DialogTitle
        id="reservation-detail-title"
        sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
      >
        {t('title')}
        <Chip size="small" label={translate(`rental.status.${current.status}`)} />
      </DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 4 }}>
          <Box>
            <Typography variant="subtitle2">{t('customer')}</Typography>
            <Row label={t('customer')}>{current.customer.name}</Row>
            <Row label={t('email')}>{current.customer.email}</Row>
            <Row label={t('phone')}>{current.customer.phone}</Row>
            <Row label={t('licenseNumber')}>{current.customer.licenseNumber}</Row>
            {current.customer.cinNumber && <Row label={t('cinNumber')}>{current.customer.cinNumber}</Row>}
            <Row label={t('createdAt')}>{formatDateTimeFr(current.createdAt)}</Row>
          </Box>
          <Box>
            <Typography variant="subtitle2">{t('car')}</Typography>
            <Row label={t('car')}>
              {current.car
                ? `${current.car.mark} ${current.car.model} (${current.car.licensePlate})`
                : translate('rental.reservations.deletedCar')}
            </Row>
            <Row label={t('pickup')}>
              {dayFr(current.pickupDate)} {current.pickupTime ?? ''} · {current.pickupLocation}
            </Row>
            <Row label={t('return')}>
              {dayFr(current.returnDate)} {current.returnTime ?? ''} · {current.returnLocation}
            </Row>
            <Row label={t('totalDays')}>
              {translate('rental.reservations.days', { smart_count: current.totalDays })}
            </Row>
            <Row label={t('dailyRate')}>{formatTND(current.dailyRate)}</Row>
            <Row label={t('totalAmount')}>{formatTND(current.totalAmount)}</Row>
            <Row label={t('commission')}>{formatTND(current.commissionAmount)}</Row>
            <Row label={t('paymentStatus')}>{translate(`rental.paymentStatus.${current.paymentStatus}`)}</Row>
            <Row label={t('paymentMethod')}>{translate(`rental.paymentMethod.${current.paymentMethod}`)}</Row>
          </Box>
        </Box>
        {current.notes && (
          <Box sx={{ mt: 1 }}>
            <Typography variant="subtitle2">{t('notes')}</Typography>
            <Typography variant="body2">{current.notes}</Typography>
          </Box>
        )}
        <Divider sx={{ my: 2 }} />
        <Typography variant="subtitle2" gutterBottom>
          {t('documents')}
        </Typography>
        {hasDocs ? (
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 1 }}>
            {DOCUMENT_FIELDS.map((f) => (
              <DocumentThumb
                key={f}
                label={t(f)}
                path={docs[f]}
                onZoom={(src, label) => setZoom({ src, label })}
              />
            ))}
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('noDocuments')}
          </Typography>
        )}
        {documentsUpload && <DocumentsUpload reservation={current} onUploaded={setChanged} />}
        {ledger && (
          <>
            <Divider sx={{ my: 2 }} />
            <ReservationPayments reservation={current} onRecorded={(p) => setChanged({ ...changed, ...p })} />
          </>
        )}
        {journal && (
          <>
            <Divider sx={{ my: 2 }} />
            <JournalTimeline entity="reservation" entityId={String(current.id)} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button
          component="a"
          href={`/invoice/${current.id}`}
          target="_blank"
          rel="noopener"
          startIcon={<ReceiptIcon />}
          variant="contained"
        >
          {t('invoice')}
        </Button>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
      <ImageZoomDialog image={zoom} onClose={() => setZoom(null)} />
    </>
  );
}
