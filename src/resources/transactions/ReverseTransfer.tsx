import { useState } from 'react';
import { Button, Chip } from '@mui/material';
import UndoIcon from '@mui/icons-material/Undo';
import { useMutation } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useNotify, useRefresh, useTranslate } from 'ra-core';
import { Confirm } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { TransactionRecord } from '../../dataProvider/transactions';
import { newIdempotencyKey } from '../../lib/idempotencyKey';
import { formatTND } from '../../lib/money';

/** A completed fund transfer of the business to a user, not reversed yet: the one a reversal takes back. */
export const isReversible = (t: TransactionRecord) =>
  t.type === 'SEND' &&
  t.statusKind === 'COMPLETED' &&
  Boolean(t.transferId) &&
  !t.reversed &&
  !t.reversesTransferId;

/**
 * A transfer's reversal state, or its Reverse action behind react-admin's <Confirm>: the reversal is
 * a new transfer back from the user (the original stays), refused by the server when the user has
 * already spent the money. One key per opened confirmation, so a repeated click reverses once.
 */
export function ReverseTransfer({ transaction }: { transaction: TransactionRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [key, setKey] = useState<string | null>(null);
  const t = (k: string, o?: object) => translate(`statements.reverse.${k}`, o);
  const reverse = useMutation({
    mutationFn: (idempotencyKey: string) =>
      // The amount the dialog showed: the server refuses to take back any other.
      dataProvider.reverseTransfer(
        String(transaction.transferId),
        { amount: transaction.amount },
        idempotencyKey,
      ),
    onSuccess: () => {
      setKey(null);
      notify('statements.reverse.done', { type: 'success' });
      refresh();
    },
    onError: (error: Error) => {
      setKey(null);
      // The server's refusal says why (spent money, not reversible): shown as it is.
      notify(error.message, { type: 'error', messageArgs: { _: error.message } });
    },
  });
  // A reversal moves money back (the `funds` resource's create, as the server checks it).
  const { canAccess } = useCanAccess({ resource: 'funds', action: 'create' });
  if (transaction.reversesTransferId)
    return <Chip size="small" variant="outlined" label={translate('statements.reversal')} />;
  if (transaction.reversed) return <Chip size="small" label={t('reversed')} />;
  if (!isReversible(transaction) || canAccess !== true) return null;
  return (
    <>
      <Button
        size="small"
        color="warning"
        startIcon={<UndoIcon />}
        onClick={() => setKey(newIdempotencyKey())}
        aria-label={`${t('action')} ${transaction.transactionCode}`}
      >
        {t('action')}
      </Button>
      <Confirm
        isOpen={key !== null}
        loading={reverse.isPending}
        title="statements.reverse.title"
        content="statements.reverse.content"
        translateOptions={{ amount: formatTND(transaction.amount), name: transaction.receiverName }}
        confirm="statements.reverse.action"
        onConfirm={() => key && reverse.mutate(key)}
        onClose={() => setKey(null)}
      />
    </>
  );
}
