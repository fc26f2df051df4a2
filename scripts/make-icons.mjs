// Writes the web app's manifest icons (apps/web/public/icons/*.png): a brand-orange square
// with a white "C" ring. PNGs are encoded by hand (signature, IHDR, IDAT, IEND with CRC32) so
// the icons need no image library. Run: node scripts/make-icons.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'apps/web/public/icons');

const ORANGE = [0xed, 0x92, 0x21];
const WHITE = [0xff, 0xff, 0xff];
/** Samples per pixel side, for anti-aliased edges. */
const SUPERSAMPLE = 4;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** An 8-bit RGB PNG from a (x, y) => [r, g, b] function. */
function encodePng(size, colourAt) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  // compression, filter and interlace methods stay 0
  const rowLength = 1 + size * 3;
  const raw = Buffer.alloc(rowLength * size);
  for (let y = 0; y < size; y++) {
    raw[y * rowLength] = 0; // filter type: none
    for (let x = 0; x < size; x++) raw.set(colourAt(x, y), y * rowLength + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Whether a point (relative to the centre, in units of the mark's outer radius) is on the "C":
 * a ring open on the right, with rounded ends.
 */
function onMark(dx, dy) {
  const inner = 0.58;
  const gap = Math.PI / 4; // half-opening of the C, around the positive x axis
  const distance = Math.hypot(dx, dy);
  const angle = Math.abs(Math.atan2(dy, dx));
  if (angle >= gap) return distance <= 1 && distance >= inner;
  const mid = (1 + inner) / 2;
  const capRadius = (1 - inner) / 2;
  const capX = mid * Math.cos(gap);
  const capY = mid * Math.sin(gap);
  return Math.hypot(dx - capX, Math.abs(dy) - capY) <= capRadius;
}

/** An icon whose mark has an outer radius of `markRatio` × size. */
function drawIcon(size, markRatio) {
  const centre = size / 2;
  const radius = size * markRatio;
  return encodePng(size, (x, y) => {
    let covered = 0;
    for (let sy = 0; sy < SUPERSAMPLE; sy++) {
      for (let sx = 0; sx < SUPERSAMPLE; sx++) {
        const px = x + (sx + 0.5) / SUPERSAMPLE;
        const py = y + (sy + 0.5) / SUPERSAMPLE;
        if (onMark((px - centre) / radius, (py - centre) / radius)) covered++;
      }
    }
    const share = covered / SUPERSAMPLE ** 2;
    return ORANGE.map((channel, i) => Math.round(channel + (WHITE[i] - channel) * share));
  });
}

// A maskable icon's mark stays inside the central safe zone (a circle of 40% of the size).
const icons = [
  { file: 'icon-192.png', size: 192, markRatio: 0.34 },
  { file: 'icon-512.png', size: 512, markRatio: 0.34 },
  { file: 'icon-maskable-512.png', size: 512, markRatio: 0.26 },
  // iOS fetches /apple-touch-icon.png by convention when the page links none.
  { file: '../apple-touch-icon.png', size: 180, markRatio: 0.3 },
];

mkdirSync(outDir, { recursive: true });
for (const { file, size, markRatio } of icons) {
  const target = path.join(outDir, file);
  writeFileSync(target, drawIcon(size, markRatio));
  process.stdout.write(`wrote ${path.relative(root, target)}\n`);
}
