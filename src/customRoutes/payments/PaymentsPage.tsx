import {
  Box,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useGetList, useTranslate } from 'ra-core';
import type { Reservation } from '../../dataProvider/rental';
import { PAYMENT_METHODS } from '../../contract/rental';
import { formatTND } from '../../lib/money';
import { formatDateTimeFr } from '../../lib/dates';
import { mostRecent, paidTotalsByMethod } from '../../lib/rentalReports';
import { reservationInvoiceNumber } from '../../lib/reservationInvoice';

const STATUS_COLOR = { pending: 'warning', paid: 'success', refunded: 'default' } as const;

/** Payments (/dashboard/payments): the 10 most recent reservation payments and the paid totals by method. */
export default function PaymentsPage() {
  const translate = useTranslate();
  const {
    data = [],
    isPending,
    error,
  } = useGetList<Reservation>(
    'reservations',
    { pagination: { page: 1, perPage: 10000 } },
    { onError: (err) => console.error('Payments load failed', err) },
  );
  const recent = mostRecent(data, 10);
  const totals = paidTotalsByMethod(data);
  const t = (k: string) => translate(`rental.payments.${k}`);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('title')}
      </Typography>
      {isPending ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress />
        </Box>
      ) : error ? (
        <Typography color="error" role="alert">
          {t('loadError')}
        </Typography>
      ) : (
        <>
          <Typography variant="h6" gutterBottom>
            {t('totals')}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
              gap: 2,
              mb: 3,
            }}
          >
            {PAYMENT_METHODS.map((m) => (
              <Card key={m} variant="outlined">
                <CardContent>
                  <Typography variant="body2" color="text.secondary">
                    {translate(`rental.paymentMethod.${m}`)}
                  </Typography>
                  <Typography
                    variant="h6"
                    sx={{ fontWeight: 700, fontSize: { xs: '0.95rem', sm: '1.25rem' } }}
                    data-testid={`payment-total-${m}`}
                  >
                    {formatTND(totals[m].amount)}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {translate('rental.payments.count', { smart_count: totals[m].count })}
                  </Typography>
                </CardContent>
              </Card>
            ))}
          </Box>
          <Typography variant="h6" gutterBottom>
            {t('recent')}
          </Typography>
          {recent.length === 0 ? (
            <Typography color="text.secondary">{t('empty')}</Typography>
          ) : (
            <TableContainer
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, width: 0, minWidth: '100%' }}
            >
              <Table size="small">
                <TableHead>
                  <TableRow>
                    {['reservation', 'customer', 'amount', 'method', 'status', 'date'].map((k) => (
                      <TableCell key={k}>{t(k)}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {recent.map((r) => (
                    <TableRow key={r.id} data-testid="payment-row">
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <Typography variant="body2">{reservationInvoiceNumber(r.id)}</Typography>
                        <Typography variant="caption" color="text.secondary">
                          {r.car ? `${r.car.mark} ${r.car.model}` : ''}
                        </Typography>
                      </TableCell>
                      <TableCell>{r.customer.name}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTND(r.totalAmount)}</TableCell>
                      <TableCell>{translate(`rental.paymentMethod.${r.paymentMethod}`)}</TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          color={STATUS_COLOR[r.paymentStatus]}
                          label={translate(`rental.paymentStatus.${r.paymentStatus}`)}
                        />
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTimeFr(r.createdAt)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </>
      )}
    </Box>
  );
}
