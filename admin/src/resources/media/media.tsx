/**
 * Every file the site's pages can show from /media: the pictures and CVs editors uploaded, each
 * with where it is used and a delete for those nothing uses (the API refuses the others and says
 * which post or candidate still needs them), and the site's own, which came with it (the seed, in
 * its repository): listed with where they are used, read-only here.
 */
import LockIcon from '@mui/icons-material/Lock';
import { Alert, Box, Chip, Stack } from '@mui/material';
import {
  Datagrid,
  DeleteButton,
  FunctionField,
  List,
  ListButton,
  NumberField,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useCreatePath,
  useRecordContext,
} from 'react-admin';
import { Link } from 'react-router-dom';
import type { MediaItem } from '@efe/shared/contract/media-item';
import { PhoneOrTable } from '../../components/phone-or-table';
import { formatBytes, mediaOrigin, mediaUseLabel, MEDIA_ORIGIN_CHOICES, SITE_OWN_MEDIA } from '../../lib/media-uses';

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

/** What can be done with a file here: delete an upload nothing uses; the site's own say they are read-only. */
function FileAction({ item }: { item: MediaItem }) {
  if (item.origin === 'seed') return <Chip size="small" variant="outlined" icon={<LockIcon />} label="Read-only" />;
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

const filters = [<SelectInput key="origin" source="origin" label="Whose" choices={MEDIA_ORIGIN_CHOICES} alwaysOn />];

export function MediaList() {
  return (
    <List sort={{ field: 'uploaded_at', order: 'DESC' }} empty={false} title="Media" actions={<TopToolbar />} filters={filters} perPage={25}>
      <PhoneOrTable<MediaRecord>
        empty="No file here: the pictures and CVs editors upload are listed here, newest first, and after them those the site came with."
        rowClick="show"
        primary={(item) => item.file}
        secondary={(item) => (item.used_by.length > 0 ? `Used by ${item.used_by.map(mediaUseLabel).join(', ')}` : 'Not used')}
        tertiary={(item) => `${formatBytes(item.size)} · ${mediaOrigin(item)}`}
        table={
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <FunctionField label="Preview" sortable={false} render={(item: MediaRecord) => <Preview item={item} />} />
            <TextField source="file" label="File" />
            <NumberField source="size" label="Bytes" />
            <FunctionField source="uploaded_at" label="Whose" render={mediaOrigin} />
            <FunctionField label="Used by" sortable={false} render={(item: MediaRecord) => <UsedBy item={item} />} />
            <FunctionField label="" sortable={false} render={(item: MediaRecord) => <FileAction item={item} />} />
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
      {item && <FileAction item={item} />}
    </TopToolbar>
  );
}

function SiteOwnNote() {
  const item = useRecordContext<MediaRecord>();
  if (item?.origin !== 'seed') return null;
  return (
    <Alert severity="info" sx={{ mx: 2, mt: 2 }}>
      {SITE_OWN_MEDIA}
    </Alert>
  );
}

export function MediaShow() {
  return (
    <Show actions={<MediaShowActions />} title="Media file">
      <SiteOwnNote />
      <SimpleShowLayout>
        <FunctionField label="Preview" render={(item: MediaRecord) => <Preview item={item} />} />
        <TextField source="file" label="File" />
        <FunctionField label="Size" render={(item: MediaRecord) => formatBytes(item.size)} />
        <FunctionField label="Whose" render={mediaOrigin} />
        <FunctionField label="Used by" render={(item: MediaRecord) => <UsedBy item={item} />} />
      </SimpleShowLayout>
    </Show>
  );
}
