/** The mail queue: what was sent, what waits for a retry, and the last error of each. */
import { Datagrid, DateField, List, NumberField, TextField } from 'react-admin';
import type { QueuedMail } from '../../../api/src/mail/mail-queue';
import { PhoneOrTable } from '../components/phone-or-table';
import { mailStatus } from '../lib/mail-status';

export function MailList() {
  return (
    <List sort={{ field: 'created_at', order: 'DESC' }} empty={false} title="Mail queue" queryOptions={{ refetchInterval: 10_000 }}>
      <PhoneOrTable<QueuedMail>
        rowClick={false}
        primary={(mail) => mail.subject}
        secondary={(mail) => `To ${mail.to_address}: ${mailStatus(mail)}`}
        tertiary={(mail) => new Date(mail.created_at).toLocaleDateString()}
        table={
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <DateField source="created_at" label="Queued" showTime sortable={false} />
            <TextField source="kind" sortable={false} />
            <TextField source="to_address" label="To" sortable={false} />
            <TextField source="subject" sortable={false} />
            <NumberField source="attempts" sortable={false} />
            <DateField source="sent_at" label="Sent" showTime emptyText="not yet" sortable={false} />
            <DateField source="next_attempt_at" label="Next try" showTime sortable={false} />
            <TextField source="last_error" label="Last error" emptyText="" sortable={false} />
          </Datagrid>
        }
      />
    </List>
  );
}
