/** Who changed what, and when: every staff write, login and logout, with what the change named (a file, an account). */
import { Datagrid, List, TextField } from 'react-admin';
import type { AuditEntry } from '@efe/shared/contract/staff';
import { PhoneOrTable } from '../../components/phone-or-table';
import { officeMoment } from '../../lib/dates';
import { StaffDateField } from '../../components/staff-date-field';

export function AuditList() {
  return (
    <List sort={{ field: 'at', order: 'DESC' }} empty={false} title="Audit trail">
      <PhoneOrTable<AuditEntry>
        empty="Nothing recorded yet: each change made in the admin is listed here."
        rowClick={false}
        primary={(entry) => `${entry.action}: ${entry.resource}${entry.resource_id === null ? '' : ` ${entry.resource_id}`}`}
        secondary={(entry) => (entry.detail ? `${entry.actor} · ${entry.detail}` : entry.actor)}
        tertiary={(entry) => officeMoment(entry.at)}
        table={
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <StaffDateField source="at" label="When" showTime sortable={false} />
            <TextField source="actor" label="Who" sortable={false} />
            <TextField source="action" sortable={false} />
            <TextField source="resource" sortable={false} />
            <TextField source="resource_id" label="Id" emptyText="" sortable={false} />
            <TextField source="detail" label="Detail" emptyText="" sortable={false} />
          </Datagrid>
        }
      />
    </List>
  );
}
