import { Box, Link, Typography } from '@mui/material';
import ReceiptIcon from '@mui/icons-material/Receipt';
import { DataTable, DateField, FunctionField, SearchInput } from 'react-admin';
import { useTranslate } from 'ra-core';
import type { ApiSubscriptionRow } from '../../contract/payments';
import { csvExporter } from '../../lib/csvExporter';
import { amountHeader, csvAmount } from '../../lib/csv';
import { formatDateFr, formatDateTimeFr, frDateOptions } from '../../lib/dates';
import { formatTND } from '../../lib/money';
import { dayRangeFilters, FR_DAY_FORMAT } from '../../layout/DayPickerInput';
import { ReadOnlyList } from '../../layout/ReadOnlyList';
import { TndField } from '../../layout/TndField';

/** The subscription invoice page of a payment (SPEC §2: /invoices/{id}). */
const invoiceHref = (id: string) => `/invoices/${encodeURIComponent(id)}`;

/**
 * /dashboard/subscriptions: the account's subscription payments, each with a link to its invoice
 * (menu → Abonnements → Voir la facture: two clicks from anywhere in the app).
 */
export default function SubscriptionList() {
  const translate = useTranslate();
  const f = (k: string) => translate(`resources.subscriptions.fields.${k}`);
  const period = (s: ApiSubscriptionRow) =>
    `${formatDateFr(s.startDateTime)} → ${formatDateFr(s.expiryDateTime)}`;
  const link = (s: ApiSubscriptionRow) => (
    <Link
      href={invoiceHref(s.id)}
      target="_blank"
      rel="noopener"
      onClick={(e) => e.stopPropagation()}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}
      aria-label={`${translate('resources.subscriptions.viewInvoice')} ${s.paymentNumber}`}
    >
      <ReceiptIcon fontSize="small" />
      {translate('resources.subscriptions.viewInvoice')}
    </Link>
  );
  const columns = [
    { label: f('paymentNumber'), value: (s: ApiSubscriptionRow) => s.paymentNumber },
    { label: f('dateTime'), value: (s: ApiSubscriptionRow) => formatDateTimeFr(s.dateTime) },
    { label: f('customerFullName'), value: (s: ApiSubscriptionRow) => s.customerFullName },
    { label: f('period'), value: period },
    { label: amountHeader(f('amount'), 'TND'), value: (s: ApiSubscriptionRow) => csvAmount(s.amount) },
  ];
  // The page is named as its menu entry: the heading and the app bar's title.
  const title = translate('resources.subscriptions.menu');
  return (
    <Box sx={{ pt: 2 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <ReadOnlyList<ApiSubscriptionRow>
        resource="subscriptions"
        title={title}
        sort={{ field: 'dateTime', order: 'DESC' }}
        filters={[
          <SearchInput key="q" source="q" alwaysOn />,
          ...dayRangeFilters({ alwaysOn: true, format: FR_DAY_FORMAT }),
        ]}
        exporter={csvExporter(translate('resources.subscriptions.export'), columns)}
        emptyText={translate('resources.subscriptions.empty')}
        phone={{
          primaryText: (s) => `${s.customerFullName} · ${formatTND(s.amount)}`,
          secondaryText: (s) => `${s.paymentNumber} · ${period(s)}`,
          tertiaryText: (s) => link(s),
        }}
      >
        <DataTable.Col source="paymentNumber" />
        <DataTable.Col source="dateTime">
          <DateField source="dateTime" locales="fr-FR" options={frDateOptions()} />
        </DataTable.Col>
        <DataTable.Col source="customerFullName" disableSort />
        {/* Start → expiry, sorted by the expiry: a computed column, so it names its label. */}
        <DataTable.Col source="expiryDateTime" label="resources.subscriptions.fields.period">
          <FunctionField<ApiSubscriptionRow> render={period} />
        </DataTable.Col>
        <DataTable.Col source="amount" align="right">
          <TndField source="amount" />
        </DataTable.Col>
        <DataTable.Col label="" disableSort>
          <FunctionField<ApiSubscriptionRow> render={link} />
        </DataTable.Col>
      </ReadOnlyList>
    </Box>
  );
}
