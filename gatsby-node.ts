import path from 'path';
import fs from 'fs';
import type { GatsbyNode } from 'gatsby';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@efe/shared/constants';
import { isLanguage, localizePath, type PageKind } from '@efe/shared/language';
import { blogPostPath } from '@efe/shared/routes';
import { FIXED_ROUTES, localizedFixedRoutes, type Template } from '@efe/shared/route-table';
import { blogListPages, blogListPath } from './src/lib/blog-pages';
import type { PageContext } from './src/lib/page-context';
import { buildRobotsTxt, buildSitemapXml, type SitemapEntry } from './src/lib/sitemap';
import { BLOG_FALLBACK_PATH, blogFallbackMatchPath, blogFallbackPagePath } from './src/lib/blog-paths';
import { notFoundMatchPath } from './src/lib/not-found-paths';
import { contentTypeDefs } from './gatsby/schema';
import { prefetchContent, sourceContent } from './gatsby/source-content';
import { collectScriptHashes, writeHeadersFile } from './gatsby/security-headers';
import { writeSearchIndex } from './gatsby/search-index';
import { copyFontFiles } from './gatsby/copy-fonts';
import { separateSharedChunks } from './gatsby/shared-chunks';
import { ignoreCssOrderWarnings } from './gatsby/css-order';
import { removeBuildLeftovers } from './gatsby/build-leftovers';
import { forgetRemovedDataIfTold } from './gatsby/lmdb-stores';
import { candidatePhotoSources } from './gatsby/candidate-photos';
import { STRICT_WEBPACK_CONFIG } from './gatsby/webpack-strict';
import { inlineScriptDefinitions, scriptsAfterLoadLoader } from './gatsby/inline-script';
import { LATEST_POSTS_SLICE, latestPostsSliceId, type LatestPostsSliceContext } from './src/lib/latest-posts-slice';
import { ScriptsAfterLoadPlugin } from './gatsby/scripts-after-load';
import { appModuleOrderOf } from './gatsby/app-module-order';
import { COMPILE_HINT_BANNER } from './gatsby/compile-hints';
import { BROWSER_API_URL, SEARCH_INDEX_LEFT_TO_REBUILDER, SITE_URL } from './gatsby/settings';
import { filesWithoutFlushFix, installedReactDomDir } from './gatsby/react-dom-flush-fix';

const templates: Record<Template | 'blogPost' | 'blogFallback', string> = {
  home: path.resolve('src/templates/home.tsx'),
  about: path.resolve('src/templates/about.tsx'),
  service: path.resolve('src/templates/service.tsx'),
  contact: path.resolve('src/templates/contact.tsx'),
  booking: path.resolve('src/templates/book-consultation.tsx'),
  bookingManage: path.resolve('src/templates/manage-booking.tsx'),
  applicant: path.resolve('src/templates/my-application.tsx'),
  shortlist: path.resolve('src/templates/shortlist.tsx'),
  blogs: path.resolve('src/templates/blogs.tsx'),
  candidates: path.resolve('src/templates/candidates.tsx'),
  privacy: path.resolve('src/templates/privacy.tsx'),
  notFound: path.resolve('src/templates/not-found.tsx'),
  blogPost: path.resolve('src/templates/blog-post.tsx'),
  blogFallback: path.resolve('src/templates/blog-fallback.tsx'),
};

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(contentTypeDefs);
};

export const sourceNodes: GatsbyNode['sourceNodes'] = (args) => sourceContent(args);

function pageContext(
  language: Language,
  originalPath: string,
  kind: PageKind,
  namespaces: readonly string[],
  alternateLanguages: Language[],
  extra: Partial<PageContext> = {},
): PageContext {
  const localized = localizePath(originalPath, language);
  return {
    language,
    namespaces: ['common', ...namespaces],
    originalPath,
    kind,
    alternateLanguages,
    ...extra,
    // Read by gatsby-plugin-react-i18next's page wrapper; its presence also stops the plugin
    // from generating its own copies of the page.
    i18n: {
      language,
      languages: [...LANGUAGES],
      defaultLanguage: DEFAULT_LANGUAGE,
      generateDefaultLanguagePage: false,
      routed: language !== DEFAULT_LANGUAGE,
      originalPath,
      path: localized,
    },
  };
}

const sitemapEntries: SitemapEntry[] = [];

export const createPages: GatsbyNode['createPages'] = async ({ actions, graphql, reporter }) => {
  const { createPage, createSlice } = actions;
  sitemapEntries.length = 0;

  // The blog's side column of latest posts, made once per language and stitched into every blog
  // page, so editing a latest post renders it again instead of every post page (docs/performance.md).
  for (const language of LANGUAGES) {
    createSlice<LatestPostsSliceContext>({ id: latestPostsSliceId(language), component: path.resolve('src/slices/latest-posts.tsx'), context: { language } });
  }
  const blogSlices = (language: Language) => ({ [LATEST_POSTS_SLICE]: latestPostsSliceId(language) });

  for (const route of localizedFixedRoutes()) {
    // The blog's list pages are made below, once the number of posts is known.
    if (route.template === 'blogs') continue;
    const kind: PageKind = route.template === 'notFound' ? 'notFound' : 'page';
    createPage({
      path: route.localizedPath,
      matchPath: kind === 'notFound' ? notFoundMatchPath(route.language) : undefined,
      component: templates[route.template],
      context: pageContext(route.language, route.path, kind, route.namespaces, [...LANGUAGES], {
        serviceSlug: route.serviceSlug,
        serviceImage: route.serviceSlug ? `services/${route.serviceSlug}.jpg` : undefined,
      }),
    });
    if (kind === 'page' && route.indexed !== false) sitemapEntries.push({ path: route.path, languages: [...LANGUAGES] });
  }

  const result = await graphql<Queries.BlogPostPathsQuery>(`
    query BlogPostPaths {
      allBlogPost {
        nodes {
          slug
          language
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query blog posts for page creation', result.errors);
    return;
  }
  const languagesBySlug = new Map<string, Language[]>();
  for (const { slug, language } of result.data.allBlogPost.nodes) {
    // Sourcing keeps only posts in the site's languages; this narrows GraphQL's string to that.
    if (isLanguage(language)) languagesBySlug.set(slug, [...(languagesBySlug.get(slug) ?? []), language]);
  }
  for (const [slug, languages] of languagesBySlug) {
    const originalPath = blogPostPath(slug);
    for (const language of languages) {
      createPage({
        path: localizePath(originalPath, language),
        component: templates.blogPost,
        context: pageContext(language, originalPath, 'blogPost', ['blog'], languages, { blogSlug: slug }),
        slices: blogSlices(language),
      });
    }
    sitemapEntries.push({ path: originalPath, languages });
  }

  // /blogs and /blogs/page/2, … in each language: twelve cards a page, newest first.
  const postsIn = (language: Language) => [...languagesBySlug.values()].filter((languages) => languages.includes(language)).length;
  const listNamespaces = FIXED_ROUTES.find((route) => route.template === 'blogs')?.namespaces ?? [];
  const listPages = LANGUAGES.map((language) => ({ language, pages: blogListPages(postsIn(language)) }));
  const mostListPages = Math.max(...listPages.map(({ pages }) => pages.length));
  for (let page = 1; page <= mostListPages; page += 1) {
    const originalPath = blogListPath(page);
    const existing = listPages.flatMap(({ language, pages }) => (pages[page - 1] ? [{ language, ...pages[page - 1] }] : []));
    const languages = existing.map(({ language }) => language);
    for (const { language, skip, limit, count } of existing) {
      createPage({
        path: localizePath(originalPath, language),
        component: templates.blogs,
        context: pageContext(language, originalPath, 'page', listNamespaces, languages, { skip, limit, blogList: { page, count } }),
        slices: blogSlices(language),
      });
    }
    sitemapEntries.push({ path: originalPath, languages });
  }

  // A post published after this build is not a dead end: any other /blogs/<slug> renders this
  // page, which fetches the post from the API in the browser (or is the not-found page).
  for (const language of LANGUAGES) {
    createPage({
      path: blogFallbackPagePath(language),
      matchPath: blogFallbackMatchPath(language),
      component: templates.blogFallback,
      context: pageContext(language, BLOG_FALLBACK_PATH, 'blogPost', ['blog'], [language]),
      slices: blogSlices(language),
    });
  }
};

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, stage, getConfig, plugins }) => {
  actions.setWebpackConfig(STRICT_WEBPACK_CONFIG);
  // gatsby-plugin-react-i18next's page wrapper `require`s react-i18next as CommonJS, so webpack kept
  // all of it on every page (Trans with its HTML parser, withTranslation: ~4 KB gzip) though the
  // wrapper uses I18nextProvider only and the site useTranslation only. Given a module that
  // imports just that name, the wrapper no longer holds the rest in the bundle.
  actions.setWebpackConfig({
    module: {
      rules: [
        {
          test: /gatsby-plugin-react-i18next[\\/]dist[\\/]plugin[\\/]wrapPageElement\.js$/,
          // Its `outdent` formats a warning printed in development only: src/lib/outdent-message.ts.
          resolve: { alias: { 'react-i18next$': path.resolve('src/lib/react-i18next-provider.ts'), outdent$: path.resolve('src/lib/outdent-message.ts') } },
        },
      ],
    },
  });
  if (stage === 'build-html' || stage === 'develop-html') actions.setWebpackConfig({ plugins: [plugins.define(inlineScriptDefinitions())] });
  if (stage === 'build-javascript') {
    const config = getConfig();
    ignoreCssOrderWarnings(config.plugins);
    separateSharedChunks(config.optimization);
    actions.setWebpackConfig({ plugins: [new ScriptsAfterLoadPlugin(scriptsAfterLoadLoader, undefined, appModuleOrderOf), plugins.banner(COMPILE_HINT_BANNER)] });
  }
};

// Before Gatsby opens its LMDB stores (gatsby/lmdb-stores.ts): after a removal of personal data, no record of it outlives it there.
export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter }) => {
  if (forgetRemovedDataIfTold(process.cwd())) reporter.info('Personal data was removed: this build starts without the node store and the cache of query results.');
};

// Once per build or `gatsby develop`: neither clears public/, and `gatsby clean` runs before bootstrap.
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  // Every build (npm start, the rebuilder, the deploy workflow) writes pages with the fixed flush, or none.
  const unfixed = filesWithoutFlushFix(installedReactDomDir());
  if (unfixed.length) {
    reporter.panic(`react-dom lacks the fix for NUL bytes in streamed pages (${unfixed.join(', ')}): run "npm install", whose postinstall applies it.`);
  }
  copyFontFiles(path.resolve('public'));
  await prefetchContent(reporter);
};

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter, store, getCache, getNodesByType, getNode }) => {
  const publicDir = path.resolve('public');
  // createRemoteFileNode keeps its downloads in gatsby-source-filesystem's cache folder (source-content.ts).
  const downloadsDir = getCache('gatsby-source-filesystem').directory;
  // Before Pagefind reads the pages: a removed post must not be indexed. Gatsby saves its state
  // (the image jobs forgotten here) after onPostBuild.
  removeBuildLeftovers(publicDir, downloadsDir, { getState: () => store.getState(), dispatch: (action) => store.dispatch(action) }, reporter);
  // Pagefind works in its own process while this one writes the rest (synchronously, so that a
  // failed index is awaited below, never left unhandled).
  const searchIndex = SEARCH_INDEX_LEFT_TO_REBUILDER ? null : writeSearchIndex(publicDir);
  fs.writeFileSync(path.join(publicDir, 'sitemap.xml'), buildSitemapXml(SITE_URL, sitemapEntries));
  fs.writeFileSync(path.join(publicDir, 'robots.txt'), buildRobotsTxt(SITE_URL));
  const scriptHashes = collectScriptHashes(publicDir, path.resolve('.cache/script-hashes.json'));
  if (searchIndex) reporter.info(`Blog search index written: ${await searchIndex}`);
  else reporter.info('Blog search index: left to the local rebuilder (SEARCH_INDEX=after-publish), which runs Pagefind itself');
  // After the index: its folder gets the pages' revalidation rule.
  writeHeadersFile(publicDir, [BROWSER_API_URL], scriptHashes, candidatePhotoSources({ getNodesByType, getNode }));
  reporter.info(`_headers written: Content-Security-Policy with ${scriptHashes.length} inline script hashes`);
};
