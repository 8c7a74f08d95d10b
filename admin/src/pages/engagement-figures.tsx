/**
 * The dashboard's engagements: how many are in each stage now, opened and placed month by month,
 * the mean days a stage takes, and how many opened ended in a placement, by service and by where
 * they came from. Every chart has its numbers as a table for screen readers.
 */
import { Alert, Box, Grid, Stack, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { errorMessage } from '@efe/shared/error-facts';
import type { dataProvider as adminDataProvider } from '../data-provider';
import { monthLabel, serviceLabel } from '../lib/dashboard-figures';
import { rateText, sourceText, stageText } from '../lib/engagement-text';
import { ChartPicture, Figure, NumbersTable, Panel } from '../components/dashboard-parts';

const listOfStage = (stage: string) => `/engagements?filter=${encodeURIComponent(JSON.stringify({ stage }))}`;

function Conversion({ rows, label }: { rows: Array<{ name: string; opened: number; placed: number }>; label: (name: string) => string }) {
  if (rows.length === 0) return <Typography color="text.secondary">No engagement opened in these months.</Typography>;
  return (
    <Box component="table" sx={{ borderCollapse: 'collapse', width: '100%', '& th, & td': { textAlign: 'start', py: 0.5, pr: 2 } }}>
      <thead>
        <tr>
          <th scope="col" />
          <th scope="col">Opened</th>
          <th scope="col">Placed</th>
          <th scope="col">Rate</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row">{label(row.name)}</th>
            <td>{row.opened}</td>
            <td>{row.placed}</td>
            <td>{rateText(row.placed, row.opened)}</td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

export function EngagementFigures() {
  const dataProvider = useDataProvider<typeof adminDataProvider>();
  const { data, error } = useQuery({ queryKey: ['engagement-stats'], queryFn: () => dataProvider.engagementStats() });
  if (error) return <Alert severity="error" sx={{ mt: 2 }}>The engagements could not be counted: {errorMessage(error)}</Alert>;
  if (!data) return null;
  const months = data.months.map((row) => monthLabel(row.month));
  return (
    <Grid container spacing={2} sx={{ mt: 1 }} data-testid="engagement-figures">
      <Grid size={12}>
        <Panel title="Engagements in each stage now">
          <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 4, rowGap: 2 }}>
            {data.by_stage.map((row) => (
              <Figure key={row.stage} label={stageText(row.stage)} value={String(row.engagements)} to={listOfStage(row.stage)} />
            ))}
          </Stack>
        </Panel>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Panel title={`Opened and placed per month (last ${months.length}, Dubai time)`}>
          <ChartPicture>
            <BarChart
              height={240}
              xAxis={[{ scaleType: 'band', data: months }]}
              yAxis={[{ tickMinStep: 1, width: 36, min: 0 }]}
              series={[
                { data: data.months.map((row) => row.opened), label: 'Opened', color: '#1d2b4a' },
                { data: data.months.map((row) => row.placed), label: 'Placed', color: '#1f6f6a' },
              ]}
            />
          </ChartPicture>
          <NumbersTable caption="Engagements opened and placed per month" head={['Month', 'Opened', 'Placed']} rows={data.months.map((row, index) => [months[index], row.opened, row.placed])} />
        </Panel>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Panel title="Mean days in each stage">
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, '& dd': { m: 0 } }}>
            {data.time_in_stage.map((row) => (
              <Box key={row.stage} sx={{ display: 'contents' }}>
                <dt>{stageText(row.stage)}</dt>
                <dd>{row.mean_days === null ? '—' : `${row.mean_days} days (${row.moves} moved on)`}</dd>
              </Box>
            ))}
          </Box>
        </Panel>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Panel title="From consultation to placement, by service">
          <Conversion rows={data.by_service.map((row) => ({ name: row.service, opened: row.opened, placed: row.placed }))} label={serviceLabel} />
        </Panel>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Panel title="From consultation to placement, by where it came from">
          <Conversion rows={data.by_source.map((row) => ({ name: row.source, opened: row.opened, placed: row.placed }))} label={sourceText} />
        </Panel>
      </Grid>
    </Grid>
  );
}
