/**
 * Fields of a lead (an application, a contact message) as staff read them, often on a phone: the
 * number is a link that dials it, the site's language is named instead of coded, handling is said
 * in words. All take `source` and `label` as props, as react-admin's own fields do: its layouts
 * read them from the element to label the field.
 */
import { Box, Link } from '@mui/material';
import { FunctionField } from 'react-admin';
import type { ContactMessageAnswer, Handling } from '@efe/shared/contract/lead';
import { isLanguage } from '@efe/shared/language';
import { leadSourceSummary, type LeadSourceField } from '@efe/shared/lead-source';
import { candidatePathFor, isServiceSlug } from '@efe/shared/routes';
import { useStaffSession } from '../use-staff-session';
import english from '../../../locales/en/common.json';
import { LANGUAGE_NAMES } from '../lib/language-names';
import { handlingText } from '../lib/handling';
import { telHref } from '../lib/tel-href';

interface LeadFieldProps {
  source: string;
  label: string;
}

const textOf = (record: Record<string, unknown> | undefined, source: string): string => {
  const value = record?.[source];
  return typeof value === 'string' ? value : '';
};

export function PhoneField({ source, label }: LeadFieldProps) {
  return (
    <FunctionField
      source={source}
      label={label}
      render={(record) => {
        const phone = textOf(record, source);
        const href = telHref(phone);
        // Like react-admin's EmailField: a tap on the link must not also open the row.
        return href ? (
          <Link href={href} onClick={(event) => event.stopPropagation()}>
            {phone}
          </Link>
        ) : (
          phone
        );
      }}
    />
  );
}

export function SiteLanguageField({ source, label }: LeadFieldProps) {
  return (
    <FunctionField
      source={source}
      label={label}
      render={(record) => {
        const code = textOf(record, source);
        return isLanguage(code) ? LANGUAGE_NAMES[code] : code;
      }}
    />
  );
}

export function HandledField({ source, label }: LeadFieldProps) {
  return <FunctionField<Handling> source={source} label={label} render={handlingText} />;
}

// The inboxes are newest first by the API: a header offering to sort by these would do nothing.
// react-admin's Datagrid reads `sortable` from the field's element or component, not from inside it.
SiteLanguageField.sortable = false;
HandledField.sortable = false;

/** Where the lead came from (campaign, referring site, landing page), or that the visit did not say. */
export function SourceField({ source, label }: LeadFieldProps) {
  return (
    <FunctionField<{ [field in LeadSourceField]?: string | null }>
      source={source}
      label={label}
      render={(record) => leadSourceSummary(record) ?? 'not known (no campaign link, no referring site)'}
    />
  );
}

/** The service a family chose, by its name on the English site; "Not sure yet" when none. */
export function ServiceField({ source, label }: LeadFieldProps) {
  return (
    <FunctionField
      source={source}
      label={label}
      render={(record) => {
        const slug = textOf(record, source);
        return isServiceSlug(slug) ? english.serviceNames[slug] : 'Not sure yet';
      }}
    />
  );
}

/**
 * The candidate a family asked about: her photo and name, linked to her profile on the site (the
 * candidates' records are the editors'; her card is what the family saw). A candidate removed
 * since keeps her name; her link then opens the list of everyone.
 */
export function CandidateField({ source, label }: LeadFieldProps) {
  const session = useStaffSession();
  return (
    <FunctionField<ContactMessageAnswer>
      source={source}
      label={label}
      render={(message) => {
        if (!message.candidate_name) return '—';
        const photo = message.candidate_photo ? (
          <Box component="img" src={message.candidate_photo} alt="" sx={{ width: 40, height: 40, borderRadius: '50%', objectFit: 'cover', flex: 'none' }} />
        ) : null;
        const name =
          message.candidate_id !== null && session ? (
            <Link href={`${session.site_url}${candidatePathFor(message.candidate_id)}`} target="_blank" rel="noopener" onClick={(event) => event.stopPropagation()}>
              {message.candidate_name}
            </Link>
          ) : (
            message.candidate_name
          );
        return (
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }} data-testid="message-candidate">
            {photo}
            {name}
          </Box>
        );
      }}
    />
  );
}
CandidateField.sortable = false;
