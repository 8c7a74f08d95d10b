/** Booked free consultations: the diary (today, this week, upcoming), each booking, and what staff do with one. */
import CancelIcon from '@mui/icons-material/EventBusy';
import DoneIcon from '@mui/icons-material/EventAvailable';
import MissedIcon from '@mui/icons-material/PersonOff';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField as MuiTextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Datagrid,
  EmailField,
  FunctionField,
  Labeled,
  List,
  ListButton,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
  useDataProvider,
  useRecordContext,
} from 'react-admin';
import { errorMessage } from '@efe/shared/error-facts';
import type { dataProvider as adminDataProvider } from '../../data-provider';
import type { ConsultationRecord } from '@efe/shared/contract/consultation';
import { PhoneOrTable } from '../../components/phone-or-table';
import { HandledField, PhoneField, ServiceField, SiteLanguageField, SourceField } from '../../components/lead-fields';
import { officeMoment } from '../../lib/dates';
import { PERIOD_CHOICES, STATUS_CHOICES, WHEN_CHOICES, diaryTime, mayMarkOutcome, meetingText, statusText } from '../../lib/consultation-text';
import { historyStep } from '../../lib/booking-history';
import { useAdminAction } from '../../use-admin-action';
import { StaffDateField } from '../../components/staff-date-field';
import { OpenEngagementButton } from '../../components/open-engagement-button';
import { HANDLED_CHOICES } from '../../lib/handling';

const filters = [
  <SelectInput key="when" source="when" label="When" choices={WHEN_CHOICES} alwaysOn />,
  <SelectInput key="period" source="period" label="Diary" choices={PERIOD_CHOICES} alwaysOn />,
  <SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} />,
  // As the dashboard counts them: a booking not yet held, missed or cancelled, and no engagement opened from it.
  <SelectInput key="handled" source="handled" label="Handled" choices={HANDLED_CHOICES} />,
  <TextInput key="q" source="q" label="Name, e-mail or phone" />,
];

function TimeField({ label }: { label: string; source?: string }) {
  return <FunctionField<ConsultationRecord> label={label} render={(record) => diaryTime(record)} />;
}
function StatusField({ label }: { label: string; source?: string }) {
  return <FunctionField<ConsultationRecord> label={label} render={(record) => statusText(record.status)} />;
}
function MeetingField({ label }: { label: string; source?: string }) {
  return <FunctionField<ConsultationRecord> label={label} render={(record) => meetingText(record.meeting)} />;
}

export function ConsultationList() {
  return (
    <List filters={filters} filterDefaultValues={{ when: 'upcoming' }} sort={{ field: 'starts_at', order: 'ASC' }} empty={false}>
      <PhoneOrTable<ConsultationRecord>
        rowClick="show"
        primary={(entry) => `${diaryTime(entry)} (Dubai)`}
        secondary={(entry) => `${entry.full_name} · ${meetingText(entry.meeting)}`}
        tertiary={(entry) => statusText(entry.status)}
        table={
          <Datagrid rowClick="show" bulkActionButtons={false}>
            <TimeField label="When (Dubai time)" />
            <TextField source="full_name" label="Name" sortable={false} />
            <MeetingField label="How" />
            <ServiceField source="service" label="Service" />
            <StatusField label="Status" />
            <EmailField source="email" sortable={false} />
          </Datagrid>
        }
      />
    </List>
  );
}

function CancelButton() {
  const entry = useRecordContext<ConsultationRecord>();
  const { pending, run } = useAdminAction();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  if (!entry || entry.status !== 'booked') return null;
  const cancel = async () => {
    await run((api) => api.cancelConsultation(entry.id, reason.trim()), 'Cancelled; the family is told why, in their language');
    setOpen(false);
  };
  return (
    <>
      <Button size="small" color="error" startIcon={<CancelIcon />} onClick={() => setOpen(true)}>
        Cancel…
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="cancel-title" fullWidth>
        <DialogTitle id="cancel-title">Cancel this consultation?</DialogTitle>
        <DialogContent>
          <MuiTextField
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            label="Reason (the family reads it in the mail)"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Keep it</Button>
          <Button color="error" variant="contained" disabled={pending || reason.trim() === ''} onClick={() => void cancel()}>
            Cancel the consultation
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function OutcomeButtons() {
  const entry = useRecordContext<ConsultationRecord>();
  const { pending, run } = useAdminAction();
  if (!entry || !mayMarkOutcome(entry)) return null;
  return (
    <>
      <Button size="small" variant={entry.status === 'held' ? 'contained' : 'text'} startIcon={<DoneIcon />} disabled={pending} onClick={() => void run((api) => api.markConsultation(entry.id, 'held'), 'Marked as held')}>
        Held
      </Button>
      <Button size="small" variant={entry.status === 'missed' ? 'contained' : 'text'} startIcon={<MissedIcon />} disabled={pending} onClick={() => void run((api) => api.markConsultation(entry.id, 'missed'), 'Marked as missed')}>
        Missed
      </Button>
    </>
  );
}

/** What happened to the booking, step by step, and who did it: the family, which staff member, or someone with its address. */
function BookingHistory() {
  const entry = useRecordContext<ConsultationRecord>();
  const api = useDataProvider<typeof adminDataProvider>();
  const { data, error } = useQuery({ queryKey: ['consultation-history', entry?.id, entry?.sequence, entry?.status], queryFn: () => api.consultationHistory(entry?.id ?? 0), enabled: Boolean(entry) });
  if (error) return <Typography color="error">{errorMessage(error)}</Typography>;
  if (!data) return <Typography color="text.secondary">Loading the history…</Typography>;
  return (
    <Box component="ol" sx={{ m: 0, pl: 2.5 }} data-testid="booking-history">
      {data.map((step) => (
        <li key={step.id}>
          <Typography variant="body2">
            {historyStep(step)} <Box component="span" sx={{ color: 'text.secondary' }}>— {officeMoment(step.at)}</Box>
          </Typography>
        </li>
      ))}
    </Box>
  );
}

/** Each step of the booking as it was mailed, so a recruiter sees what the family was told and when. */
function StepMails() {
  const entry = useRecordContext<ConsultationRecord>();
  const api = useDataProvider<typeof adminDataProvider>();
  const { data, error } = useQuery({ queryKey: ['consultation-mails', entry?.id, entry?.sequence, entry?.status], queryFn: () => api.consultationMails(entry?.id ?? 0), enabled: Boolean(entry) });
  if (error) return <Typography color="error">{errorMessage(error)}</Typography>;
  if (!data) return <Typography color="text.secondary">Loading the mails…</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="booking-mails">
      {data.map((mail) => (
        <li key={mail.id}>
          <Typography variant="body2">
            {mail.subject} <Box component="span" sx={{ color: 'text.secondary' }}>— to {mail.to_address}, {mail.sent_at ? `${mail.sent_via === 'outbox' ? 'written to the outbox' : 'sent'} ${officeMoment(mail.sent_at)}` : `queued ${officeMoment(mail.created_at)}`}</Box>
          </Typography>
        </li>
      ))}
    </Box>
  );
}

function ConsultationActions() {
  return (
    <TopToolbar>
      <OutcomeButtons />
      <OpenEngagementButton from="consultation" />
      <CancelButton />
      <ListButton />
    </TopToolbar>
  );
}

export function ConsultationShow() {
  return (
    <Show actions={<ConsultationActions />}>
      <SimpleShowLayout>
        <TimeField label="When (Dubai time)" />
        <StatusField label="Status" />
        <TextField source="cancel_reason" label="Reason for cancelling" emptyText="—" />
        <MeetingField label="How" />
        <TextField source="full_name" label="Name" />
        <EmailField source="email" />
        <PhoneField source="phone" label="Phone" />
        <ServiceField source="service" label="Service" />
        <TextField source="message" component="p" sx={{ whiteSpace: 'pre-wrap' }} emptyText="—" />
        <TextField source="time_zone" label="Their time zone" emptyText="not known" />
        <SiteLanguageField source="site_language" label="Booked on the site in" />
        <SourceField source="utm_source" label="Came from" />
        <StaffDateField source="created_at" label="Booked" showTime />
        <HandledField source="handled_at" label="Closed" />
        <Labeled label="History">
          <BookingHistory />
        </Labeled>
        <Labeled label="Mails about it">
          <StepMails />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
