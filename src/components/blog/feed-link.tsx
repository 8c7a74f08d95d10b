import React from 'react';
import type { Language } from '../../lib/constants';
import { rssFeedPath } from '../../lib/rss';

/**
 * The head link to the language's RSS feed. A plain element (not a component) because it is
 * passed as a child of <Seo>, whose react-helmet only accepts plain head elements.
 */
export function feedLink(language: Language, title: string): React.ReactElement {
  return <link rel="alternate" type="application/rss+xml" title={title} href={rssFeedPath(language)} />;
}
