import type { IGatsbyImageData, ImageDataLike } from 'gatsby-plugin-image';

type Loose = Partial<IGatsbyImageData> & {
  gatsbyImageData?: IGatsbyImageData | null;
  childImageSharp?: { gatsbyImageData?: IGatsbyImageData | null } | null;
};

/**
 * The processed image of a GraphQL node (a File, its childImageSharp, or the data itself), as
 * gatsby-plugin-image's getImage finds it. Ours so that no page imports that package's runtime:
 * its browser component costs about 30 KB per page (components/Picture draws the pictures).
 */
export function imageData(node: ImageDataLike | null | undefined): IGatsbyImageData | null {
  const loose = node as Loose | null | undefined;
  if (!loose) return null;
  if (loose.images && loose.layout) return loose as IGatsbyImageData;
  return loose.gatsbyImageData ?? loose.childImageSharp?.gatsbyImageData ?? null;
}

/** The URL of the image's fallback (JPEG or PNG) file, as getSrc gives it. */
export function imageSrc(image: IGatsbyImageData | null | undefined): string | undefined {
  return image?.images.fallback?.src;
}
