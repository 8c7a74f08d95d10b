import os from 'os';
import path from 'path';
import type { GatsbyConfig } from 'gatsby';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@efe/shared/constants';
import { BROWSER_API_URL, SITE_URL } from './gatsby/settings';
import { rssFeedOptions } from './gatsby/rss-feeds';

// The browser bundle reads GATSBY_API_URL; default it to the build's API so `npm start` works as is.
process.env.GATSBY_API_URL = BROWSER_API_URL;

// Gatsby starts one query worker fewer than the cores, and gatsby-plugin-sharp runs that many
// picture jobs at a time: on a 2-core machine one of each, so a cold build of the blog left a core
// idle for minutes while the pictures were made. One more than the cores keeps both busy (a cold
// build at 200 posts: 133 s before, 100 s after; docs/performance.md). Read after this file loads.
process.env.GATSBY_CPU_COUNT ??= String(os.cpus().length + 1);

const config: GatsbyConfig = {
  siteMetadata: { siteUrl: SITE_URL },
  trailingSlash: 'never',
  graphqlTypegen: { typesOutputPath: 'gatsby/types/gatsby-types.d.ts', generateOnBuild: true },
  plugins: [
    {
      resolve: 'gatsby-plugin-sharp',
      // No AVIF: for our illustrations and portraits it encodes 13-15x slower than WebP and is no
      // smaller (npm run bench:images; docs/performance.md).
      options: { defaults: { formats: ['auto', 'webp'], quality: 72, placeholder: 'dominantColor' } },
    },
    'gatsby-transformer-sharp',
    'gatsby-plugin-react-helmet',
    { resolve: 'gatsby-plugin-feed', options: rssFeedOptions(SITE_URL) },
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'images', path: path.join(__dirname, 'src/images') },
    },
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'locale', path: path.join(__dirname, 'locales') },
    },
    {
      resolve: 'gatsby-plugin-react-i18next',
      options: {
        localeJsonSourceName: 'locale',
        languages: [...LANGUAGES],
        defaultLanguage: DEFAULT_LANGUAGE,
        siteUrl: SITE_URL,
        trailingSlash: 'never',
        // Our own rules (shared/language.ts) redirect by the saved language; the plugin's
        // browser-language redirect would fight them and uses another storage key.
        redirect: false,
        i18nextOptions: {
          interpolation: { escapeValue: false },
          keySeparator: '.',
          nsSeparator: ':',
          returnNull: false,
        },
      },
    },
  ],
};

export default config;
