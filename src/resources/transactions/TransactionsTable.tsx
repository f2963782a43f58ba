import { Chip, Stack, Typography } from '@mui/material';
import NorthEastIcon from '@mui/icons-material/NorthEast';
import SouthWestIcon from '@mui/icons-material/SouthWest';
import { DataTable } from 'react-admin';
import { useTranslate } from 'ra-core';
import type { TransactionRecord } from '../../dataProvider/transactions';
import { formatDateTimeFr } from '../../lib/dates';
import { STATUS_COLOR, STATUS_SX } from './transactionStatus';
import { signedAmount, typeLabel } from './transactionsExporter';
import { TransactionParties } from './TransactionParties';
import { ReverseTransfer } from './ReverseTransfer';
import { useExtension } from '../../authProvider/useExtension';

const Column = DataTable.Col<TransactionRecord>;

/** Type, amount, transaction code, sender/receiver, date and status (SPEC §2); every column sorts. */
export function TransactionsTable() {
  const translate = useTranslate();
  const reversals = useExtension('reversals');
  return (
    <DataTable
      rowClick={false}
      bulkActionButtons={false}
      empty={<Typography sx={{ p: 3 }}>{translate('business.transactions.empty')}</Typography>}
    >
      <Column
        source="type"
        render={(t) => (
          <Chip
            size="small"
            variant="outlined"
            color={t.type === 'SEND' ? 'primary' : 'secondary'}
            icon={t.type === 'SEND' ? <NorthEastIcon /> : <SouthWestIcon />}
            label={typeLabel(translate, t.type)}
          />
        )}
      />
      <Column
        source="amount"
        align="right"
        render={(t) => (
          <Typography
            variant="body2"
            sx={{
              fontWeight: 600,
              whiteSpace: 'nowrap',
              color: t.type === 'SEND' ? 'error.main' : 'success.main',
            }}
          >
            {signedAmount(t)}
          </Typography>
        )}
      />
      <Column source="transactionCode" cellSx={() => ({ fontFamily: 'monospace' })} />
      <Column
        source="senderName"
        label="resources.transactions.fields.parties"
        render={(t) => (
          <Stack>
            <TransactionParties transaction={t} />
          </Stack>
        )}
      />
      <Column
        source="createdAt"
        render={(t) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTimeFr(t.createdAt)}</span>}
      />
      <Column
        source="statusKind"
        render={(t) => (
          <Chip
            size="small"
            color={STATUS_COLOR[t.statusKind]}
            sx={STATUS_SX[t.statusKind]}
            label={translate(`business.transactions.status.${t.statusKind}`)}
          />
        )}
      />
      {reversals && (
        <Column
          source="reversed"
          label="statements.reversal"
          disableSort
          render={(t) => <ReverseTransfer transaction={t} />}
        />
      )}
    </DataTable>
  );
}
