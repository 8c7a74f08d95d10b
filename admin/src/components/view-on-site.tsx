/** Links to a post's pages on the public site, one per language it is written in. */
import { Button, useRecordContext } from 'react-admin';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { LANGUAGES } from '../../../src/lib/constants';
import { localizePath } from '../../../src/lib/language';
import { blogPostPath } from '../../../src/lib/routes';
import { useStaffSession } from '../use-staff-session';

export function ViewOnSite() {
  const record = useRecordContext<{ slug?: string; translations?: Record<string, unknown> }>();
  const session = useStaffSession();
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
          label={`View on site (${language})`}
        >
          <OpenInNewIcon />
        </Button>
      ))}
    </>
  );
}
