/*
 * What a chosen photo really is, judged by its bytes and never by its name or the browser's guess:
 * a PNG or JPEG by its signature, an SVG by an `<svg>` root element after the XML prologue. The
 * browser runs this on the first bytes of each chosen file; the server on the whole upload.
 */

export type PhotoType = 'png' | 'jpeg' | 'svg';

export const PHOTO_MIME: Record<PhotoType, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
};

export const PHOTO_EXTENSION: Record<PhotoType, string> = { png: 'png', jpeg: 'jpg', svg: 'svg' };

/** How much of a file the type check needs: an SVG's root may follow a long comment or doctype. */
export const PHOTO_SNIFF_BYTES = 64 * 1024;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((byte, i) => bytes[i] === byte);
}

/** The first element after the prologue (BOM, XML declaration, comments, doctype, whitespace). */
function rootElementName(text: string): string | null {
  let rest = text.replace(/^\uFEFF/, '');
  for (;;) {
    rest = rest.trimStart();
    if (rest.startsWith('<?')) {
      const end = rest.indexOf('?>');
      if (end < 0) return null;
      rest = rest.slice(end + 2);
    } else if (rest.startsWith('<!--')) {
      const end = rest.indexOf('-->');
      if (end < 0) return null;
      rest = rest.slice(end + 3);
    } else if (/^<!DOCTYPE/i.test(rest)) {
      // A doctype with an internal subset ([ … ]) ends at "]>", otherwise at the first ">".
      const bracket = rest.indexOf('[');
      const close = rest.indexOf('>');
      const end = bracket >= 0 && bracket < close ? rest.indexOf(']>', bracket) + 1 : close;
      if (end <= 0) return null;
      rest = rest.slice(end + 1);
    } else {
      const match = /^<([A-Za-z_][\w.:-]*)[\s/>]/.exec(rest);
      return match ? match[1] : null;
    }
  }
}

export function photoTypeOf(bytes: Uint8Array): PhotoType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  // JPEG: SOI marker followed by another marker (APP0 JFIF, APP1 Exif, DQT, …).
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, PHOTO_SNIFF_BYTES));
  const root = rootElementName(head);
  return root === 'svg' || root?.endsWith(':svg') ? 'svg' : null;
}
