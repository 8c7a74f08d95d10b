import './src/styles/global.css';
import type { GatsbyBrowser } from 'gatsby';
import { languageFromPath } from '@efe/shared/language';
import { applyDocumentLanguage } from './src/lib/document-language';
import { rememberPageLanguage } from './src/lib/language-storage';
import { markClientNavigation } from './src/lib/client-navigation';
import { hydrateInSlices } from './src/lib/hydrate-in-slices';
import { whenPageHydrated } from './src/lib/hydration-progress';
import { leadSourceOf } from '@efe/shared/lead-source';
import { rememberLeadSource, visitStorage } from './src/lib/lead-source-storage';

/**
 * On every route: direction and lang on <html>, the language as a class on <body>, and the
 * language remembered under the "language" key (docs/product-rules.md, Pages and languages). The first paint already has these from
 * the static HTML; this keeps them right across client-side navigation.
 */
export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location, prevLocation }) => {
  const language = languageFromPath(location.pathname);
  applyDocumentLanguage(document, language);
  rememberPageLanguage(language, !prevLocation);
};

/** Called for the first page too, with no previous location: only later calls are navigations. */
export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = ({ prevLocation }) => {
  if (prevLocation) markClientNavigation();
};

/**
 * Marks the page as React's once every part of it has hydrated (browser tests wait for it before
 * typing or clicking; `npm run bench` times it; lib/early-actions then lets go of a held tap no
 * control waits for any more), and notes where the visit came from: the first
 * page of the visit is this one.
 */
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  whenPageHydrated(() => {
    document.documentElement.dataset.hydrated = 'true';
    performance.mark('page-hydrated');
  });
  const storage = visitStorage();
  if (storage) rememberLeadSource(storage, () => leadSourceOf(window.location, document.referrer));
};

/**
 * The first page hydrates in short slices instead of one long task (lib/hydrate-in-slices).
 * Not typed as GatsbyBrowser['replaceHydrateFunction']: Gatsby types it with React 17's overloaded
 * `render` (arrays, callbacks), while it calls it with one element and its root node.
 */
export const replaceHydrateFunction = () => hydrateInSlices;
