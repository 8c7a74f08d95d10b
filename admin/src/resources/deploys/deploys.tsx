/**
 * The deploy webhook's calls (each content change, debounced) with every attempt, what became of
 * each build (requested, building, live, failed), and "Publish now" for when the site should be
 * rebuilt without a change (e.g. after a failed call).
 */
import { Button, Chip } from '@mui/material';
import PublishIcon from '@mui/icons-material/Publish';
import {
  ArrayField,
  Datagrid,
  FunctionField,
  List,
  NumberField,
  TextField,
  TopToolbar,
} from 'react-admin';
import type { DeployWithBuild } from '@efe/shared/contract/deploy';
import { PhoneOrTable } from '../../components/phone-or-table';
import { REBUILD_TIME, buildLine, deployStatus } from '../../lib/deploy-status';
import { useAdminAction } from '../../use-admin-action';
import { officeMoment } from '../../lib/dates';
import { StaffDateField } from '../../components/staff-date-field';

const STATUS_COLOURS: Record<DeployWithBuild['status'], 'success' | 'error' | 'warning'> = { succeeded: 'success', failed: 'error', pending: 'warning' };
const BUILD_COLOURS: Record<DeployWithBuild['build']['state'], 'success' | 'error' | 'warning' | 'default'> = {
  waiting: 'default',
  requested: 'warning',
  building: 'warning',
  published: 'success',
  failed: 'error',
  unknown: 'default',
};
const BUILD_WORDS: Record<DeployWithBuild['build']['state'], string> = {
  waiting: 'waiting',
  requested: 'requested',
  building: 'building',
  published: 'live',
  failed: 'failed',
  unknown: 'not known',
};

function PublishNowButton() {
  const { pending, run } = useAdminAction();
  const publish = () => run((api) => api.publishNow(), `Publishing: the site is being rebuilt (${REBUILD_TIME}). This list says when it is live.`);
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
        <StaffDateField source="started_at" label="Started" showTime />
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
      title="Deploys"
    >
      <PhoneOrTable<DeployWithBuild>
        empty="No deploy yet: each content change calls the deploy hook a few seconds after the last edit and is listed here; Publish now calls it at once."
        rowClick={false}
        primary={(deploy) => deploy.reason}
        secondary={(deploy) => deployStatus(deploy)}
        tertiary={(deploy) => officeMoment(deploy.requested_at)}
        table={
          <Datagrid bulkActionButtons={false} rowClick="expand" expand={<Attempts />}>
            <StaffDateField source="requested_at" label="Requested" showTime />
            <TextField source="reason" sortable={false} />
            <NumberField source="changes" sortable={false} />
            <FunctionField
              label="Hook"
              sortable={false}
              render={(record: DeployWithBuild) => <Chip size="small" label={record.status === 'succeeded' ? 'called' : record.status} color={STATUS_COLOURS[record.status]} />}
            />
            <FunctionField label="Attempts" sortable={false} render={(record: DeployWithBuild) => record.attempts.length} />
            <FunctionField
              label="Site"
              sortable={false}
              render={(record: DeployWithBuild) => (
                <span title={buildLine(record.build)} data-testid="deploy-build">
                  <Chip size="small" label={BUILD_WORDS[record.build.state]} color={BUILD_COLOURS[record.build.state]} />
                </span>
              )}
            />
            <FunctionField label="" sortable={false} render={(record: DeployWithBuild) => (record.status === 'succeeded' ? buildLine(record.build) : deployStatus(record))} />
          </Datagrid>
        }
      />
    </List>
  );
}
