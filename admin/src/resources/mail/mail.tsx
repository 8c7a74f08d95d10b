/** The mail queue: what was sent (or only written to the outbox), what waits for a retry, and the last error of each. */
import { Datagrid, FunctionField, List, NumberField, TextField } from 'react-admin';
import type { QueuedMail } from '@efe/shared/contract/mail';
import { PhoneOrTable } from '../../components/phone-or-table';
import { mailStatus, sentLine } from '../../lib/mail-status';
import { officeDate } from '../../lib/dates';
import { StaffDateField } from '../../components/staff-date-field';

export function MailList() {
  return (
    <List sort={{ field: 'created_at', order: 'DESC' }} empty={false} title="Mail queue" queryOptions={{ refetchInterval: 10_000 }}>
      <PhoneOrTable<QueuedMail>
        empty="No mail yet: every mail the API sends, to the staff and to the families and candidates, is listed here."
        rowClick={false}
        primary={(mail) => mail.subject}
        secondary={(mail) => `To ${mail.to_address}: ${mailStatus(mail)}`}
        tertiary={(mail) => officeDate(mail.created_at)}
        table={
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <StaffDateField source="created_at" label="Queued" showTime sortable={false} />
            <TextField source="kind" sortable={false} />
            <TextField source="to_address" label="To" sortable={false} />
            <TextField source="subject" sortable={false} />
            <NumberField source="attempts" sortable={false} />
            <FunctionField<QueuedMail> label="Went out" sortable={false} render={(mail) => sentLine(mail) ?? 'not yet'} />
            <StaffDateField source="next_attempt_at" label="Next try" showTime sortable={false} />
            <TextField source="last_error" label="Last error" emptyText="" sortable={false} />
          </Datagrid>
        }
      />
    </List>
  );
}
