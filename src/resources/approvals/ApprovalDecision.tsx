import { useState } from 'react';
import { Button, Typography } from '@mui/material';
import { Confirm, useCanAccess, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { ApiApproval } from '../../contract/approvals';
import { httpClient, errorMessage } from '../../api/httpClient';
import { formatTND } from '../../lib/money';

type Decision = 'approve' | 'reject';

/**
 * Approve or reject a waiting movement, each confirmed with what it moves. Its author sees that
 * another person decides. A refusal (funds short now, already decided) is said as the server says it.
 */
export function ApprovalDecision({ approval }: { approval: ApiApproval }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Decision | null>(null);
  const [sending, setSending] = useState(false);
  // Deciding is a POST on the approval: the role's `create` on approvals, as the server checks it.
  const { canAccess } = useCanAccess({ resource: 'approvals', action: 'create' });
  if (approval.status !== 'pending') return null;
  if (approval.mine)
    return (
      <Typography variant="caption" color="text.secondary">
        {translate('resources.approvals.yours')}
      </Typography>
    );
  const decide = async (decision: Decision) => {
    setSending(true);
    try {
      await httpClient(`/api/approvals/${encodeURIComponent(approval.id)}/${decision}`, { method: 'POST' });
      notify(decision === 'approve' ? 'resources.approvals.approved' : 'resources.approvals.rejected', {
        type: 'success',
      });
      // The business balance moved: the app bar's identity and every list read it again.
      await queryClient.invalidateQueries();
      refresh();
    } catch (error) {
      notify(errorMessage(error, 'ra.notification.http_error'), { type: 'error' });
    } finally {
      setSending(false);
      setAsking(null);
    }
  };
  if (canAccess !== true) return null;
  const options = {
    total: formatTND(approval.total),
    amount: formatTND(approval.amount),
    count: approval.recipients,
    author: approval.author,
  };
  return (
    <>
      <Button size="small" variant="contained" onClick={() => setAsking('approve')}>
        {translate('resources.approvals.approve')}
      </Button>{' '}
      <Button size="small" color="error" onClick={() => setAsking('reject')}>
        {translate('resources.approvals.reject')}
      </Button>
      <Confirm
        isOpen={asking !== null}
        loading={sending}
        title={`resources.approvals.${asking ?? 'approve'}Title`}
        titleTranslateOptions={options}
        content={`resources.approvals.${asking ?? 'approve'}Content`}
        translateOptions={options}
        confirm={`resources.approvals.${asking ?? 'approve'}`}
        confirmColor={asking === 'reject' ? 'warning' : 'primary'}
        onConfirm={() => void decide(asking ?? 'approve')}
        onClose={() => setAsking(null)}
      />
    </>
  );
}
