import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { DEFAULT_LANGUAGE } from '@efe/shared/constants';
import { directionOf, languageFromPath, stripLanguagePrefix } from '@efe/shared/language';
import { CANDIDATES_PATH } from '@efe/shared/routes';
import { fontFaceCss, fontPreloadUrls } from './src/lib/fonts';
import { DEFERRED_SUBMIT_SCRIPT } from './src/lib/deferred-submit-script';
import { CONSTANT_PAGE_PATH_SCRIPT, pagePathOfLoaderScript } from './src/lib/page-path-script';
import { pageResourceAttributes } from './src/lib/page-resources';

/** src/lib/language-redirect-entry.ts, bundled by gatsby/inline-script.ts at build time: of the unprefixed pages, of the prefixed ones. */
declare const __LANGUAGE_REDIRECT_SCRIPT__: string;
declare const __PREFIXED_LANGUAGE_REDIRECT_SCRIPT__: string;
/** src/lib/early-actions-entry.ts, bundled the same way. */
declare const __EARLY_ACTIONS_SCRIPT__: string;
/** src/lib/early-candidate-filter-entry.ts, bundled the same way: in the candidates pages only. */
declare const __EARLY_CANDIDATE_FILTER_SCRIPT__: string;

/**
 * `lang`, `dir` and the language class are in the static HTML itself, so crawlers and visitors
 * without JavaScript get the right language and direction, and nothing flips after hydration.
 */

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, loadPageDataSync, setHtmlAttributes, setBodyAttributes, setHeadComponents }) => {
  const language = languageFromPath(pathname);
  setHtmlAttributes({ lang: language, dir: directionOf(language) });
  setBodyAttributes({ className: language, ...pageResourceAttributes(loadPageDataSync(pathname)) });
  setHeadComponents([
    <script
      key="language-redirect"
      dangerouslySetInnerHTML={{ __html: language === DEFAULT_LANGUAGE ? __LANGUAGE_REDIRECT_SCRIPT__ : __PREFIXED_LANGUAGE_REDIRECT_SCRIPT__ }}
    />,
    <script key="deferred-submit" dangerouslySetInnerHTML={{ __html: DEFERRED_SUBMIT_SCRIPT }} />,
    <script key="early-actions" dangerouslySetInnerHTML={{ __html: __EARLY_ACTIONS_SCRIPT__ }} />,
    ...(stripLanguagePrefix(pathname) === CANDIDATES_PATH
      ? [<script key="early-candidate-filter" dangerouslySetInnerHTML={{ __html: __EARLY_CANDIDATE_FILTER_SCRIPT__ }} />]
      : []),
    ...fontPreloadUrls(language).map((href) => <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />),
    <style key="font-faces" dangerouslySetInnerHTML={{ __html: fontFaceCss() }} />,
    <link key="favicon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    <link key="favicon-png" rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png" />,
    <link key="apple-touch" rel="apple-touch-icon" href="/apple-touch-icon.png" />,
    <meta key="theme-color" name="theme-color" content="#1d2b4a" />,
  ]);
};

type LoaderScriptProps = { id?: string; dangerouslySetInnerHTML?: { __html?: string } };

/** Replaces Gatsby's per-page `window.pagePath` script by a constant one (see page-path-script.ts). */
function withConstantPagePathScript(component: React.ReactNode): React.ReactNode {
  if (!React.isValidElement<LoaderScriptProps>(component) || component.props.id !== 'gatsby-script-loader') return component;
  const pagePath = pagePathOfLoaderScript(component.props.dangerouslySetInnerHTML?.__html ?? '');
  if (pagePath === null) return component;
  return (
    <script key={component.key ?? 'script-loader'} id="gatsby-script-loader" data-page-path={pagePath} dangerouslySetInnerHTML={{ __html: CONSTANT_PAGE_PATH_SCRIPT }} />
  );
}

export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getPostBodyComponents, replacePostBodyComponents }) => {
  replacePostBodyComponents(getPostBodyComponents().map(withConstantPagePathScript));
};
