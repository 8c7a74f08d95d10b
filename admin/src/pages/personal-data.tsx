/**
 * Requests to see or erase one's data (recruiters): find everything held for an e-mail address,
 * download it as one ZIP for the person who asked, or erase all of it after a confirmation.
 */
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DownloadIcon from '@mui/icons-material/Download';
import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List as MuiList,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Title, useDataProvider, useNotify } from 'react-admin';
import { diaryTime, statusText } from '../lib/consultation-text';
import { Link } from 'react-router-dom';
import type { PersonalDataFound } from '@efe/shared/contract/personal-data';
import type { dataProvider as adminDataProvider } from '../data-provider';
import { erasedSummary, foundSummary, isNothingFound } from '../lib/personal-data-summary';
import { consentLine } from '../lib/consent-text';
import { fieldProblem } from '../lib/admin-fetch';
import { officeDate } from '../lib/dates';
import { errorMessage } from '@efe/shared/error-facts';

type AdminDataProvider = typeof adminDataProvider;

const formatDate = officeDate;

/** The API's message for the address field, or null when the error is of another kind. */
function addressProblem(error: unknown): string | null {
  const email = fieldProblem(error, 'email');
  return email ? `This ${email}.` : null;
}

function save(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the URL can go on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function FoundList({ found }: { found: PersonalDataFound }) {
  const sections = [
    {
      title: 'Applications (with their CV and photo)',
      items: found.applications.map((item) => ({
        key: item.id,
        primary: <Link to={`/applications/${item.id}/show`}>{item.name}</Link>,
        secondary: `${item.role}, received ${formatDate(item.created_at)}. Consent to a profile: ${consentLine(item, item.site_language)}`,
      })),
    },
    {
      title: 'Candidate profiles made from their applications (with their photo and CV)',
      items: found.candidates.map((item) => ({
        key: item.id,
        primary: (
          <Link to={`/candidates/${item.id}`}>
            {item.first_name} {item.last_name}
          </Link>
        ),
        secondary: `${item.published ? 'On the site' : 'A draft, not on the site'}; made from application ${item.application_id}`,
      })),
    },
    {
      title: 'Contact messages',
      items: found.messages.map((item) => ({
        key: item.id,
        primary: <Link to={`/messages/${item.id}/show`}>{item.subject}</Link>,
        secondary: `${item.full_name}, received ${formatDate(item.created_at)}`,
      })),
    },
    {
      title: 'Booked consultations',
      items: found.consultations.map((item) => ({
        key: item.id,
        primary: <Link to={`/consultations/${item.id}/show`}>{diaryTime(item)}</Link>,
        secondary: `${item.full_name}, ${statusText(item.status).toLowerCase()}, booked ${formatDate(item.created_at)}`,
      })),
    },
    {
      title: 'Mails about them or to them',
      items: found.mails.map((item) => ({
        key: item.id,
        primary: item.subject,
        secondary: item.sent_at ? `sent ${formatDate(item.sent_at)}` : `queued ${formatDate(item.created_at)}, not sent yet`,
      })),
    },
  ];
  return (
    <>
      {sections
        .filter((section) => section.items.length > 0)
        .map((section) => (
          <Box key={section.title} component="section" sx={{ mt: 2 }}>
            <Typography component="h3" variant="subtitle1">
              {section.title}
            </Typography>
            <MuiList dense>
              {section.items.map((item) => (
                <ListItem key={item.key} disableGutters>
                  <ListItemText primary={item.primary} secondary={item.secondary} />
                </ListItem>
              ))}
            </MuiList>
          </Box>
        ))}
    </>
  );
}

export function PersonalDataPage() {
  const api = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<{ email: string; found: PersonalDataFound } | null>(null);
  const [busy, setBusy] = useState<'search' | 'export' | 'erase' | null>(null);
  const [confirming, setConfirming] = useState(false);
  // What the question says is fixed when it is asked: it must not change while the dialog closes.
  const [question, setQuestion] = useState({ title: '', summary: '' });
  const ask = () => {
    if (!result) return;
    setQuestion({ title: `Erase everything held for ${result.email}?`, summary: foundSummary(result.email, result.found) });
    setConfirming(true);
  };

  const run = async <T,>(kind: 'search' | 'export' | 'erase', call: () => Promise<T>): Promise<T | undefined> => {
    setBusy(kind);
    setProblem(null);
    try {
      return await call();
    } catch (error) {
      const message = addressProblem(error);
      if (message) setProblem(message);
      else notify(errorMessage(error), { type: 'error' });
      return undefined;
    } finally {
      setBusy(null);
    }
  };

  const search = async (event?: FormEvent) => {
    event?.preventDefault();
    const address = email.trim();
    if (!address) return setProblem('Enter the e-mail address the person used on the site.');
    const found = await run('search', () => api.findPersonalData(address));
    if (found) setResult({ email: address, found });
  };

  const download = async () => {
    if (!result) return;
    const file = await run('export', () => api.exportPersonalData(result.email));
    if (file) save(file.blob, file.filename);
  };

  const erase = async () => {
    if (!result) return;
    setConfirming(false);
    const erased = await run('erase', () => api.erasePersonalData(result.email));
    if (!erased) return;
    notify(erasedSummary(result.email, erased), { type: 'success' });
    const found = await run('search', () => api.findPersonalData(result.email));
    if (found) setResult({ email: result.email, found });
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 760 }}>
      <Title title="Data requests" />
      <CardContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          When someone asks for a copy of their data or for its erasure, find what is held for the e-mail address they used on the site: any spelling of the same mailbox (capital letters, a +tag, a Gmail address's dots) finds the same.
          <strong> Download all</strong> gives one ZIP to send them; <strong>Erase all</strong> removes it from this server for good. The audit
          trail records either, without the address.
        </Typography>
        <Box component="form" onSubmit={(event: FormEvent<HTMLFormElement>) => void search(event)} noValidate sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1, alignItems: { sm: 'flex-start' } }}>
          <TextField
            label="E-mail address"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={problem !== null}
            helperText={problem ?? ' '}
            autoComplete="off"
            size="small"
            sx={{ flexGrow: 1 }}
          />
          <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={busy !== null} sx={{ mt: { sm: 0.25 } }}>
            {busy === 'search' ? 'Finding…' : 'Find'}
          </Button>
        </Box>

        <Box aria-live="polite" sx={{ mt: 1 }}>
          {result && (
            <>
              <Alert severity={isNothingFound(result.found) ? 'info' : 'warning'}>{foundSummary(result.email, result.found)}</Alert>
              <FoundList found={result.found} />
              {!isNothingFound(result.found) && (
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
                  <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void download()} disabled={busy !== null}>
                    {busy === 'export' ? 'Preparing…' : 'Download all (ZIP)'}
                  </Button>
                  <Button variant="outlined" color="error" startIcon={<DeleteForeverIcon />} onClick={ask} disabled={busy !== null}>
                    {busy === 'erase' ? 'Erasing…' : 'Erase all…'}
                  </Button>
                </Stack>
              )}
            </>
          )}
        </Box>
      </CardContent>

      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="erase-title" aria-describedby="erase-description">
        <DialogTitle id="erase-title">{question.title}</DialogTitle>
        <DialogContent>
          <DialogContentText id="erase-description">
            {question.summary} Applications go with their CV and photo and the candidate profiles made from them (off the site with the next deploy), mails with their copies in the outbox.
            This cannot be undone: download it first if the person asked for a copy.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button onClick={() => void erase()} color="error" variant="contained">
            Erase all
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
