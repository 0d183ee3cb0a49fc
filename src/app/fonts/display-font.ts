import localFont from 'next/font/local';

/*
 * The headings' typeface, Cormorant Garamond 500, self-hosted from @fontsource (no request leaves the
 * shop, nothing is fetched at build). Fontsource cuts it by script, so each script is a face of its
 * own with its unicode-range (next/font wants each value written out, hence the long paths). No
 * metric-matched fallback face: one without a unicode-range would catch the other script's letters
 * before the real face does.
 *
 * Both faces are preloaded. Every page's first screen needs the Latin one too, Ukrainian pages
 * included: the logo (AROMA), the products' names, digits and the space between two Cyrillic words
 * are in its range. Found only by the first layout, it was asked for ~200 ms after the Cyrillic one (Chromium,
 * /catalog/women at 412 px): the headings swapped faces once it came (Lighthouse: layout shift 0.006),
 * and the first layout looked for the fallbacks first (Georgia, Times New Roman, serif, each a
 * synchronous question to the browser: 63 font lookups in the first 300 ms, 38 with both preloaded).
 */
const cyrillic = localFont({
  src: [
    {
      path: '../../../node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-cyrillic-500-normal.woff2',
      weight: '500',
      style: 'normal',
    },
  ],
  display: 'swap',
  variable: '--font-display-cyrillic',
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116' }],
});

const latin = localFont({
  src: [
    {
      path: '../../../node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2',
      weight: '500',
      style: 'normal',
    },
  ],
  display: 'swap',
  variable: '--font-display-latin',
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
});

/** Class names for <html> that define the faces' CSS variables (globals.css --font-display). */
export const displayFontClassNames = `${cyrillic.variable} ${latin.variable}`;
