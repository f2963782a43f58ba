import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Admin, Datagrid, DateField, List, NumberField, Resource, TextField } from 'react-admin';
import { authProvider, dataProvider } from './providers';

/**
 * The reference the product is measured against: the smallest honest react-admin app, in one bundle
 * (no lazy routes), two resources with a list each, reading the bench server's data.
 */
function EventList() {
  return (
    <List>
      <Datagrid bulkActionButtons={false}>
        <TextField source="name" />
        <TextField source="locationName" />
        <DateField source="startDate" />
        <NumberField source="totalTicketsSold" />
      </Datagrid>
    </List>
  );
}

function UserList() {
  return (
    <List>
      <Datagrid bulkActionButtons={false}>
        <TextField source="firstName" />
        <TextField source="lastName" />
        <TextField source="phoneNumber" />
        <NumberField source="balance" />
      </Datagrid>
    </List>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Admin dataProvider={dataProvider} authProvider={authProvider} disableTelemetry>
      <Resource name="events" list={EventList} />
      <Resource name="users" list={UserList} />
    </Admin>
  </StrictMode>,
);
