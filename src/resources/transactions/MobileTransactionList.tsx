import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'ra-core';
import type { TransactionRecord } from '../../dataProvider/transactions';
import { formatDateTimeFr } from '../../lib/dates';
import { STATUS_COLOR, STATUS_SX } from './transactionStatus';
import { signedAmount, typeLabel } from './transactionsExporter';
import { TransactionParties } from './TransactionParties';
import { ReverseTransfer } from './ReverseTransfer';
import { useExtension } from '../../authProvider/useExtension';

/** The transactions table as cards on phones. */
export function MobileTransactionList() {
  const translate = useTranslate();
  const { data = [], isPending } = useListContext<TransactionRecord>();
  const reversals = useExtension('reversals');
  if (!isPending && data.length === 0)
    return <Typography sx={{ p: 2 }}>{translate('business.transactions.empty')}</Typography>;
  return (
    <Stack spacing={1}>
      {data.map((t) => {
        const kind = t.statusKind;
        return (
          <Card key={t.id} variant="outlined">
            <CardContent sx={{ '&:last-child': { pb: 1.5 } }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
                <Typography
                  sx={{ fontWeight: 700, color: t.type === 'SEND' ? 'error.main' : 'success.main' }}
                >
                  {signedAmount(t)}
                </Typography>
                <Chip
                  size="small"
                  color={STATUS_COLOR[kind]}
                  sx={STATUS_SX[kind]}
                  label={translate(`business.transactions.status.${kind}`)}
                />
              </Box>
              <Typography variant="body2">
                {typeLabel(translate, t.type)} ·{' '}
                <span style={{ fontFamily: 'monospace' }}>{t.transactionCode}</span>
              </Typography>
              <TransactionParties transaction={t} />
              <Typography variant="caption" color="text.secondary">
                {formatDateTimeFr(t.createdAt)}
              </Typography>
              {reversals && (
                <Box>
                  <ReverseTransfer transaction={t} />
                </Box>
              )}
            </CardContent>
          </Card>
        );
      })}
    </Stack>
  );
}
