import { Edit } from 'react-admin';
import { CheckInListForm } from './CheckInListForm';
import { toEventLists } from './listRedirect';

/** /dashboard/checkin-lists/{id}: a gate's tiers, window and re-entry rule. */
export default function CheckInListEdit() {
  return (
    <Edit resource="checkin-lists" redirect={toEventLists} mutationMode="pessimistic">
      <CheckInListForm />
    </Edit>
  );
}
