/** Links to a post's pages on the public site, one per language it is written in. */
import { Button, useMediaQuery, type Theme } from '@mui/material';
import { useRecordContext } from 'react-admin';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { LANGUAGES } from '@efe/shared/constants';
import { localizePath } from '@efe/shared/language';
import { blogPostPath } from '@efe/shared/routes';
import { useStaffSession } from '../use-staff-session';

/**
 * MUI's Button rather than react-admin's: on a phone react-admin's shows the icon alone, and three
 * identical icons did not say which language each opens. There the label is the language's code.
 */
export function ViewOnSite() {
  const record = useRecordContext<{ slug?: string; translations?: Record<string, unknown> }>();
  const session = useStaffSession();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (!record?.slug || !session) return null;
  return (
    <>
      {LANGUAGES.filter((language) => record.translations?.[language]).map((language) => (
        <Button
          key={language}
          component="a"
          href={`${session.site_url}${localizePath(blogPostPath(record.slug ?? ''), language)}`}
          target="_blank"
          rel="noopener"
          size="small"
          startIcon={<OpenInNewIcon />}
          aria-label={`View on site (${language})`}
        >
          {phone ? language : `View on site (${language})`}
        </Button>
      ))}
    </>
  );
}
