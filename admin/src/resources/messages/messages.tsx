/** Contact messages from the site's form, newest first. */
import { Datagrid, DeleteButton, EmailField, List, ListButton, SelectInput, Show, SimpleShowLayout, TextField, TextInput, TopToolbar } from 'react-admin';
import type { ContactMessageAnswer } from '@efe/shared/contract/lead';
import { PhoneOrTable } from '../../components/phone-or-table';
import { CandidateField, HandledField, PhoneField, ServiceField, SiteLanguageField, SourceField } from '../../components/lead-fields';
import { HandledButton } from '../../components/lead-handling';
import { HANDLED_CHOICES, receivedLine } from '../../lib/handling';
import { StaffDateField } from '../../components/staff-date-field';
import { OpenEngagementButton } from '../../components/open-engagement-button';

const filters = [
  <SelectInput key="handled" source="handled" label="Handled" choices={HANDLED_CHOICES} alwaysOn />,
  <TextInput key="source" source="source" label="Came from" helperText="A campaign tag or a referring site" alwaysOn />,
];

export function MessageList() {
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }} empty={false}>
      <PhoneOrTable<ContactMessageAnswer>
        empty="No contact message here: none has arrived yet, or none matches the filters above."
        rowClick="show"
        primary={(message) => message.full_name}
        secondary={(message) => message.subject}
        tertiary={(message) => receivedLine(message)}
        table={
          <Datagrid rowClick="show" bulkActionButtons={false}>
            <StaffDateField source="created_at" label="Received" showTime sortable={false} />
            <TextField source="full_name" label="Name" sortable={false} />
            <TextField source="subject" sortable={false} />
            <ServiceField source="service" label="Service" />
            <CandidateField source="candidate_name" label="Candidate" />
            <EmailField source="email" sortable={false} />
            <HandledField source="handled_at" label="Handled" />
          </Datagrid>
        }
      />
    </List>
  );
}

function MessageActions() {
  return (
    <TopToolbar>
      <HandledButton />
      <OpenEngagementButton from="message" />
      <ListButton />
      <DeleteButton mutationMode="pessimistic" confirmTitle="Delete this message?" confirmContent="The message and the mails about it are deleted for good." />
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
        <ServiceField source="service" label="Service" />
        <CandidateField source="candidate_name" label="Asks about candidate" />
        <TextField source="subject" />
        <TextField source="message" component="p" sx={{ whiteSpace: 'pre-wrap' }} />
        <StaffDateField source="created_at" label="Received" showTime />
        <SiteLanguageField source="site_language" label="Sent from the site in" />
        <SourceField source="utm_source" label="Came from" />
        <HandledField source="handled_at" label="Handled" />
      </SimpleShowLayout>
    </Show>
  );
}
