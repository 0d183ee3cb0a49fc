import widths from '@/config/image-widths.json';

/*
 * The `src`, `srcSet` and `sizes` next/image would give a picture, built without next/image's client
 * component (7 KB of gzip on every page, for attributes this function computes). The URLs are the
 * image optimiser's (`/_next/image?url=…&w=…&q=…`), whose widths and quality must be the ones
 * next.config.js allows: both read src/config/image-widths.json, and image-sources.test compares
 * the output with next/image's own attribute builder.
 */

const SMALLEST_DEVICE = Math.min(...widths.deviceSizes);
const ALL = [...widths.deviceSizes, ...widths.imageSizes].sort((a, b) => a - b);
const QUALITY = widths.qualities[0]!;

export type ImageSources = { src: string; srcSet?: string; sizes?: string };

/** next/image leaves these as they are: no optimiser for inline data, local blobs or SVG. */
function unoptimized(src: string): boolean {
  return src.startsWith('data:') || src.startsWith('blob:') || /\.svg$/i.test(src.split('?', 1)[0]!);
}

/** The widths a `sizes` can ask for: from the narrowest viewport share it names up (next/image's rule). */
function widthsFor(sizes: string): number[] {
  const shares = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((match) => Number(match[2]));
  if (shares.length === 0) return ALL;
  const smallest = Math.min(...shares) / 100;
  return ALL.filter((width) => width >= SMALLEST_DEVICE * smallest);
}

const optimised = (src: string, width: number) =>
  `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${QUALITY}`;

/** The optimiser's smallest width at or above `width` (its largest when none is). */
const atLeast = (width: number) => ALL.find((candidate) => candidate >= width) ?? ALL.at(-1)!;

/*
 * A picture drawn at one width in CSS pixels whatever the screen (`sizes` "120px": the mega menu's
 * tiles, thumbnails): next/image given only its width offers it at 1x and 2x screens, two URLs,
 * where a `w` srcset would list all twelve widths for the browser to pick the same one or two from.
 */
function fixedWidthSources(src: string, width: number): ImageSources {
  const [once, twice] = [atLeast(width), atLeast(width * 2)];
  if (once === twice) return { src: optimised(src, once), srcSet: `${optimised(src, once)} 1x` };
  return {
    srcSet: `${optimised(src, once)} 1x, ${optimised(src, twice)} 2x`,
    src: optimised(src, twice),
  };
}

/** The picture's attributes for a layout described by `sizes` (as every picture of the shop has one). */
export function imageSources(src: string, sizes: string): ImageSources {
  if (unoptimized(src)) return { src };
  const fixed = /^\s*(\d+)px\s*$/.exec(sizes);
  if (fixed) return fixedWidthSources(src, Number(fixed[1]));
  const candidates = widthsFor(sizes);
  return {
    sizes,
    srcSet: candidates.map((width) => `${optimised(src, width)} ${width}w`).join(', '),
    src: optimised(src, candidates.at(-1)!),
  };
}
