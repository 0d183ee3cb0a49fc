// `node scripts/make-icons.mjs` writes the icons in public/: the brand's initial in its display face
// on the accent colour (the maskable one keeps the safe zone Android crops to).
import sharp from 'sharp';
import fs from 'node:fs';
const svg = (size, pad) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
<rect width="100" height="100" fill="#80603a"/>
<text x="50" y="${50 + 24 * (1 - pad)}" font-family="DejaVu Serif, Georgia, serif" font-size="${68 * (1 - pad)}" text-anchor="middle" fill="#faf7f2">A</text></svg>`);
const png = (size, pad = 0) => sharp(svg(size, pad)).png({ compressionLevel: 9 }).toBuffer();
fs.writeFileSync('public/icon-192.png', await png(192));
fs.writeFileSync('public/icon-512.png', await png(512));
fs.writeFileSync('public/icon-maskable-512.png', await png(512, 0.2));
fs.writeFileSync('public/apple-touch-icon.png', await png(180));
// favicon.ico: one 32×32 PNG inside an ICO container.
const p32 = await png(32);
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(1, 4);
header.writeUInt8(32, 6);
header.writeUInt8(32, 7);
header.writeUInt8(0, 8);
header.writeUInt8(0, 9);
header.writeUInt16LE(1, 10);
header.writeUInt16LE(32, 12);
header.writeUInt32LE(p32.length, 14);
header.writeUInt32LE(22, 18);
fs.writeFileSync('public/favicon.ico', Buffer.concat([header, p32]));
