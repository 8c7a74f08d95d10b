import React from 'react';
import { graphql, type SliceComponentProps } from 'gatsby';
import { LatestPosts, type LatestPostsTexts } from '../components/blog/LatestPosts';
import { latestPostsFrom } from '../components/blog/blog-data';
import type { LatestPostsSliceContext } from '../lib/latest-posts-slice';

/** What the page gives the slice (serializable: Gatsby renders one slice per language and props). */
type PageProps = {
  search: string;
  texts: LatestPostsTexts;
};

/**
 * The blog's side column of latest posts, made once per language as a Gatsby Slice and stitched
 * into every blog page. Editing one of the latest posts then renders this slice again, not the
 * thousand post pages that show it (docs/performance.md).
 */
export default function LatestPostsSlice({ data, sliceContext, search, texts }: SliceComponentProps<Queries.LatestPostsSliceQuery, LatestPostsSliceContext, PageProps>) {
  return (
    <LatestPosts
      posts={latestPostsFrom(data.latest.nodes)}
      defaultThumb={data.defaultImage?.childImageSharp?.thumb ?? null}
      language={sliceContext.language}
      search={search}
      texts={texts}
    />
  );
}

export const query = graphql`
  query LatestPostsSlice($language: String!) {
    latest: allRecentPost(filter: { language: { eq: $language } }, sort: { position: ASC }) {
      ...BlogLatestPosts
    }
    defaultImage: file(relativePath: { eq: "blog-default.jpg" }) {
      childImageSharp {
        thumb: gatsbyImageData(width: 88, height: 88, layout: FIXED)
      }
    }
  }
`;
