import { Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { TransactionRecord } from '../../dataProvider/transactions';

/** Who sent and who received a transaction, and its description: the table's column and the phone card. */
export function TransactionParties({ transaction: t }: { transaction: TransactionRecord }) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body2">
        {translate('business.transactions.from', { name: t.senderName })}
      </Typography>
      <Typography variant="body2">
        {translate('business.transactions.to', { name: t.receiverName })}
      </Typography>
      {t.description && (
        <Typography variant="caption" color="text.secondary" component="div">
          {t.description}
        </Typography>
      )}
    </>
  );
}
