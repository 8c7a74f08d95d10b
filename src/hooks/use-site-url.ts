import { graphql, useStaticQuery } from 'gatsby';

/** The public origin (gatsby-config's siteMetadata.siteUrl, from SITE_URL) for absolute links. */
export function useSiteUrl(): string {
  const { site } = useStaticQuery<Queries.SiteUrlQuery>(graphql`
    query SiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  const siteUrl = site?.siteMetadata?.siteUrl;
  // gatsby-config always sets it; a page with relative canonical links must not be built.
  if (!siteUrl) throw new Error('siteMetadata.siteUrl is missing from gatsby-config.ts');
  return siteUrl;
}
