import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { Create, SelectInput, SimpleForm, TextInput, useNotify } from 'react-admin';
import { inviteMemberBody, type ApiMember } from '../../contract/members';
import { roleChoices } from './roleChoices';
import { InvitationLinkDialog } from './InvitationLinkDialog';

/** The same schema the server validates POST /api/members with (messages: translation keys). */
const resolver = zodResolver(inviteMemberBody, undefined, { raw: true });

/**
 * /dashboard/members/create: invite a member by email, with a name and a role. The invitation is
 * mailed; without a mail server its link is shown here for the owner to pass on.
 */
export default function MemberCreate() {
  const notify = useNotify();
  const navigate = useNavigate();
  const [invited, setInvited] = useState<ApiMember | null>(null);
  return (
    <>
      <Create<ApiMember>
        resource="members"
        title="resources.members.invite"
        mutationOptions={{
          onSuccess: (member) => {
            notify('resources.members.invited', { type: 'info' });
            if (member.invitationLink) setInvited(member);
            else navigate('/dashboard/members');
          },
        }}
      >
        {/* noValidate: the contract's rules answer in the screen's language, not the browser's bubble. */}
        <SimpleForm noValidate resolver={resolver} defaultValues={{ name: '', email: '', role: 'events' }}>
          <TextInput source="name" autoComplete="off" />
          <TextInput source="email" type="email" autoComplete="off" />
          <SelectInput source="role" choices={roleChoices} />
        </SimpleForm>
      </Create>
      {invited?.invitationLink && (
        <InvitationLinkDialog
          name={invited.name}
          link={invited.invitationLink}
          onClose={() => navigate('/dashboard/members')}
        />
      )}
    </>
  );
}
