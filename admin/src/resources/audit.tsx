/** Who changed what, and when: every staff write, login and logout. */
import { Datagrid, DateField, List, TextField } from 'react-admin';

export function AuditList() {
  return (
    <List sort={{ field: 'at', order: 'DESC' }} empty={false} title="Audit trail">
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField source="at" label="When" showTime sortable={false} />
        <TextField source="actor" label="Who" sortable={false} />
        <TextField source="action" sortable={false} />
        <TextField source="resource" sortable={false} />
        <TextField source="resource_id" label="Id" emptyText="" sortable={false} />
      </Datagrid>
    </List>
  );
}
