/**
 * On a candidate's page: the application she was made from and the consent her profile rests on
 * (whose, when, from which page, which wording), or that she was typed in by hand. Publishing
 * without a standing consent is refused by the API; this says why before anyone tries. The API
 * leaves the source out for staff who may not open applications: nothing is shown to them.
 */
import { Alert } from '@mui/material';
import { Link, useRecordContext } from 'react-admin';
import type { CandidateAnswer } from '@efe/shared/contract/candidate';
import { consentStands } from '@efe/shared/profile-consent';
import { consentLine } from '../../lib/consent-text';

export function ConsentPanel() {
  const candidate = useRecordContext<CandidateAnswer>();
  const source = candidate?.made_from;
  if (!source) return null;
  return (
    <Alert severity={consentStands(source) ? 'info' : 'warning'} sx={{ mb: 2, width: '100%' }}>
      Made from <Link to={`/applications/${source.application_id}/show`}>application {source.application_id}</Link> of {source.name}. Consent:{' '}
      {consentLine(source, source.consent_language)}.
    </Alert>
  );
}
