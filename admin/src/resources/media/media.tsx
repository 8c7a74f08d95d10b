/**
 * The pictures and CVs editors uploaded: each with where it is used, and a delete for those
 * nothing uses (the API refuses the others and says which post or candidate still needs them).
 */
import { Box, Chip, Stack } from '@mui/material';
import {
  Datagrid,
  DeleteButton,
  FunctionField,
  List,
  ListButton,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useCreatePath,
  useRecordContext,
} from 'react-admin';
import { Link } from 'react-router-dom';
import type { MediaItem } from '../../../../api/src/media/media-library';
import { PhoneOrTable } from '../../components/phone-or-table';
import { formatBytes, mediaUseLabel } from '../../lib/media-uses';
import { StaffDateField } from '../../components/staff-date-field';

type MediaRecord = MediaItem & { id: string };

const isPicture = (item: MediaItem) => /\.(jpe?g|png|webp)$/i.test(item.file);

function Preview({ item }: { item: MediaItem }) {
  if (!isPicture(item)) return <Chip size="small" label="PDF" variant="outlined" />;
  return <Box component="img" src={item.url} alt="" loading="lazy" sx={{ width: 64, height: 40, objectFit: 'cover', borderRadius: 1, display: 'block' }} />;
}

function UsedBy({ item }: { item: MediaItem }) {
  const createPath = useCreatePath();
  if (item.used_by.length === 0) return <>not used</>;
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      {item.used_by.map((use) => (
        <Chip
          key={`${use.resource}-${use.id}-${use.field}`}
          size="small"
          label={mediaUseLabel(use)}
          component={Link}
          to={createPath({ resource: use.resource, id: use.id, type: 'edit' })}
          clickable
        />
      ))}
    </Stack>
  );
}

function DeleteIfUnused({ item }: { item: MediaItem }) {
  // A used file cannot go: the button would only meet the API's refusal.
  if (item.used_by.length > 0) return null;
  return (
    <DeleteButton
      mutationMode="pessimistic"
      confirmTitle={`Delete ${item.file}?`}
      confirmContent="It is removed from the public site for good."
      successMessage="Deleted."
    />
  );
}

export function MediaList() {
  return (
    <List sort={{ field: 'uploaded_at', order: 'DESC' }} empty={false} title="Uploaded media" actions={<TopToolbar />} perPage={25}>
      <PhoneOrTable<MediaRecord>
        empty="No uploaded file yet: the pictures and files editors upload are listed here. The pictures the site came with (its seed, in the repository) are not listed and cannot be deleted here."
        rowClick="show"
        primary={(item) => item.file}
        secondary={(item) => (item.used_by.length > 0 ? `Used by ${item.used_by.map(mediaUseLabel).join(', ')}` : 'Not used')}
        tertiary={(item) => formatBytes(item.size)}
        table={
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <FunctionField label="Preview" sortable={false} render={(item: MediaRecord) => <Preview item={item} />} />
            <TextField source="file" label="File" />
            <NumberField source="size" label="Bytes" />
            <StaffDateField source="uploaded_at" label="Uploaded" showTime />
            <FunctionField label="Used by" sortable={false} render={(item: MediaRecord) => <UsedBy item={item} />} />
            <FunctionField label="" sortable={false} render={(item: MediaRecord) => <DeleteIfUnused item={item} />} />
          </Datagrid>
        }
      />
    </List>
  );
}

/** On a phone, where the table does not fit, a tap on a file opens this page. */
function MediaShowActions() {
  const item = useRecordContext<MediaRecord>();
  return (
    <TopToolbar>
      <ListButton />
      {item && <DeleteIfUnused item={item} />}
    </TopToolbar>
  );
}

export function MediaShow() {
  return (
    <Show actions={<MediaShowActions />} title="Uploaded file">
      <SimpleShowLayout>
        <FunctionField label="Preview" render={(item: MediaRecord) => <Preview item={item} />} />
        <TextField source="file" label="File" />
        <FunctionField label="Size" render={(item: MediaRecord) => formatBytes(item.size)} />
        <StaffDateField source="uploaded_at" label="Uploaded" showTime />
        <FunctionField label="Used by" render={(item: MediaRecord) => <UsedBy item={item} />} />
      </SimpleShowLayout>
    </Show>
  );
}
