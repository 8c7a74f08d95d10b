import React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import * as styles from './Picture.module.css';

interface Props {
  /** Processed at build time by gatsby-plugin-sharp (gatsbyImageData in a page query). */
  image: IGatsbyImageData;
  alt: string;
  /** Placed on the frame, which takes the box (the picture fills it, cropped to cover). */
  className?: string;
  /** The rendered width per viewport; by default the image's own (its width, or the viewport). */
  sizes?: string;
  /** 'eager' for pictures in the first screen; lazy by default. */
  loading?: 'eager' | 'lazy';
  /** The page's largest picture above the fold: fetched at once, before other images. */
  priority?: boolean;
}

/** An empty SVG of the picture's size: it gives a constrained frame its width and height. */
function sizerSrc({ width, height }: IGatsbyImageData): string {
  return `data:image/svg+xml;charset=utf-8,%3Csvg height='${height}' width='${width}' xmlns='http://www.w3.org/2000/svg' version='1.1'%3E%3C/svg%3E`;
}

function Sizer({ image }: { image: IGatsbyImageData }) {
  if (image.layout === 'fixed') return null;
  if (image.layout === 'fullWidth') return <div aria-hidden="true" style={{ paddingTop: `${(image.height / image.width) * 100}%` }} />;
  return (
    <div style={{ maxWidth: image.width, display: 'block' }}>
      <img alt="" role="presentation" aria-hidden="true" src={sizerSrc(image)} width={image.width} height={image.height} className={styles.sizer} />
    </div>
  );
}

/**
 * A build-time processed picture as plain HTML: AVIF and WebP sources and an <img> with its
 * width and height, lazy unless it is the page's main picture. The frame reserves the box the way
 * gatsby-plugin-image's wrapper did (same structure and rules, so pages look as before) and shows
 * the picture's dominant colour while it loads. Unlike GatsbyImage it needs no JavaScript: that
 * component cost about 30 KB per page and kept the main picture hidden until its script ran.
 */
export function Picture({ image, alt, className, sizes, loading = 'lazy', priority = false }: Props) {
  const { fallback, sources = [] } = image.images;
  const imageSizes = sizes ?? fallback?.sizes;
  const frameStyle =
    image.layout === 'fixed'
      ? { width: image.width, height: image.height, backgroundColor: image.backgroundColor }
      : { backgroundColor: image.backgroundColor };
  const frameClass = [styles.frame, image.layout === 'constrained' ? styles.constrained : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={frameClass} style={frameStyle}>
      <Sizer image={image} />
      <picture>
        {sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={imageSizes} />
        ))}
        <img
          src={fallback?.src}
          srcSet={fallback?.srcSet}
          sizes={imageSizes}
          width={image.width}
          height={image.height}
          alt={alt}
          loading={priority ? 'eager' : loading}
          decoding="async"
          // Lower case: React 18 does not know the fetchPriority property and warns about it.
          {...(priority ? { fetchpriority: 'high' } : {})}
        />
      </picture>
    </div>
  );
}
