/**
 * The engagements' board: a column per open stage, in the process's order, each family a card
 * with how long it has been there; the columns stack on a phone. A card opens the engagement.
 */
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Title, useGetList } from 'react-admin';
// react-router's Link holds a ref, which the card's action area needs for its keyboard focus ring.
import { Link } from 'react-router-dom';
import { ENGAGEMENT_STAGES } from '@efe/shared/contract/engagement';
import { DAY_MS } from '@efe/shared/office-clock';
import type { EngagementAnswer } from '@efe/shared/contract/engagement-answer';
import { calendarDayInWords } from '../lib/dates';
import { stageText } from '../lib/engagement-text';

/** The board holds what is open; a closed engagement is in the list, under its stage. */
const BOARD_STAGES = ENGAGEMENT_STAGES.filter((stage) => stage !== 'closed');
/** The open engagements of a busy consultancy fit one page. */
const BOARD_SIZE = 100;

const daysSince = (iso: string, now: number) => Math.max(0, Math.floor((now - Date.parse(iso)) / DAY_MS));
const daysText = (days: number) => (days === 1 ? '1 day' : `${days} days`);

export function EngagementBoard() {
  const { data, total, isPending, error } = useGetList<EngagementAnswer>('engagements', { pagination: { page: 1, perPage: BOARD_SIZE }, filter: { open: true } });
  const now = Date.now();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="Engagements: board" />
      {error ? <Typography color="error">{String(error)}</Typography> : null}
      {isPending ? <Typography color="text.secondary">Loading the board…</Typography> : null}
      {total !== undefined && total > BOARD_SIZE ? (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          The {BOARD_SIZE} longest in their stage are shown; the list has all {total}.
        </Typography>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(230px, 1fr))' } }} data-testid="engagement-board">
        {BOARD_STAGES.map((stage) => {
          const here = (data ?? []).filter((entry) => entry.stage === stage);
          return (
            <Box component="section" key={stage} aria-labelledby={`board-${stage}`} sx={{ bgcolor: 'action.hover', borderRadius: 2, p: 1 }} data-testid={`board-${stage}`}>
              <Typography id={`board-${stage}`} component="h2" variant="subtitle1" sx={{ fontWeight: 600, px: 1 }}>
                {stageText(stage)} <Box component="span" sx={{ color: 'text.secondary' }}>({here.length})</Box>
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
                {here.map((entry) => (
                  <li key={entry.id}>
                    <Card variant="outlined">
                      <CardActionArea component={Link} to={`/engagements/${entry.id}/show`}>
                        <CardContent sx={{ py: 1, '&:last-child': { pb: 1 } }}>
                          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                            {entry.family_name}
                          </Typography>
                          <Typography variant="caption" color="text.secondary">
                            {daysText(daysSince(entry.stage_since, now))} in this stage
                            {/* As the engagement's page says its trial's end. */}
                            {entry.trial_ends_on && stage === 'trial' ? ` · trial ends ${calendarDayInWords(entry.trial_ends_on)}` : ''}
                          </Typography>
                        </CardContent>
                      </CardActionArea>
                    </Card>
                  </li>
                ))}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
