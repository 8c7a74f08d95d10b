import './src/styles/global.css';
import type { GatsbyBrowser } from 'gatsby';
import { LANGUAGES } from './src/lib/constants';
import { directionOf, languageFromPath } from './src/lib/language';
import { saveLanguage } from './src/lib/language-storage';
import { markClientNavigation } from './src/lib/client-navigation';

/**
 * On every route: direction and lang on <html>, the language as a class on <body>, and the
 * language remembered under the "language" key (SPEC 2). The first paint already has these from
 * the static HTML; this keeps them right across client-side navigation.
 */
export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location }) => {
  const language = languageFromPath(location.pathname);
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  document.body.classList.remove(...LANGUAGES);
  document.body.classList.add(language);
  saveLanguage(language);
};

/** Called for the first page too, with no previous location: only later calls are navigations. */
export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = ({ prevLocation }) => {
  if (prevLocation) markClientNavigation();
};

/** Marks the page as interactive; browser tests wait for it before typing or clicking. */
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  document.documentElement.dataset.hydrated = 'true';
};
