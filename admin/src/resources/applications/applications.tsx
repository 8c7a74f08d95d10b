/** The recruiters' inbox of job applications: newest first, narrowed by role, language and date. */
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Button,
  Datagrid,
  DeleteButton,
  List,
  ListButton,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextArrayField,
  TextField,
  TextInput,
  TopToolbar,
  useRecordContext,
  EmailField,
  FunctionField,
} from 'react-admin';
import { LANGUAGES } from '@efe/shared/constants';
import { LANGUAGE_NAMES } from '../../lib/language-names';
import { PhoneOrTable } from '../../components/phone-or-table';
import { HandledField, PhoneField, SiteLanguageField, SourceField } from '../../components/lead-fields';
import { HandledButton } from '../../components/lead-handling';
import { HANDLED_CHOICES, receivedLine } from '../../lib/handling';
import type { ApplicationAnswer } from '@efe/shared/contract/lead';
import { StaffDateField } from '../../components/staff-date-field';
import { StaffDateInput } from '../../components/staff-date-inputs';
import { MakeCandidateButton } from '../../components/make-candidate-button';
import { consentLine } from '../../lib/consent-text';

const SITE_LANGUAGES = LANGUAGES.map((language) => ({ id: language, name: LANGUAGE_NAMES[language] }));

const filters = [
  <TextInput key="role" source="role" label="Role" alwaysOn />,
  <TextInput key="language" source="language" label="Speaks" alwaysOn />,
  <StaffDateInput key="since" source="since" label="From" alwaysOn helperText={false} />,
  <StaffDateInput key="until" source="until" label="Until" alwaysOn helperText={false} />,
  <SelectInput key="handled" source="handled" label="Handled" choices={HANDLED_CHOICES} alwaysOn />,
  <SelectInput key="site_language" source="site_language" label="Site language" choices={SITE_LANGUAGES} />,
  <TextInput key="source" source="source" label="Came from" helperText="A campaign tag or a referring site" />,
];

function Photo({ size }: { size: number }) {
  const record = useRecordContext<ApplicationAnswer>();
  if (!record?.photo) return null;
  return <Box component="img" src={record.photo.download} alt={`Photo of ${record.name}`} sx={{ width: size, height: size, objectFit: 'cover', borderRadius: 1 }} />;
}

function DownloadCv() {
  const record = useRecordContext<ApplicationAnswer>();
  if (!record?.cv) return null;
  const kilobytes = Math.max(1, Math.round(record.cv.size / 1024));
  return (
    <Button component="a" href={record.cv.download} download label={`Download CV (${kilobytes} KB)`} variant="contained">
      <DownloadIcon />
    </Button>
  );
}

export function ApplicationList() {
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }} empty={false}>
      <PhoneOrTable<ApplicationAnswer>
        empty="No application here: none has arrived yet, or none matches the filters above."
        rowClick="show"
        primary={(application) => application.name}
        secondary={(application) => `${application.role} · ${application.languages.join(', ')}`}
        tertiary={(application) => receivedLine(application)}
        table={
          <Datagrid rowClick="show" bulkActionButtons={false}>
            <StaffDateField source="created_at" label="Received" showTime sortable={false} />
            <FunctionField label="Photo" render={() => <Photo size={40} />} />
            <TextField source="name" sortable={false} />
            <TextField source="role" sortable={false} />
            <TextArrayField source="languages" label="Speaks" sortable={false} />
            <SiteLanguageField source="site_language" label="Site" />
            <HandledField source="handled_at" label="Handled" />
          </Datagrid>
        }
      />
    </List>
  );
}

function ApplicationActions() {
  return (
    <TopToolbar>
      <HandledButton />
      <MakeCandidateButton />
      <DownloadCv />
      <ListButton />
      <DeleteButton mutationMode="pessimistic" confirmTitle="Delete this application?" confirmContent="The application, its CV and photo, and the mails about it are deleted for good." />
    </TopToolbar>
  );
}

export function ApplicationShow() {
  return (
    <Show actions={<ApplicationActions />}>
      <Card variant="outlined" sx={{ m: 2 }}>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
            <Photo size={160} />
            <SimpleShowLayout>
              <TextField source="name" />
              <EmailField source="email" />
              <PhoneField source="phone" label="Phone" />
              <TextField source="role" />
              <TextArrayField source="languages" label="Speaks" />
              <TextField source="age_group" label="Ages" />
              <TextField source="country" label="Nationality" emptyText="Not given" />
              <StaffDateField source="created_at" label="Received" showTime />
              <SiteLanguageField source="site_language" label="Sent from the site in" />
              <SourceField source="utm_source" label="Came from" />
              <HandledField source="handled_at" label="Handled" />
              <FunctionField<ApplicationAnswer> label="Consent to a profile" render={(application) => consentLine(application, application.site_language)} />
            </SimpleShowLayout>
          </Stack>
          <Typography variant="overline">Quote</Typography>
          <TextField source="quote" component="p" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} />
        </CardContent>
      </Card>
    </Show>
  );
}
