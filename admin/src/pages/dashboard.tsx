/**
 * The recruiters' first page, read on Monday: leads per week for twelve weeks, where they came
 * from, what they ask about, the site language they wrote in, what waits and how fast leads were
 * answered this month (GET /api/admin/stats, counted in SQL); then the engagements
 * (engagement-figures.tsx). Loaded only here: the chart library is not in the rest of the admin's
 * code. Every chart has its numbers as a table for screen readers.
 */
import { Alert, Box, Button, Grid, Stack, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useQuery } from '@tanstack/react-query';
import { Loading, Title, useDataProvider } from 'react-admin';
import type { LeadStats } from '@efe/shared/contract/lead-stats';
import type { dataProvider as adminDataProvider } from '../data-provider';
import { WAITING } from '../lib/handling';
import { durationText, languageLabel, leadsInWeeks, mostLeadsInAWeek, serviceLabel, sourceLabel, weekLabel } from '../lib/dashboard-figures';
import { errorMessage } from '@efe/shared/error-facts';
import { EngagementFigures } from './engagement-figures';
import { ChartPicture, Figure, NumbersTable, Panel } from '../components/dashboard-parts';

const listOf = (resource: string) => `/${resource}?filter=${encodeURIComponent(JSON.stringify(WAITING))}`;

/** One tally (source, service, language) as horizontal bars, most first. */
function TallyChart({ title, rows, label }: { title: string; rows: Array<{ name: string; leads: number }>; label: (name: string) => string }) {
  if (rows.length === 0) return <Typography color="text.secondary">No leads in these twelve weeks.</Typography>;
  const names = rows.map((row) => label(row.name));
  return (
    <>
      <ChartPicture>
        <BarChart
          layout="horizontal"
          height={Math.max(120, 36 * rows.length + 40)}
          yAxis={[{ scaleType: 'band', data: names, width: 130 }]}
          xAxis={[{ tickMinStep: 1 }]}
          series={[{ data: rows.map((row) => row.leads), label: 'Leads', color: '#1f6f6a' }]}
          hideLegend
          margin={{ left: 8, right: 16 }}
        />
      </ChartPicture>
      <NumbersTable caption={title} head={['', 'Leads']} rows={rows.map((row, index) => [names[index], row.leads])} />
    </>
  );
}

function Figures({ stats }: { stats: LeadStats }) {
  const weeks = stats.weeks.map((week) => weekLabel(week.week));
  const { leads, median_hours: median } = stats.handled_this_month;
  return (
    <Grid container spacing={2} sx={{ mt: 1 }}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Panel title="Waiting to be handled">
          {/* Three figures: on a phone they wrap rather than spill sideways. */}
          <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 4, rowGap: 2 }}>
            <Figure label="Applications" value={String(stats.waiting.applications)} to={listOf('applications')} />
            <Figure label="Contact messages" value={String(stats.waiting.messages)} to={listOf('messages')} />
            <Figure label="Consultations" value={String(stats.waiting.consultations)} to={listOf('consultations')} />
          </Stack>
        </Panel>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Panel title="Answered this month">
          <Stack direction="row" spacing={4}>
            <Figure label="Leads marked handled" value={String(leads)} />
            <Figure label="Median time to handled" value={median === null ? '—' : durationText(median)} />
          </Stack>
        </Panel>
      </Grid>
      <Grid size={12}>
        <Panel title={`Leads per week (last ${stats.weeks.length} weeks: ${leadsInWeeks(stats.weeks)})`}>
          <ChartPicture>
            <BarChart
              height={260}
              xAxis={[{ scaleType: 'band', data: weeks, label: 'Week starting (Monday, Dubai time)' }]}
              // Whole numbers of leads; with none at all, 0 to 1, not a scale of 0s.
              yAxis={[{ tickMinStep: 1, width: 36, min: 0, max: Math.max(1, mostLeadsInAWeek(stats.weeks)) }]}
              series={[
                { data: stats.weeks.map((week) => week.applications), label: 'Applications', stack: 'leads', color: '#1d2b4a' },
                { data: stats.weeks.map((week) => week.messages), label: 'Contact messages', stack: 'leads', color: '#1f6f6a' },
                { data: stats.weeks.map((week) => week.consultations), label: 'Consultations booked', stack: 'leads', color: '#c49a4a' },
              ]}
            />
          </ChartPicture>
          <NumbersTable
            caption="Leads per week"
            head={['Week starting', 'Applications', 'Contact messages', 'Consultations booked']}
            rows={stats.weeks.map((week, index) => [weeks[index], week.applications, week.messages, week.consultations])}
          />
        </Panel>
      </Grid>
      {[
        { title: 'By source', caption: 'Leads by source', rows: stats.by_source.map((row) => ({ name: row.source, leads: row.leads })), label: sourceLabel },
        { title: 'Messages and bookings by service', caption: 'Contact messages and booked consultations by service', rows: stats.by_service.map((row) => ({ name: row.service, leads: row.leads })), label: serviceLabel },
        { title: 'By site language', caption: 'Leads by site language', rows: stats.by_language.map((row) => ({ name: row.language, leads: row.leads })), label: languageLabel },
      ].map((tally) => (
        <Grid key={tally.title} size={{ xs: 12, md: 4 }}>
          <Panel title={tally.title}>
            <TallyChart title={tally.caption} rows={tally.rows} label={tally.label} />
          </Panel>
        </Grid>
      ))}
    </Grid>
  );
}

export default function RecruiterDashboard() {
  const dataProvider = useDataProvider<typeof adminDataProvider>();
  const { data, error, isPending, refetch } = useQuery({ queryKey: ['lead-stats'], queryFn: () => dataProvider.leadStats() });
  return (
    <Box sx={{ pb: 2 }}>
      <Title title="Dashboard" />
      {isPending ? <Loading loadingPrimary="Counting the leads" loadingSecondary="" /> : null}
      {error ? (
        <Alert
          severity="error"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Try again
            </Button>
          }
        >
          The numbers could not be loaded: {errorMessage(error)}
        </Alert>
      ) : null}
      {data ? <Figures stats={data} /> : null}
      <EngagementFigures />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Leads are applications, contact messages and booked consultations (a consultation waits until it is marked held or missed, is cancelled, or an engagement is opened from it). Weeks and months are Dubai time. A source is the campaign tag of the visitor&apos;s first page (utm_source), else the site that linked to it; "Not known" when the visit said neither.
      </Typography>
    </Box>
  );
}
