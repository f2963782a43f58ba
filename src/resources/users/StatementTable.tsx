import { Box, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { ApiStatement } from '../../contract/statements';
import { formatDateTimeFr } from '../../lib/dates';
import { formatTND } from '../../lib/money';

const amount = (n: number) => (n ? formatTND(n) : '');

/** The statement's figures and its movements, each with the balance right after it. */
export function StatementTable({ statement }: { statement: ApiStatement }) {
  const translate = useTranslate();
  const f = (k: string) => translate(`resources.statements.fields.${k}`);
  const t = (k: string) => translate(`statements.${k}`);
  const figures: Array<[string, number]> = [
    ['opening', statement.openingBalance],
    ['totalIn', statement.totalIn],
    ['totalOut', statement.totalOut],
    ['closing', statement.closingBalance],
  ];
  return (
    <>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
          gap: 1,
          my: 2,
          '@media print': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {figures.map(([key, value]) => (
          <Box key={key} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {t(key)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700 }} data-testid={`statement-${key}`}>
              {formatTND(value)}
            </Typography>
          </Box>
        ))}
      </Box>
      {statement.lines.length === 0 ? (
        <Typography color="text.secondary">{t('empty')}</Typography>
      ) : (
        <Box
          sx={{
            overflowX: 'auto',
            // react-admin's layout grows to its content's width: on a phone the seven columns scroll
            // inside the screen (its width less the content's padding) instead of widening the page.
            maxWidth: { xs: 'calc(100vw - 16px)', md: 'none' },
            '@media print': { overflow: 'visible', maxWidth: 'none' },
          }}
          // A region that scrolls is reachable from the keyboard, and named by the statement's title.
          role="region"
          aria-labelledby="statement-title"
          tabIndex={0}
        >
          <Table
            size="small"
            aria-labelledby="statement-title"
            // On paper the seven columns share the A4 width: smaller type, narrower padding, the
            // date free to wrap (the amounts stay on one line).
            sx={{
              '@media print': {
                '& td, & th': { fontSize: '8.5pt', px: 0.5, py: 0.25 },
                '& td:first-of-type': { whiteSpace: 'normal' },
              },
            }}
          >
            <TableHead>
              <TableRow>
                {['createdAt', 'transactionCode', 'counterparty', 'description'].map((k) => (
                  <TableCell key={k}>{f(k)}</TableCell>
                ))}
                {['credit', 'debit', 'balance'].map((k) => (
                  <TableCell key={k} align="right">
                    {f(k)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {statement.lines.map((l) => (
                <TableRow key={l.id} sx={{ breakInside: 'avoid' }}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTimeFr(l.createdAt)}</TableCell>
                  <TableCell>{l.transactionCode}</TableCell>
                  <TableCell>{l.counterparty}</TableCell>
                  <TableCell>
                    {l.reversesTransferId && (
                      <Chip size="small" label={t('reversal')} sx={{ mr: 0.5 }} variant="outlined" />
                    )}
                    {l.description}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {amount(l.credit)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {amount(l.debit)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                    {formatTND(l.balance)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </>
  );
}
