import { DataTable, DateField, FunctionField, SearchInput } from 'react-admin';
import { useTranslate } from 'ra-core';
import { PAYMENT_METHOD_LIST, PAYMENT_STATUS_LIST, type ApiPayment } from '../../contract/payments';
import { csvExporter } from '../../lib/csvExporter';
import { carLabel } from '../../lib/carLabel';
import { formatDateTimeFr, frDateTimeOptions } from '../../lib/dates';
import { formatTND } from '../../lib/money';
import { dayRangeFilters, FR_DAY_FORMAT } from '../../layout/DayPickerInput';
import { choiceFilter } from '../../layout/listFilters';
import { ReadOnlyList } from '../../layout/ReadOnlyList';
import { TndField } from '../../layout/TndField';
import { PaymentTotals } from './PaymentTotals';
import { paymentCsvColumns } from './paymentColumns';
import { PaymentStatusChip } from '../../layout/PaymentStatusChip';
import { ShowLink } from '../../layout/ShowLink';

/** The invoice number names the reservation the entry is about: it links to that reservation's detail. */
const reservationLink = (p: ApiPayment) => (
  <ShowLink resource="reservations" id={p.reservationId}>
    {p.invoiceNumber}
  </ShowLink>
);

/**
 * Paiements (/dashboard/payments): every payment entry of every reservation (a refund is its own
 * entry), filtered by method, status and period on the server, with the period's totals.
 */
export default function PaymentList() {
  const translate = useTranslate();
  const method = (m: string) => translate(`rental.paymentMethod.${m}`);
  const status = (s: ApiPayment['status']) => <PaymentStatusChip status={s} />;
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    choiceFilter('method', PAYMENT_METHOD_LIST, 'rental.paymentMethod', { alwaysOn: true }),
    choiceFilter('status', PAYMENT_STATUS_LIST, 'rental.paymentStatus', { alwaysOn: true }),
    ...dayRangeFilters({ alwaysOn: true, format: FR_DAY_FORMAT }),
  ];
  return (
    <ReadOnlyList<ApiPayment>
      resource="payments"
      title={translate('rental.payments.title')}
      sort={{ field: 'paidAt', order: 'DESC' }}
      filters={filters}
      exporter={csvExporter(translate('resources.payments.export'), paymentCsvColumns(translate))}
      emptyText={translate('resources.payments.empty')}
      header={<PaymentTotals />}
      phone={{
        primaryText: (p) => `${p.customerName} · ${formatTND(p.amount)}`,
        secondaryText: (p) => (
          <>
            {reservationLink(p)} — {carLabel(p.car)}
          </>
        ),
        tertiaryText: (p) =>
          `${method(p.method)} · ${translate(`rental.paymentStatus.${p.status}`)} · ${formatDateTimeFr(p.paidAt)}`,
      }}
    >
      <DataTable.Col source="paidAt">
        <DateField source="paidAt" showTime locales="fr-FR" options={frDateTimeOptions()} />
      </DataTable.Col>
      <DataTable.Col
        source="invoiceNumber"
        disableSort
        sx={{ whiteSpace: 'nowrap' }}
        render={reservationLink}
      />
      <DataTable.Col source="customerName" />
      <DataTable.Col source="car" disableSort>
        <FunctionField<ApiPayment> render={(p) => carLabel(p.car)} />
      </DataTable.Col>
      <DataTable.Col source="amount" align="right">
        <TndField source="amount" />
      </DataTable.Col>
      <DataTable.Col source="method">
        <FunctionField<ApiPayment> render={(p) => method(p.method)} />
      </DataTable.Col>
      <DataTable.Col source="status">
        <FunctionField<ApiPayment> render={(p) => status(p.status)} />
      </DataTable.Col>
    </ReadOnlyList>
  );
}
