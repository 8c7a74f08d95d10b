/**
 * The deploy webhook's calls (each content change, debounced) with every attempt, and "Publish
 * now" for when the site should be rebuilt without a change (e.g. after a failed call).
 */
import { Button, Chip } from '@mui/material';
import PublishIcon from '@mui/icons-material/Publish';
import {
  ArrayField,
  Datagrid,
  DateField,
  FunctionField,
  List,
  NumberField,
  TextField,
  TopToolbar,
} from 'react-admin';
import type { DeployRecord } from '../../../api/src/deploy/deploy-repository';
import { PhoneOrTable } from '../components/phone-or-table';
import { deployStatus } from '../lib/deploy-status';
import { useAdminAction } from '../use-admin-action';
import { STAFF_LOCALE, moment } from '../lib/dates';

const STATUS_COLOURS: Record<DeployRecord['status'], 'success' | 'error' | 'warning'> = { succeeded: 'success', failed: 'error', pending: 'warning' };

function PublishNowButton() {
  const { pending, run } = useAdminAction();
  const publish = () => run((api) => api.publishNow(), 'Publishing: the site is being rebuilt. This list shows when it is done.');
  // MUI's Button rather than react-admin's, which shows the icon alone on a phone.
  return (
    <Button onClick={() => void publish()} disabled={pending} variant="contained" size="small" startIcon={<PublishIcon />}>
      {pending ? 'Publishing…' : 'Publish now'}
    </Button>
  );
}

function Attempts() {
  return (
    <ArrayField source="attempts">
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <NumberField source="attempt" />
        <DateField locales={STAFF_LOCALE} source="started_at" label="Started" showTime />
        <TextField source="status_code" label="HTTP status" emptyText="no answer" />
        <TextField source="error" emptyText="" />
      </Datagrid>
    </ArrayField>
  );
}

export function DeployList() {
  return (
    <List
      actions={<TopToolbar><PublishNowButton /></TopToolbar>}
      sort={{ field: 'requested_at', order: 'DESC' }}
      pagination={false}
      perPage={50}
      queryOptions={{ refetchInterval: 5000 }}
      empty={false}
      title="Deploys: rebuilding the public site"
    >
      <PhoneOrTable<DeployRecord>
        rowClick={false}
        primary={(deploy) => deploy.reason}
        secondary={(deploy) => deployStatus(deploy)}
        tertiary={(deploy) => moment(deploy.requested_at)}
        table={
          <Datagrid bulkActionButtons={false} rowClick="expand" expand={<Attempts />}>
            <DateField locales={STAFF_LOCALE} source="requested_at" label="Requested" showTime />
            <TextField source="reason" sortable={false} />
            <NumberField source="changes" sortable={false} />
            <FunctionField
              label="Status"
              sortable={false}
              render={(record: DeployRecord) => <Chip size="small" label={record.status} color={STATUS_COLOURS[record.status]} />}
            />
            <FunctionField label="Attempts" sortable={false} render={(record: DeployRecord) => record.attempts.length} />
            <DateField locales={STAFF_LOCALE} source="finished_at" label="Finished" showTime emptyText="…" sortable={false} />
          </Datagrid>
        }
      />
    </List>
  );
}
