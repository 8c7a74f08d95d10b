/**
 * Availability: when families may book the free consultation. Weekly hours per weekday in Dubai
 * time, the slot length, how many run at once, the shortest notice, how far ahead, and closed
 * days. The API checks it all again; its message for a row shows under that row. Bookings to come
 * that the saved settings leave outside the diary are named (BookingsOutsideDiary).
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Box, Button, Card, CardContent, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import React, { useEffect, useRef, useState } from 'react';
import { HttpError, Title, useDataProvider, useNotify } from 'react-admin';
import type { AvailabilitySettings, OutsideBooking, WeeklyHours } from '@efe/shared/contract/availability';
import { isRecord, propertyOf } from '@efe/shared/read-unknown';
import { errorMessage } from '@efe/shared/error-facts';
import type { dataProvider as adminDataProvider } from '../data-provider';
import { WEEKDAYS, sortedHours } from '../lib/availability-form';
import { fieldProblem } from '../lib/admin-fetch';
import { calendarDay, calendarDayInWords, isStoredDate } from '../lib/dates';
import { StaffDateTextField } from '../components/staff-date-text-field';
import { BookingsOutsideDiary } from './bookings-outside-diary';

type NumberField = 'slot_minutes' | 'capacity' | 'notice_hours' | 'horizon_days';
const NUMBER_FIELDS: Array<{ field: NumberField; label: string; helper: string }> = [
  { field: 'slot_minutes', label: 'Slot length (minutes)', helper: '15 to 240, in steps of 5' },
  { field: 'capacity', label: 'Consultations at the same time', helper: 'How many families can be seen at once' },
  { field: 'notice_hours', label: 'Shortest notice (hours)', helper: 'No time sooner than this can be booked' },
  { field: 'horizon_days', label: 'How far ahead (days)', helper: 'No time later than this can be booked' },
];

export function AvailabilityPage() {
  const api = useDataProvider<typeof adminDataProvider>();
  const notify = useNotify();
  const [settings, setSettings] = useState<AvailabilitySettings | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  // The last refused save: its field messages show under their rows (fieldProblem).
  const [refused, setRefused] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const [closedDay, setClosedDay] = useState('');
  // Why the saved settings cannot be read: until they are saved again no time is offered.
  const [unreadable, setUnreadable] = useState<string | null>(null);
  // Times that cannot be read say so from the first try to save on, not while first typed.
  const [saveTried, setSaveTried] = useState(false);
  const [closedDayTried, setClosedDayTried] = useState(false);
  const [outside, setOutside] = useState<OutsideBooking[]>([]);
  const outsideWarning = useRef<HTMLDivElement>(null);
  // After a save that leaves bookings out, the warning takes the focus, so it is read and not missed.
  const [showOutside, setShowOutside] = useState(false);
  useEffect(() => {
    if (showOutside) outsideWarning.current?.focus();
  }, [showOutside]);

  useEffect(() => {
    api.availability().then(
      (answer) => {
        setSettings(answer.settings);
        setUnreadable(answer.unreadable);
        setOutside(answer.outside);
      },
      (error: unknown) => setLoadError(errorMessage(error)),
    );
  }, [api]);

  if (loadError) return <Alert severity="error">{loadError}</Alert>;
  if (!settings) return <Typography sx={{ p: 2 }}>Loading the diary's settings…</Typography>;

  const setHours = (index: number, change: Partial<WeeklyHours>) =>
    setSettings({ ...settings, weekly: settings.weekly.map((range, n) => (n === index ? { ...range, ...change } : range)) });

  const alreadyClosed = settings.closed_days.includes(closedDay);
  const mayAddClosedDay = isStoredDate('day', closedDay) && !alreadyClosed;
  const addClosedDay = () => {
    setClosedDayTried(true);
    if (!mayAddClosedDay) return;
    setSettings({ ...settings, closed_days: [...settings.closed_days, closedDay].sort() });
    setClosedDay('');
    setClosedDayTried(false);
  };

  const save = async () => {
    setSaveTried(true);
    if (settings.weekly.some((range) => !isStoredDate('time', range.from) || !isStoredDate('time', range.to))) {
      notify('Not saved: see the marked fields', { type: 'error' });
      return;
    }
    // The rows go in the order the API numbers them in its answer ("weekly.2"), and are shown so.
    const sent = { ...settings, weekly: sortedHours(settings.weekly) };
    setSettings(sent);
    setSaving(true);
    setRefused(null);
    setShowOutside(false);
    try {
      const saved = await api.saveAvailability(sent);
      setSettings(saved.settings);
      setOutside(saved.outside);
      setShowOutside(saved.outside.length > 0);
      setUnreadable(null);
      notify('Availability saved: the booking page offers these times from now on', { type: 'info' });
    } catch (error) {
      setRefused(error);
      const perField = error instanceof HttpError && isRecord(propertyOf(error.body, 'errors'));
      notify(perField ? 'Not saved: see the marked fields' : errorMessage(error), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Availability" />
      <CardContent>
        {unreadable ? (
          <Alert severity="error" sx={{ mb: 3 }} data-testid="availability-unreadable">
            The saved availability cannot be read ({unreadable}), so the booking page offers no times. Below are the default hours: correct them and save to open the diary again.
          </Alert>
        ) : null}
        <BookingsOutsideDiary ref={outsideWarning} outside={outside} capacity={settings.capacity} />
        <Box
          component="form"
          sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}
          onSubmit={(event: React.FormEvent) => {
            event.preventDefault();
            void save();
          }}
          noValidate
        >
          <Box component="section" aria-labelledby="weekly-title">
            <Typography id="weekly-title" variant="h6" component="h2">
              Weekly hours (Dubai time)
            </Typography>
            <Stack spacing={1.5} sx={{ mt: 1 }}>
              {settings.weekly.map((range, index) => {
                const rowProblem = fieldProblem(refused, `weekly.${index}`);
                return (
                  <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }} data-testid="weekly-row">
                    <TextField select label="Day" value={range.weekday} onChange={(event) => setHours(index, { weekday: Number(event.target.value) })} sx={{ minWidth: 160 }} size="small">
                      {WEEKDAYS.map((name, weekday) => (
                        <MenuItem key={name} value={weekday}>
                          {name}
                        </MenuItem>
                      ))}
                    </TextField>
                    <StaffDateTextField kind="time" required label="From" value={range.from} onValueChange={(from) => setHours(index, { from: from ?? '' })} showProblem={saveTried} invalid={rowProblem !== null} size="small" />
                    <StaffDateTextField
                      kind="time"
                      endOfDay
                      required
                      label="To"
                      value={range.to}
                      onValueChange={(to) => setHours(index, { to: to ?? '' })}
                      showProblem={saveTried}
                      size="small"
                      problem={rowProblem}
                    />
                    <IconButton aria-label={`Remove ${WEEKDAYS[range.weekday]} ${range.from}–${range.to}`} onClick={() => setSettings({ ...settings, weekly: settings.weekly.filter((_, n) => n !== index) })}>
                      <DeleteIcon />
                    </IconButton>
                  </Stack>
                );
              })}
              <Box>
                <Button startIcon={<AddIcon />} onClick={() => setSettings({ ...settings, weekly: [...settings.weekly, { weekday: 0, from: '09:00', to: '17:00' }] })}>
                  Add hours
                </Button>
              </Box>
            </Stack>
          </Box>

          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, flexWrap: 'wrap' }}>
            {NUMBER_FIELDS.map(({ field, label, helper }) => (
              <TextField
                key={field}
                type="number"
                label={label}
                value={settings[field]}
                onChange={(event) => setSettings({ ...settings, [field]: Number(event.target.value) })}
                error={Boolean(fieldProblem(refused, field))}
                helperText={fieldProblem(refused, field) ?? helper}
                size="small"
              />
            ))}
          </Stack>

          <Box component="section" aria-labelledby="closed-title">
            <Typography id="closed-title" variant="h6" component="h2">
              Closed days
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1, alignItems: 'flex-start' }}>
              <StaffDateTextField
                kind="day"
                label="Day"
                value={closedDay}
                onValueChange={(typed) => setClosedDay(typed ?? '')}
                showProblem={closedDayTried}
                problem={alreadyClosed ? `${calendarDayInWords(closedDay)} is closed already.` : undefined}
                onKeyDown={(event) => {
                  // Enter adds the day typed here, as the button beside it does, rather than saving the page.
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  addClosedDay();
                }}
                size="small"
              />
              <Button startIcon={<AddIcon />} disabled={closedDay === ''} onClick={addClosedDay} sx={{ mt: 0.5 }}>
                Add closed day
              </Button>
            </Stack>
            <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, mt: 1 }} aria-label="Closed days">
              {settings.closed_days.length === 0 ? <Typography component="li">None</Typography> : null}
              {settings.closed_days.map((day) => (
                <Box component="li" key={day} sx={{ display: 'flex', alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 4, pl: 1.5 }}>
                  {calendarDayInWords(day)}
                  <IconButton size="small" aria-label={`Open ${calendarDay(day)} again`} onClick={() => setSettings({ ...settings, closed_days: settings.closed_days.filter((other) => other !== day) })}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Box>
              ))}
            </Box>
          </Box>

          <Box>
            <Button type="submit" variant="contained" disabled={saving}>
              {saving ? 'Saving…' : 'Save availability'}
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
