/** Contact messages from the site's form, newest first. */
import { Datagrid, DateField, DeleteButton, EmailField, List, ListButton, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { PhoneOrTable } from '../components/phone-or-table';
import { PhoneField, SiteLanguageField } from '../components/lead-fields';

export function MessageList() {
  return (
    <List sort={{ field: 'created_at', order: 'DESC' }} empty={false}>
      <PhoneOrTable<{ id: number; full_name: string; subject: string; created_at: string }>
        rowClick="show"
        primary={(message) => message.full_name}
        secondary={(message) => message.subject}
        tertiary={(message) => new Date(message.created_at).toLocaleDateString()}
        table={
          <Datagrid rowClick="show" bulkActionButtons={false}>
            <DateField source="created_at" label="Received" showTime sortable={false} />
            <TextField source="full_name" label="Name" sortable={false} />
            <TextField source="subject" sortable={false} />
            <EmailField source="email" sortable={false} />
          </Datagrid>
        }
      />
    </List>
  );
}

function MessageActions() {
  return (
    <TopToolbar>
      <ListButton />
      <DeleteButton mutationMode="pessimistic" confirmTitle="Delete this message?" confirmContent="The message is deleted for good." />
    </TopToolbar>
  );
}

export function MessageShow() {
  return (
    <Show actions={<MessageActions />}>
      <SimpleShowLayout>
        <TextField source="full_name" label="Name" />
        <EmailField source="email" />
        <PhoneField source="phone" label="Phone" />
        <TextField source="subject" />
        <TextField source="message" component="p" sx={{ whiteSpace: 'pre-wrap' }} />
        <DateField source="created_at" label="Received" showTime />
        <SiteLanguageField source="site_language" label="Sent from the site in" />
      </SimpleShowLayout>
    </Show>
  );
}
