import { useState } from 'react';
import { Button } from '@mui/material';
import { CanAccess, Confirm, useNotify, useRefresh, useTranslate, useUpdate } from 'react-admin';
import type { ApiMember } from '../../contract/members';
import { httpClient, errorMessage } from '../../api/httpClient';
import { InvitationLinkDialog } from './InvitationLinkDialog';

/**
 * A member's row actions: deactivate (confirmed: their sessions end at once) or activate, and,
 * while no password is chosen, resend the invitation (its link shown when no mail goes out).
 */
export function MemberActions({ member }: { member: ApiMember }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const [update, { isPending }] = useUpdate<ApiMember>();
  const setActive = (isActive: boolean) =>
    update(
      'members',
      { id: member.id, data: { isActive }, previousData: member },
      {
        onSuccess: () => {
          setConfirming(false);
          notify(isActive ? 'resources.members.activated' : 'resources.members.deactivated', {
            type: 'info',
          });
        },
        onError: (error) => notify(errorMessage(error, 'ra.notification.http_error'), { type: 'error' }),
      },
    );
  const resend = async () => {
    try {
      const answer = await httpClient<ApiMember>(`/api/members/${encodeURIComponent(member.id)}/invite`, {
        method: 'POST',
      });
      if (answer.invitationLink) setLink(answer.invitationLink);
      else notify('resources.members.resent', { type: 'info' });
      refresh();
    } catch (error) {
      notify(errorMessage(error, 'ra.notification.http_error'), { type: 'error' });
    }
  };
  return (
    <>
      {/* Resending is a POST (the server's `create`), (de)activating a PUT (`edit`). */}
      {member.invited && (
        <CanAccess resource="members" action="create">
          <Button size="small" onClick={() => void resend()}>
            {translate('resources.members.resend')}
          </Button>
        </CanAccess>
      )}
      <CanAccess resource="members" action="edit">
        {member.isActive ? (
          <Button size="small" color="error" onClick={() => setConfirming(true)}>
            {translate('resources.members.deactivate')}
          </Button>
        ) : (
          <Button size="small" onClick={() => setActive(true)} disabled={isPending}>
            {translate('resources.members.activate')}
          </Button>
        )}
      </CanAccess>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title="resources.members.deactivateTitle"
        titleTranslateOptions={{ name: member.name }}
        content="resources.members.deactivateContent"
        confirm="resources.members.deactivate"
        confirmColor="warning"
        onConfirm={() => setActive(false)}
        onClose={() => setConfirming(false)}
      />
      {link && <InvitationLinkDialog name={member.name} link={link} onClose={() => setLink(null)} />}
    </>
  );
}
