import { Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  DataTable,
  DateField,
  ExportButton,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
} from 'react-admin';
import { useTranslate } from 'ra-core';
import { PAYMENT_METHOD_LIST, PAYMENT_STATUS_LIST, type ApiPayment } from '../../contract/payments';
import { csvExporter } from '../../lib/csvExporter';
import { carLabel } from '../../lib/carLabel';
import { formatDateTimeFr } from '../../lib/dates';
import { formatTND } from '../../lib/money';
import { dayRangeFilters } from '../../layout/DayPickerInput';
import { PaymentTotals } from './PaymentTotals';
import { paymentCsvColumns } from './paymentColumns';
import { PaymentStatusChip } from '../../layout/PaymentStatusChip';

function Actions() {
  return (
    <TopToolbar>
      <ExportButton maxResults={100000} />
    </TopToolbar>
  );
}

/**
 * Paiements (/dashboard/payments): every payment entry of every reservation (a refund is its own
 * entry), filtered by method, status and period on the server, with the period's totals.
 */
export default function PaymentList() {
  const translate = useTranslate();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const f = (k: string) => translate(`resources.payments.fields.${k}`);
  const method = (m: string) => translate(`rental.paymentMethod.${m}`);
  const status = (s: ApiPayment['status']) => <PaymentStatusChip status={s} />;
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="method"
      source="method"
      label={f('method')}
      choices={PAYMENT_METHOD_LIST.map((id) => ({ id, name: method(id) }))}
      alwaysOn
    />,
    <SelectInput
      key="status"
      source="status"
      label={f('status')}
      choices={PAYMENT_STATUS_LIST.map((id) => ({ id, name: translate(`rental.paymentStatus.${id}`) }))}
      alwaysOn
    />,
    ...dayRangeFilters(f, { alwaysOn: true }),
  ];
  const empty = <Typography sx={{ p: 2 }}>{translate('resources.payments.empty')}</Typography>;
  return (
    <List<ApiPayment>
      resource="payments"
      title={translate('rental.payments.title')}
      sort={{ field: 'paidAt', order: 'DESC' }}
      perPage={25}
      filters={filters}
      actions={<Actions />}
      exporter={csvExporter(translate('resources.payments.export'), paymentCsvColumns(translate))}
      empty={false}
    >
      <PaymentTotals />
      {isPhone ? (
        <SimpleList<ApiPayment>
          primaryText={(p) => `${p.customerName} · ${formatTND(p.amount)}`}
          secondaryText={(p) => `${p.invoiceNumber} — ${carLabel(p.car)}`}
          tertiaryText={(p) =>
            `${method(p.method)} · ${translate(`rental.paymentStatus.${p.status}`)} · ${formatDateTimeFr(p.paidAt)}`
          }
          rowClick={false}
          empty={empty}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick={false} empty={empty}>
          <DataTable.Col source="paidAt" label={f('paidAt')}>
            <DateField source="paidAt" showTime locales="fr-FR" />
          </DataTable.Col>
          <DataTable.Col
            source="invoiceNumber"
            label={f('invoiceNumber')}
            disableSort
            sx={{ whiteSpace: 'nowrap' }}
          />
          <DataTable.Col source="customerName" label={f('customerName')} />
          <DataTable.Col label={f('car')} disableSort>
            <FunctionField<ApiPayment> render={(p) => carLabel(p.car)} />
          </DataTable.Col>
          <DataTable.Col source="amount" label={f('amount')} align="right">
            <NumberField
              source="amount"
              locales="fr-FR"
              options={{ style: 'currency', currency: 'TND', minimumFractionDigits: 3 }}
            />
          </DataTable.Col>
          <DataTable.Col source="method" label={f('method')}>
            <FunctionField<ApiPayment> render={(p) => method(p.method)} />
          </DataTable.Col>
          <DataTable.Col source="status" label={f('status')}>
            <FunctionField<ApiPayment> render={(p) => status(p.status)} />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
