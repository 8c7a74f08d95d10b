/**
 * On an application: "Make a candidate" (a draft profile filled from it, opened at once for the
 * recruiter to finish), or, once made, the way to it. What the draft could not take is said.
 */
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import BadgeIcon from '@mui/icons-material/Badge';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Link, useDataProvider, useNotify, useRecordContext, useRedirect, useRefresh } from 'react-admin';
import type { ApplicationAnswer } from '@efe/shared/contract/lead';
import type { dataProvider as adminDataProvider } from '../data-provider';
import { errorMessage } from '@efe/shared/error-facts';

const LEFT_OUT: Record<string, string> = {
  photo: 'the photo could not be read',
  cv: 'the CV is not a PDF (the site offers PDF CVs only): attach one',
  last_name: 'the application gave one name: check the first and last name',
};

export function MakeCandidateButton() {
  const application = useRecordContext<ApplicationAnswer>();
  const dataProvider = useDataProvider<typeof adminDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  if (!application) return null;
  if (application.candidate_id !== null) {
    return (
      <Button component={Link} to={`/candidates/${application.candidate_id}`} size="small" startIcon={<BadgeIcon />}>
        Candidate {application.candidate_id}
      </Button>
    );
  }
  const make = async () => {
    setPending(true);
    try {
      const made = await dataProvider.makeCandidate(application.id);
      const missing = made.left_out.map((item) => LEFT_OUT[item] ?? item);
      notify(`Draft candidate made${missing.length ? `; ${missing.join('; ')}` : ''}. Write the description and rating, then publish.`, { type: 'info' });
      // The application is read again: until the candidate's editor has loaded, its page stays, and
      // Back before then kept "Make a candidate" (a second click answered that one exists).
      refresh();
      redirect('edit', 'candidates', made.candidate_id);
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button onClick={() => void make()} disabled={pending} size="small" variant="outlined" startIcon={<PersonAddIcon />}>
      Make a candidate
    </Button>
  );
}
