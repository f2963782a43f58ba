import { Chip, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  DataTable,
  DateField,
  FunctionField,
  List,
  SelectInput,
  SimpleList,
  TopToolbar,
  FilterButton,
} from 'react-admin';
import { useTranslate } from 'ra-core';
import { APPROVAL_STATUSES, type ApiApproval } from '../../contract/approvals';
import { formatTND } from '../../lib/money';
import { i18nChoices } from '../../lib/choices';
import { ApprovalDecision } from './ApprovalDecision';

const COLOURS = { pending: 'warning', approved: 'success', rejected: 'default' } as const;

function Status({ approval }: { approval: ApiApproval }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={COLOURS[approval.status]}
      label={translate(`resources.approvals.statuses.${approval.status}`)}
    />
  );
}

const filters = [
  <SelectInput
    key="status"
    source="status"
    choices={i18nChoices(APPROVAL_STATUSES, 'resources.approvals.statuses')}
    alwaysOn
  />,
];

/**
 * /dashboard/approvals: funds movements above the approval threshold, waiting first. Each shows who
 * asked, what it moves, and its decision; someone other than its author approves or rejects it.
 */
export default function ApprovalList() {
  const translate = useTranslate();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const kind = (a: ApiApproval) => translate(`resources.approvals.kinds.${a.kind}`);
  const empty = <Typography sx={{ p: 2 }}>{translate('resources.approvals.empty')}</Typography>;
  return (
    <List<ApiApproval>
      resource="approvals"
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={filters}
      filterDefaultValues={{ status: 'pending' }}
      perPage={25}
      actions={
        <TopToolbar>
          <FilterButton />
        </TopToolbar>
      }
      empty={false}
    >
      {isPhone ? (
        <SimpleList<ApiApproval>
          primaryText={(a) => `${formatTND(a.total)} · ${kind(a)}`}
          secondaryText={(a) => `${a.author} · ${a.recipients} × ${formatTND(a.amount)}`}
          tertiaryText={(a) => (
            <>
              <Status approval={a} /> <ApprovalDecision approval={a} />
            </>
          )}
          linkType={false}
          empty={empty}
        />
      ) : (
        <DataTable<ApiApproval> bulkActionButtons={false} rowClick={false} empty={empty}>
          <DataTable.Col source="createdAt">
            <DateField source="createdAt" showTime />
          </DataTable.Col>
          <DataTable.Col source="author" />
          <DataTable.Col source="kind" disableSort>
            <FunctionField<ApiApproval> render={kind} />
          </DataTable.Col>
          <DataTable.Col source="recipients" disableSort align="right" />
          <DataTable.Col source="total" align="right">
            <FunctionField<ApiApproval> render={(a) => formatTND(a.total)} />
          </DataTable.Col>
          <DataTable.Col source="status">
            <FunctionField<ApiApproval> render={(a) => <Status approval={a} />} />
          </DataTable.Col>
          <DataTable.Col source="approver" disableSort />
          <DataTable.Col label="resources.approvals.fields.decision" disableSort>
            <FunctionField<ApiApproval> render={(a) => <ApprovalDecision approval={a} />} />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
