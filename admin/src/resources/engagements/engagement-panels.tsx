/** An engagement's page, part by part: the stage's move (with a note), the fees and the trial, its history and its mails. */
import MoveIcon from '@mui/icons-material/ArrowForward';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useRecordContext } from 'react-admin';
import { STAGE_NOTE_MAX_LENGTH, isEngagementStage, type EngagementStage } from '@efe/shared/contract/engagement';
import { aedOf, dayProblem, filsOf, paymentDayProblem, REMINDER_DAYS_BEFORE, salaryProblem } from '@efe/shared/engagement-terms';
import { officeDay } from '@efe/shared/office-clock';
import { errorMessage } from '@efe/shared/error-facts';
import type { EngagementAnswer } from '@efe/shared/contract/engagement-answer';
import type { dataProvider as adminDataProvider } from '../../data-provider';
import { aedText, moveText, stageText } from '../../lib/engagement-text';
import { calendarDay, calendarDayInWords, officeMoment, readDateText } from '../../lib/dates';
import { useAdminAction } from '../../use-admin-action';

/** "Move to …": the stages the process allows from here, and a note for the history. */
export function StageButton() {
  const entry = useRecordContext<EngagementAnswer>();
  const { pending, run } = useAdminAction();
  const [open, setOpen] = useState(false);
  const [to, setTo] = useState<EngagementStage | ''>('');
  const [note, setNote] = useState('');
  if (!entry || entry.next_stages.length === 0) return null;
  const move = async () => {
    if (!isEngagementStage(to)) return;
    // Refused (a stage's needs, a move meanwhile): the dialog stays, the notification says why.
    if (!(await run((api) => api.moveEngagement(entry.id, to, note), `Moved to ${stageText(to)}`))) return;
    setOpen(false);
    setNote('');
  };
  return (
    <>
      <Button size="small" variant="contained" startIcon={<MoveIcon />} onClick={() => { setTo(entry.next_stages[0] ?? ''); setOpen(true); }} data-testid="move-stage">
        Move…
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="move-title" fullWidth>
        <DialogTitle id="move-title">Move {entry.family_name}’s engagement</DialogTitle>
        <DialogContent>
          <MuiTextField select fullWidth margin="dense" label={`From ${stageText(entry.stage)} to`} value={to} onChange={(event) => setTo(isEngagementStage(event.target.value) ? event.target.value : '')}>
            {entry.next_stages.map((stage) => (
              <MenuItem key={stage} value={stage}>
                {stageText(stage)}
              </MenuItem>
            ))}
          </MuiTextField>
          <MuiTextField fullWidth multiline minRows={2} margin="dense" label="Note for the history (optional)" value={note} onChange={(event) => setNote(event.target.value)} slotProps={{ htmlInput: { maxLength: STAGE_NOTE_MAX_LENGTH } }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Keep it</Button>
          <Button variant="contained" disabled={pending || to === ''} onClick={() => void move()} data-testid="confirm-move">
            Move
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/**
 * A day typed day first (25/11/2026) as stored (2026-11-25), or why it is refused: it cannot be
 * read, or the terms' rule for it (the API's own words: a payment day still to come, a year out of
 * the calendar) refuses it.
 */
function useDayField(initial: string | null, rule: (day: string) => string | null) {
  const [typed, setTyped] = useState(initial ? calendarDay(initial) : '');
  const reading = readDateText('day', typed);
  const value = 'value' in reading ? reading.value : null;
  const problem = 'problem' in reading ? reading.problem : value === null ? null : rule(value);
  return { typed, setTyped, value: problem === null ? value : null, problem };
}

/** A day a fee was paid on: today in Dubai at the latest (the day is read again at each render: the form may stay open past midnight). */
const paidDay = (day: string) => paymentDayProblem(day, officeDay(new Date()));

/**
 * The fees as the business terms count them: the mobilization fee recorded when paid; the
 * placement fee from the agreed salary less the mobilization fee; the trial's days and the free
 * replacement's window (Dubai's calendar), of which the staff are reminded a few days before.
 */
export function EngagementFees() {
  const entry = useRecordContext<EngagementAnswer>();
  if (!entry) return null;
  return <FeesForm key={`${entry.id}-${entry.updated_at}`} entry={entry} />;
}

function FeesForm({ entry }: { entry: EngagementAnswer }) {
  const { pending, run } = useAdminAction();
  const paidOn = useDayField(officeDay(new Date()), paidDay);
  const [salary, setSalary] = useState(entry.salary_fils === null ? '' : aedOf(entry.salary_fils).replace(/\.00$/, ''));
  const placementPaid = useDayField(entry.placement_paid_on, paidDay);
  const trialStart = useDayField(entry.trial_starts_on, dayProblem);
  const closed = entry.stage === 'closed';
  // Thousands separators as staff type them ("96,000"); anything else the API would refuse is said here.
  const salaryTyped = salary.trim().replace(/,/g, '');
  const salaryFils = salaryTyped === '' ? null : filsOf(salaryTyped);
  const salaryRefused = salaryTyped !== '' && salaryFils === null ? 'Write the yearly amount in AED, e.g. 96000 or 96000.50.' : salaryFils === null ? null : salaryProblem(salaryFils);
  const saveTerms = () =>
    run(
      (api) => api.setEngagementTerms(entry.id, { salary_aed: salaryTyped || null, placement_paid_on: placementPaid.value, trial_starts_on: trialStart.value }),
      'Terms saved',
    );
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }} data-testid="engagement-fees">
      <Box>
        <Typography variant="body2">
          Mobilization fee ({aedText(entry.fees.mobilization_fee_fils)}):{' '}
          {entry.mobilization_paid_on ? `${aedText(entry.mobilization_paid_fils)} paid on ${calendarDayInWords(entry.mobilization_paid_on)}` : 'not paid yet'}
        </Typography>
        {!entry.mobilization_paid_on && !closed ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1, alignItems: { sm: 'flex-start' } }}>
            <MuiTextField size="small" label="Paid on (dd/mm/yyyy)" value={paidOn.typed} onChange={(event) => paidOn.setTyped(event.target.value)} error={paidOn.problem !== null} helperText={paidOn.problem ?? ' '} />
            <Button variant="outlined" disabled={pending || paidOn.value === null} onClick={() => void run((api) => api.recordMobilizationFee(entry.id, paidOn.value ?? ''), 'Mobilization fee recorded')} data-testid="record-fee">
              Record as paid
            </Button>
          </Stack>
        ) : null}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <MuiTextField
          size="small"
          label="Gross annual salary (AED)"
          value={salary}
          onChange={(event) => setSalary(event.target.value)}
          error={salaryRefused !== null}
          helperText={salaryRefused ?? 'a year, before deductions'}
          disabled={closed}
          inputMode="decimal"
          data-testid="salary"
        />
        <MuiTextField size="small" label="Placement fee paid on" value={placementPaid.typed} onChange={(event) => placementPaid.setTyped(event.target.value)} error={placementPaid.problem !== null} helperText={placementPaid.problem ?? 'dd/mm/yyyy'} disabled={closed} />
        <MuiTextField size="small" label="Trial's first day" value={trialStart.typed} onChange={(event) => trialStart.setTyped(event.target.value)} error={trialStart.problem !== null} helperText={trialStart.problem ?? 'dd/mm/yyyy'} disabled={closed} />
      </Stack>
      {!closed ? (
        <div>
          <Button variant="outlined" disabled={pending || salaryRefused !== null || placementPaid.problem !== null || trialStart.problem !== null} onClick={() => void saveTerms()} data-testid="save-terms">
            Save the terms
          </Button>
        </div>
      ) : null}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, '& dd': { m: 0 } }}>
        <dt>Placement fee</dt>
        <dd data-testid="placement-fee">{aedText(entry.fees.placement_fee_fils)}</dd>
        <dt>Mobilization fee credited</dt>
        <dd>{aedText(entry.fees.credited_fils)}</dd>
        <dt>Left to pay</dt>
        <dd data-testid="balance">{aedText(entry.fees.balance_fils)}</dd>
        <dt>Trial ends</dt>
        <dd data-testid="trial-ends">{entry.trial_ends_on ? calendarDayInWords(entry.trial_ends_on) : '—'}</dd>
        <dt>Free replacement until</dt>
        <dd data-testid="replacement-ends">{entry.replacement_ends_on ? calendarDayInWords(entry.replacement_ends_on) : '—'}</dd>
      </Box>
      <Typography variant="caption" color="text.secondary">
        The staff are mailed {REMINDER_DAYS_BEFORE} days before the trial, and then the free replacement’s window, ends.
      </Typography>
    </Stack>
  );
}

export function EngagementHistory() {
  const entry = useRecordContext<EngagementAnswer>();
  const api = useDataProvider<typeof adminDataProvider>();
  const { data, error } = useQuery({ queryKey: ['engagement-history', entry?.id, entry?.updated_at], queryFn: () => api.engagementHistory(entry?.id ?? 0), enabled: Boolean(entry) });
  if (error) return <Typography color="error">{errorMessage(error)}</Typography>;
  if (!data) return <Typography color="text.secondary">Loading the history…</Typography>;
  return (
    <Box component="ol" sx={{ m: 0, pl: 2.5 }} data-testid="engagement-history">
      {data.map((step) => (
        <li key={step.id}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {moveText(step)} <Box component="span" sx={{ color: 'text.secondary' }}>— {step.staff_name}, {officeMoment(step.at)}</Box>
          </Typography>
        </li>
      ))}
    </Box>
  );
}

export function EngagementMails() {
  const entry = useRecordContext<EngagementAnswer>();
  const api = useDataProvider<typeof adminDataProvider>();
  const { data, error } = useQuery({ queryKey: ['engagement-mails', entry?.id, entry?.updated_at], queryFn: () => api.engagementMails(entry?.id ?? 0), enabled: Boolean(entry) });
  if (error) return <Typography color="error">{errorMessage(error)}</Typography>;
  if (!data) return <Typography color="text.secondary">Loading the mails…</Typography>;
  if (data.length === 0) return <Typography color="text.secondary">None yet.</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="engagement-mails">
      {data.map((mail) => (
        <li key={mail.id}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {mail.subject} <Box component="span" sx={{ color: 'text.secondary' }}>— to {mail.to_address}, {mail.sent_at ? `${mail.sent_via === 'outbox' ? 'written to the outbox' : 'sent'} ${officeMoment(mail.sent_at)}` : `queued ${officeMoment(mail.created_at)}`}</Box>
          </Typography>
        </li>
      ))}
    </Box>
  );
}
