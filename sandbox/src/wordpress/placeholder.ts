import crypto from 'node:crypto';
import sharp from 'sharp';

/** Size limits keep a crafted URL from asking sharp for a gigapixel image. */
export const PLACEHOLDER_DEFAULT = 800;
const MIN_SIDE = 16;
const MAX_SIDE = 2400;

export function clampSide(value: string | number | undefined | null, fallback = PLACEHOLDER_DEFAULT): number {
  const n = Math.round(Number(value));
  if (!Number.isFinite(n) || n <= 0) return fallback;
  return Math.min(MAX_SIDE, Math.max(MIN_SIDE, n));
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Two related colours from the seed's hash, so every product keeps its own look across resets. */
function palette(seed: string) {
  const hash = crypto.createHash('sha256').update(seed).digest();
  const hue = Math.round((hash[0] / 255) * 360);
  const shift = 20 + (hash[1] % 50);
  return {
    background: `hsl(${hue}, 45%, 92%)`,
    glass: `hsl(${(hue + shift) % 360}, 55%, 62%)`,
    liquid: `hsl(${(hue + shift) % 360}, 60%, 45%)`,
    cap: `hsl(${(hue + 180) % 360}, 25%, 25%)`,
    shoulder: 0.18 + (hash[2] % 10) / 100,
  };
}

/** A perfume-bottle-like drawing on a tinted background, optionally with a label. */
export function placeholderSvg(seed: string, width: number, height: number, label?: string): string {
  const c = palette(seed);
  const side = Math.min(width, height);
  const cx = width / 2;
  const bodyW = side * 0.42;
  const bodyH = side * 0.48;
  const bodyY = height / 2 - bodyH * 0.3;
  const neckW = bodyW * 0.28;
  const neckH = side * 0.06;
  const capW = bodyW * 0.42;
  const capH = side * 0.12;
  const radius = bodyW * c.shoulder;
  const fontSize = Math.max(12, Math.round(side * 0.055));
  const text = label
    ? `<text x="${cx}" y="${bodyY + bodyH + fontSize * 2}" font-family="sans-serif" font-size="${fontSize}" text-anchor="middle" fill="${c.cap}">${escapeXml(label.slice(0, 60))}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="100%" height="100%" fill="${c.background}"/>
<rect x="${cx - capW / 2}" y="${bodyY - neckH - capH}" width="${capW}" height="${capH}" rx="${capW * 0.12}" fill="${c.cap}"/>
<rect x="${cx - neckW / 2}" y="${bodyY - neckH}" width="${neckW}" height="${neckH + 2}" fill="${c.glass}" opacity="0.9"/>
<rect x="${cx - bodyW / 2}" y="${bodyY}" width="${bodyW}" height="${bodyH}" rx="${radius}" fill="${c.glass}" opacity="0.85"/>
<rect x="${cx - bodyW / 2 + bodyW * 0.08}" y="${bodyY + bodyH * 0.35}" width="${bodyW * 0.84}" height="${bodyH * 0.57}" rx="${radius * 0.7}" fill="${c.liquid}" opacity="0.8"/>
<rect x="${cx - bodyW * 0.3}" y="${bodyY + bodyH * 0.12}" width="${bodyW * 0.08}" height="${bodyH * 0.6}" rx="${bodyW * 0.04}" fill="#fff" opacity="0.45"/>
${text}
</svg>`;
}

export async function renderPlaceholder(
  seed: string,
  width: number,
  height: number,
  label?: string,
): Promise<Buffer> {
  return sharp(Buffer.from(placeholderSvg(seed, width, height, label)))
    .png()
    .toBuffer();
}
