'use client';

import { preload as preloadResource } from 'react-dom';
import { imageSources } from './image-sources';
import styles from './shop-image.module.css';

type Size = { fill: true; width?: never; height?: never } | { fill?: false; width: number; height: number };

export type ShopImageProps = Size & {
  src: string;
  /** "" for a picture that only decorates what its link or heading already names. */
  alt: string;
  /** How wide the picture is drawn at each viewport: which of the optimiser's widths to offer. */
  sizes: string;
  className?: string;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'low' | 'auto';
  /** The page's main picture: asked for from the document's head, before the markup reaches it. */
  preload?: boolean;
};

/*
 * A picture through the image optimiser, as next/image draws it (srcset, lazy unless told, async
 * decoding, preload for the main one) without its client runtime. A client component with no state:
 * a server page sends its props, not its srcset, in the RSC payload.
 */
export function ShopImage({
  src,
  alt,
  sizes,
  fill,
  width,
  height,
  className,
  loading,
  fetchPriority,
  preload = false,
}: ShopImageProps) {
  const sources = imageSources(src, sizes);
  if (preload) {
    preloadResource(sources.src, {
      as: 'image',
      imageSrcSet: sources.srcSet,
      imageSizes: sources.sizes,
      fetchPriority: 'high',
    });
  }
  const classes = [styles.image, fill ? styles.fill : '', className ?? ''].filter(Boolean).join(' ');
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the optimiser's srcset, built in image-sources.ts
    <img
      alt={alt}
      width={width}
      height={height}
      loading={loading ?? (preload ? 'eager' : 'lazy')}
      fetchPriority={fetchPriority}
      decoding="async"
      className={classes}
      sizes={sources.sizes}
      srcSet={sources.srcSet}
      src={sources.src}
    />
  );
}
