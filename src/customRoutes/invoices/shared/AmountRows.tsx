import { Box, Typography } from '@mui/material';
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

/** The public (no session) body: the total only, and how to see the rest. */
export function PublicInvoiceBody({
  totalLabel,
  total,
  notice,
}: {
  totalLabel: string;
  total: number;
  notice: string;
}) {
  return (
    <Box data-testid="invoice-public">
      <AmountRows rows={[{ label: totalLabel, amount: total, strong: true }]} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        {notice}
      </Typography>
    </Box>
  );
}
