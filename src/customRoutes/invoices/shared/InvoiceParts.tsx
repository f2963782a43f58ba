/** The pieces the business invoices (subscription, bank transfer) are built of, below InvoiceLayout's heading. */
import type { ReactNode } from 'react';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { VatBreakdown } from '../../../lib/businessInvoice';
import { formatTND } from '../../../lib/money';

export interface AmountRow {
  label: string;
  amount: number;
  strong?: boolean;
}

/** Right-aligned totals block of an invoice (HT, TVA, TTC), amounts in TND fr-FR. */
export function AmountRows({ rows }: { rows: AmountRow[] }) {
  return (
    <Box sx={{ ml: 'auto', mt: 2, width: { xs: '100%', sm: 320 } }} data-testid="invoice-totals">
      {rows.map((r) => (
        <Box
          key={r.label}
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            py: 0.75,
            borderTop: r.strong ? '2px solid #111' : '1px solid #e5e7eb',
            fontWeight: r.strong ? 700 : 400,
          }}
        >
          <Typography component="span" sx={{ fontWeight: 'inherit' }}>
            {r.label}
          </Typography>
          <Typography component="span" sx={{ fontWeight: 'inherit', whiteSpace: 'nowrap' }}>
            {formatTND(r.amount)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * A business invoice's one-line table: the description column, then right-aligned figures. On a
 * phone the cells keep less padding and the headings wrap, so the four columns fit 375 px (the
 * amounts stay on one line).
 */
export function InvoiceLineTable({ columns, children }: { columns: string[]; children: ReactNode }) {
  return (
    <Table size="small" sx={{ '& th, & td': { px: { xs: 0.75, sm: 2 } } }}>
      <TableHead>
        <TableRow>
          {columns.map((column, i) => (
            <TableCell key={column} align={i > 0 ? 'right' : undefined}>
              {column}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        <TableRow>{children}</TableRow>
      </TableBody>
    </Table>
  );
}

/** A table cell with an amount in TND, right-aligned and kept on one line. */
export function AmountCell({ amount }: { amount: number }) {
  return (
    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
      {formatTND(amount)}
    </TableCell>
  );
}

/** A business invoice's totals: net, VAT and the total in bold, each labelled by `label`. */
export function VatAmountRows({
  totals,
  label,
}: {
  totals: VatBreakdown;
  label: (line: 'net' | 'vat' | 'total') => string;
}) {
  return (
    <AmountRows
      rows={[
        { label: label('net'), amount: totals.net },
        { label: label('vat'), amount: totals.vat },
        { label: label('total'), amount: totals.total, strong: true },
      ]}
    />
  );
}

/** The framed boxes under a business invoice's heading (customer, period or status), side by side. */
export function InvoiceInfoBoxes({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mb: 3 }}>
      {children}
    </Box>
  );
}

export function InvoiceInfoBox({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ border: '1px solid #e5e7eb', borderRadius: 1, p: 1.5 }}>
      <Typography variant="overline">{title}</Typography>
      {children}
    </Box>
  );
}
