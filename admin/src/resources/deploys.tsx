/**
 * The deploy webhook's calls (each content change, debounced) with every attempt, and "Publish
 * now" for when the site should be rebuilt without a change (e.g. after a failed call).
 */
import { Chip } from '@mui/material';
import PublishIcon from '@mui/icons-material/Publish';
import {
  ArrayField,
  Button,
  Datagrid,
  DateField,
  FunctionField,
  List,
  NumberField,
  TextField,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRefresh,
} from 'react-admin';
import { useState } from 'react';
import type { dataProvider as adminDataProvider } from '../data-provider';

const STATUS_COLOURS: Record<string, 'default' | 'success' | 'error' | 'warning'> = { succeeded: 'success', failed: 'error', pending: 'warning' };

function PublishNowButton() {
  const dataProvider = useDataProvider<typeof adminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  const publish = async () => {
    setPending(true);
    try {
      await dataProvider.publishNow();
      notify('Publishing: the site is being rebuilt. This list shows when it is done.', { type: 'info' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button label={pending ? 'Publishing…' : 'Publish now'} onClick={() => void publish()} disabled={pending} variant="contained">
      <PublishIcon />
    </Button>
  );
}

function Attempts() {
  return (
    <ArrayField source="attempts">
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <NumberField source="attempt" />
        <DateField source="started_at" label="Started" showTime />
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
      <Datagrid bulkActionButtons={false} rowClick="expand" expand={<Attempts />}>
        <DateField source="requested_at" label="Requested" showTime />
        <TextField source="reason" sortable={false} />
        <NumberField source="changes" sortable={false} />
        <FunctionField
          label="Status"
          sortable={false}
          render={(record: { status: string }) => <Chip size="small" label={record.status} color={STATUS_COLOURS[record.status] ?? 'default'} />}
        />
        <FunctionField label="Attempts" sortable={false} render={(record: { attempts: unknown[] }) => record.attempts.length} />
        <DateField source="finished_at" label="Finished" showTime emptyText="…" sortable={false} />
      </Datagrid>
    </List>
  );
}
