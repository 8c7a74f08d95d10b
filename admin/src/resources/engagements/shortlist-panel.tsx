/**
 * An engagement's shortlist: the published candidates a recruiter picks for the family, sent as
 * a private link in the family's language, and the family's answer to each ("We'd like to
 * interview", or "Not for us" with its reason).
 */
import SendIcon from '@mui/icons-material/Send';
import { Autocomplete, Box, Button, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useDataProvider, useGetList, useRecordContext } from 'react-admin';
import { SHORTLIST_MAX_CANDIDATES } from '@efe/shared/contract/engagement';
import { errorMessage } from '@efe/shared/error-facts';
import type { EngagementAnswer, ShortlistEntry } from '@efe/shared/contract/engagement-answer';
import type { dataProvider as adminDataProvider } from '../../data-provider';
import { answerLine } from '../../lib/shortlist-text';
import { useAdminAction } from '../../use-admin-action';

interface Published {
  id: number;
  first_name: string;
  last_name: string;
  published: boolean;
}

export function ShortlistPanel() {
  const entry = useRecordContext<EngagementAnswer>();
  const api = useDataProvider<typeof adminDataProvider>();
  const { data, error } = useQuery({ queryKey: ['engagement-shortlist', entry?.id, entry?.updated_at], queryFn: () => api.shortlist(entry?.id ?? 0), enabled: Boolean(entry) });
  if (!entry) return null;
  if (error) return <Typography color="error">{errorMessage(error)}</Typography>;
  if (!data) return <Typography color="text.secondary">Loading the shortlist…</Typography>;
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      {data.length === 0 ? (
        <Typography color="text.secondary">No candidate picked yet.</Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 2.5 }} data-testid="shortlist-entries">
          {data.map((item) => (
            <li key={item.candidate_id}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                <Link to={`/candidates/${item.candidate_id}`}>
                  {item.first_name} {item.last_name}
                </Link>{' '}
                — {answerLine(item)}
                {item.answer === 'decline' && item.reason ? (
                  <Box component="q" sx={{ display: 'block', color: 'text.secondary', whiteSpace: 'pre-wrap' }}>
                    {item.reason}
                  </Box>
                ) : null}
              </Typography>
            </li>
          ))}
        </Box>
      )}
      {entry.stage !== 'closed' ? <ShortlistPicker key={`${entry.id}-${data.map((item) => item.candidate_id).join(',')}`} entry={entry} current={data} /> : null}
    </Stack>
  );
}

function ShortlistPicker({ entry, current }: { entry: EngagementAnswer; current: ShortlistEntry[] }) {
  const { pending, run } = useAdminAction();
  const { data: candidates = [], isPending } = useGetList<Published>('candidates', { pagination: { page: 1, perPage: 500 }, sort: { field: 'id', order: 'ASC' } });
  const published = candidates.filter((candidate) => candidate.published);
  // Until the recruiter changes it, the shortlist as stored.
  const [picked, setPicked] = useState<number[] | null>(null);
  const chosenIds = picked ?? current.map((item) => item.candidate_id);
  const chosen = chosenIds.flatMap((id) => published.filter((candidate) => candidate.id === id));
  const unsent = current.some((item) => item.sent_at === null);
  return (
    <Stack spacing={1}>
      <Autocomplete
        multiple
        options={published}
        value={chosen}
        loading={isPending}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        getOptionLabel={(candidate) => `${candidate.first_name} ${candidate.last_name} (${candidate.id})`}
        getOptionDisabled={() => chosen.length >= SHORTLIST_MAX_CANDIDATES}
        onChange={(_event, value) => setPicked(value.map((candidate) => candidate.id))}
        renderInput={(params) => <MuiTextField {...params} label="Published candidates to present" helperText={`Up to ${SHORTLIST_MAX_CANDIDATES}. Those already sent stay on the shortlist.`} />}
        data-testid="shortlist-picker"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" disabled={pending} onClick={() => void run((api) => api.pickShortlist(entry.id, chosenIds), 'Shortlist saved')} data-testid="save-shortlist">
          Save the shortlist
        </Button>
        <Button
          variant="contained"
          startIcon={<SendIcon />}
          disabled={pending || !unsent}
          onClick={() => void run((api) => api.sendShortlist(entry.id), 'Sent: the family has its private link, in its language')}
          data-testid="send-shortlist"
        >
          Send to the family
        </Button>
      </Stack>
    </Stack>
  );
}
