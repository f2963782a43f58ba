import { zodResolver } from '@hookform/resolvers/zod';
import { BooleanInput, Edit, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { updateMemberBody, type ApiMember } from '../../contract/members';
import { roleChoices } from './roleChoices';

const resolver = zodResolver(updateMemberBody, undefined, { raw: true });

/** /dashboard/members/{id}: the owner renames a member, changes their role, or (de)activates them. */
export default function MemberEdit() {
  return (
    <Edit<ApiMember> resource="members" mutationMode="pessimistic" redirect="list">
      <SimpleForm resolver={resolver}>
        <TextInput source="name" />
        <TextInput source="email" disabled />
        <SelectInput source="role" choices={roleChoices} />
        <BooleanInput source="isActive" />
      </SimpleForm>
    </Edit>
  );
}
