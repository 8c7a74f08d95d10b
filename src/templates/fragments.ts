import { graphql } from 'gatsby';

/** Shape of the `locales` field every page query selects for gatsby-plugin-react-i18next. */
export interface LocalesData {
  locales: { edges: { node: { ns: string; data: string; language: string } }[] };
}

/** Used by every page query: `locales: allLocale(filter: ...) { ...LocaleEdges }`. */
export const localeEdgesFragment = graphql`
  fragment LocaleEdges on LocaleConnection {
    edges {
      node {
        ns
        data
        language
      }
    }
  }
`;
