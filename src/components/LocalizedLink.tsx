import React from 'react';
import { Link } from 'gatsby';
import { localizePath } from '@efe/shared/language';
import { usePageLanguage } from '../hooks/use-page-language';

type Props = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** Path without language prefix, e.g. "/contact-us". */
  to: string;
  activeClassName?: string;
  partiallyActive?: boolean;
};

/** A link to one of our pages in the current page's language. */
export function LocalizedLink({ to, ...rest }: Props) {
  const language = usePageLanguage();
  return <Link to={localizePath(to, language)} {...rest} />;
}
