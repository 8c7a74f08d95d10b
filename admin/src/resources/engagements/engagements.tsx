/**
 * Engagements: a family's way from the consultation to a placement. The list per stage (the
 * longest waiting first), the board, opening one by hand, and its page: the family, the stage
 * and its history, the fees and the trial, the shortlist and the mails about it.
 */
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { Button, Stack, TextField as MuiTextField, MenuItem } from '@mui/material';
import { useState } from 'react';
import {
  CreateButton,
  Datagrid,
  EmailField,
  FunctionField,
  Labeled,
  Link,
  List,
  ListButton,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TextInput,
  Title,
  TopToolbar,
  useRedirect,
} from 'react-admin';
import { isLanguage } from '@efe/shared/language';
import { isServiceSlug, SERVICE_SLUGS } from '@efe/shared/routes';
import type { EngagementAnswer } from '@efe/shared/contract/engagement-answer';
import { PhoneOrTable } from '../../components/phone-or-table';
import { PhoneField, ServiceField, SiteLanguageField, SourceField } from '../../components/lead-fields';
import { StaffDateField } from '../../components/staff-date-field';
import { STAGE_CHOICES, sourceText, stageText } from '../../lib/engagement-text';
import { officeDate } from '../../lib/dates';
import { useAdminAction } from '../../use-admin-action';
import english from '../../../../locales/en/common.json';
import { EngagementFees, EngagementHistory, EngagementMails, StageButton } from './engagement-panels';
import { ShortlistPanel } from './shortlist-panel';

const filters = [
  <SelectInput key="stage" source="stage" label="Stage" choices={STAGE_CHOICES} alwaysOn />,
  <TextInput key="q" source="q" label="Name, e-mail or phone" alwaysOn />,
];

function StageField({ label }: { label: string; source?: string }) {
  return <FunctionField<EngagementAnswer> label={label} render={(record) => `${stageText(record.stage)} since ${officeDate(record.stage_since)}`} />;
}

function ListActions() {
  return (
    <TopToolbar>
      <Button component={Link} to="/engagement-board" size="small" startIcon={<ViewColumnIcon />}>
        Board
      </Button>
      <CreateButton label="Open by hand" />
    </TopToolbar>
  );
}

export function EngagementList() {
  return (
    <List filters={filters} actions={<ListActions />} sort={{ field: 'stage_since', order: 'ASC' }} empty={false}>
      <PhoneOrTable<EngagementAnswer>
        rowClick="show"
        primary={(entry) => entry.family_name}
        secondary={(entry) => `${stageText(entry.stage)} since ${officeDate(entry.stage_since)}`}
        tertiary={(entry) => (entry.service && isServiceSlug(entry.service) ? english.serviceNames[entry.service] : '')}
        empty="No engagement here yet: open one from a booked consultation or a contact message, or by hand."
        table={
          <Datagrid rowClick="show" bulkActionButtons={false}>
            <TextField source="family_name" label="Family" sortable={false} />
            <StageField label="Stage" />
            <ServiceField source="service" label="Service" />
            <EmailField source="email" sortable={false} />
            <StaffDateField source="created_at" label="Opened" />
          </Datagrid>
        }
      />
    </List>
  );
}

function ShowActions() {
  return (
    <TopToolbar>
      <StageButton />
      <ListButton />
    </TopToolbar>
  );
}

export function EngagementShow() {
  return (
    <Show actions={<ShowActions />}>
      <SimpleShowLayout>
        <TextField source="family_name" label="Family" />
        <StageField label="Stage" />
        <EmailField source="email" />
        <PhoneField source="phone" label="Phone" />
        <ServiceField source="service" label="Service" />
        <SiteLanguageField source="site_language" label="Their language (their mails are in it)" />
        <FunctionField<EngagementAnswer> label="Opened from" render={(record) => sourceText(record.source)} />
        <SourceField source="utm_source" label="Came from" />
        <TextField source="details" label="What they need" component="p" sx={{ whiteSpace: 'pre-wrap' }} emptyText="—" />
        <Labeled label="Fees and trial">
          <EngagementFees />
        </Labeled>
        <Labeled label="Shortlist">
          <ShortlistPanel />
        </Labeled>
        <Labeled label="History">
          <EngagementHistory />
        </Labeled>
        <Labeled label="Mails about it">
          <EngagementMails />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}

/** Opening an engagement by hand: a family who called or wrote outside the site. */
export function EngagementCreate() {
  const { pending, run } = useAdminAction();
  const redirect = useRedirect();
  const [values, setValues] = useState({ family_name: '', email: '', phone: '', service: '', site_language: 'en', details: '' });
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value });
  const open = () =>
    run(async (api) => {
      const opened = await api.openEngagement({ ...values, service: values.service || null, site_language: isLanguage(values.site_language) ? values.site_language : 'en' });
      redirect('show', 'engagements', Number(opened.id));
    }, 'Engagement opened');
  return (
    <Stack component="form" spacing={2} sx={{ p: 2, maxWidth: 640 }} onSubmit={(event) => { event.preventDefault(); void open(); }}>
      <Title title="Open an engagement" />
      <MuiTextField label="Family" required value={values.family_name} onChange={set('family_name')} slotProps={{ htmlInput: { maxLength: 200 } }} />
      <MuiTextField label="E-mail" type="email" required value={values.email} onChange={set('email')} />
      <MuiTextField label="Phone" required value={values.phone} onChange={set('phone')} slotProps={{ htmlInput: { maxLength: 40 } }} />
      <MuiTextField select label="Service" value={values.service} onChange={set('service')}>
        <MenuItem value="">Not sure yet</MenuItem>
        {SERVICE_SLUGS.map((slug) => (
          <MenuItem key={slug} value={slug}>
            {english.serviceNames[slug]}
          </MenuItem>
        ))}
      </MuiTextField>
      <MuiTextField select label="Their language (their mails are in it)" value={values.site_language} onChange={set('site_language')}>
        <MenuItem value="en">English</MenuItem>
        <MenuItem value="ar">Arabic</MenuItem>
        <MenuItem value="ru">Russian</MenuItem>
      </MuiTextField>
      <MuiTextField label="What they need" multiline minRows={3} value={values.details} onChange={set('details')} slotProps={{ htmlInput: { maxLength: 5000 } }} />
      <div>
        <Button type="submit" variant="contained" disabled={pending}>
          Open the engagement
        </Button>
      </div>
    </Stack>
  );
}
