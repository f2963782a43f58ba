import { useMediaQuery, type Theme, Chip, Typography } from '@mui/material';
import {
  CreateButton,
  DataTable,
  DateField,
  EditButton,
  FunctionField,
  List,
  SimpleList,
  TopToolbar,
} from 'react-admin';
import { useTranslate } from 'ra-core';
import type { ApiMember } from '../../contract/members';
import { MemberActions } from './MemberActions';

function MemberStatus({ member }: { member: ApiMember }) {
  const translate = useTranslate();
  if (member.invited)
    return <Chip size="small" color="info" label={translate('resources.members.invitationPending')} />;
  return member.isActive ? (
    <Chip size="small" color="success" label={translate('resources.members.fields.isActive')} />
  ) : (
    <Chip size="small" label={translate('resources.members.deactivated')} />
  );
}

/**
 * /dashboard/members: the team, with each member's role, status and last sign-in; the owner
 * invites, edits, deactivates and re-invites from here.
 */
export default function MemberList() {
  const translate = useTranslate();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const lastLogin = (m: ApiMember) =>
    m.lastLogin ? new Date(m.lastLogin).toLocaleString() : translate('resources.members.never');
  const empty = <Typography sx={{ p: 2 }}>{translate('resources.members.empty')}</Typography>;
  return (
    <List<ApiMember>
      resource="members"
      sort={{ field: 'createdAt', order: 'ASC' }}
      perPage={25}
      actions={
        <TopToolbar>
          <CreateButton label="resources.members.invite" />
        </TopToolbar>
      }
      empty={false}
    >
      {isPhone ? (
        <SimpleList<ApiMember>
          primaryText={(m) => m.name}
          secondaryText={(m) => `${m.email} · ${translate(`team.roles.${m.role}`)}`}
          tertiaryText={(m) => <MemberStatus member={m} />}
          linkType="edit"
          empty={empty}
        />
      ) : (
        <DataTable<ApiMember> bulkActionButtons={false} rowClick={false} empty={empty}>
          <DataTable.Col source="name" />
          <DataTable.Col source="email" />
          <DataTable.Col source="role">
            <FunctionField<ApiMember> render={(m) => translate(`team.roles.${m.role}`)} />
          </DataTable.Col>
          <DataTable.Col source="isActive" label="resources.members.fields.status">
            <FunctionField<ApiMember> render={(m) => <MemberStatus member={m} />} />
          </DataTable.Col>
          <DataTable.Col source="lastLogin">
            <FunctionField<ApiMember>
              render={(m) => (m.lastLogin ? <DateField source="lastLogin" showTime /> : lastLogin(m))}
            />
          </DataTable.Col>
          <DataTable.Col label="resources.members.fields.actions" disableSort>
            <EditButton />
            <FunctionField<ApiMember> render={(m) => <MemberActions member={m} />} />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
