import type { ReactNode } from 'react';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatTND } from '../../../lib/money';
import { useTranslate } from 'ra-core';

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography variant="body2">
      <Box component="span" sx={{ color: '#555' }}>
        {label} :
      </Box>{' '}
      {children}
    </Typography>
  );
}

/** The rental line: description, days, daily rate, amount. */
export function RentalLine({
  car,
  days,
  rate,
  amount,
}: {
  car: string;
  days: number;
  rate?: number;
  amount: number;
}) {
  const translate = useTranslate();
  const t = (k: string, o?: Record<string, unknown>) => translate(`invoices.reservation.${k}`, o);
  return (
    <Table
      size="small"
      sx={{
        my: 2,
        // Ruled, not shaded: a shaded header vanishes when the browser prints without backgrounds.
        '& th': { fontWeight: 700, borderBottom: '2px solid #111' },
        '& td, & th': { px: { xs: 0.5, sm: 2 } },
        '& .unit': { display: { xs: 'none', sm: 'table-cell' } },
      }}
    >
      <TableHead>
        <TableRow>
          <TableCell>{t('description')}</TableCell>
          <TableCell align="right">{t('quantity')}</TableCell>
          {rate !== undefined && (
            <TableCell align="right" className="unit">
              {t('unitPrice')}
            </TableCell>
          )}
          <TableCell align="right">{t('amount')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        <TableRow>
          <TableCell>{t('rentalLine', { car })}</TableCell>
          <TableCell align="right">{t('days', { smart_count: days })}</TableCell>
          {rate !== undefined && (
            <TableCell align="right" className="unit" sx={{ whiteSpace: 'nowrap' }}>
              {formatTND(rate)}
            </TableCell>
          )}
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            {formatTND(amount)}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}

/** Totals block: each row label and amount; the strong ones are the totals. */
export function Totals({
  rows,
}: {
  rows: Array<{ key: string; label: string; amount: number; strong?: boolean }>;
}) {
  return (
    <Box sx={{ ml: 'auto', width: { xs: '100%', sm: '60%' } }}>
      {rows.map((r) => (
        <Box
          key={r.key}
          data-testid={`invoice-${r.key}`}
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            py: 0.5,
            borderTop: r.strong ? '2px solid #111' : '1px solid #e5e7eb',
            fontWeight: r.strong ? 700 : 400,
          }}
        >
          <span>{r.label}</span>
          <span>{formatTND(r.amount)}</span>
        </Box>
      ))}
    </Box>
  );
}
