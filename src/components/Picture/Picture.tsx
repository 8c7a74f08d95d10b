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

/**
 * gatsby-plugin-image computes heights from the aspect ratio (426.99999999999994): HTML's width and
 * height are integers.
 */
function pixelSize({ width, height }: IGatsbyImageData): { width: number; height: number } {
  return { width: Math.round(width), height: Math.round(height) };
}

/** An empty SVG of the picture's size, every reserved character of its data: URL encoded. */
function sizerSrc({ width, height }: { width: number; height: number }): string {
  return `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"></svg>`)}`;
}

/** Gives a constrained frame its width and height. Decorative: empty alt, hidden from assistive technology (no role: HTML forbids one with an empty alt). */
function Sizer({ image }: { image: IGatsbyImageData }) {
  if (image.layout === 'fixed') return null;
  if (image.layout === 'fullWidth') return <div aria-hidden="true" style={{ paddingTop: `${(image.height / image.width) * 100}%` }} />;
  const size = pixelSize(image);
  return (
    <div style={{ maxWidth: size.width, display: 'block' }}>
      <img alt="" aria-hidden="true" src={sizerSrc(size)} width={size.width} height={size.height} className={styles.sizer} />
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
  const size = pixelSize(image);
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
          width={size.width}
          height={size.height}
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
