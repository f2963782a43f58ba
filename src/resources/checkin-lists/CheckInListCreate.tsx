import { Create } from 'react-admin';
import { CheckInListForm } from './CheckInListForm';
import { toEventLists } from './listRedirect';

/** /dashboard/checkin-lists/create?source={"eventId":…}: a new gate of the event. */
export default function CheckInListCreate() {
  return (
    <Create resource="checkin-lists" redirect={toEventLists} title="resources.checkin-lists.create">
      <CheckInListForm />
    </Create>
  );
}
