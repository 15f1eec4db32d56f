import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';

/**
 * The home-screen icons of the web app manifest (src/web/public/icons/app-192.png, app-512.png),
 * drawn from the header's seal (src/web/components/emblem.tsx: a gold ring, a red disc, a gold
 * star) on the header's deep red, with no library: `npx tsx scripts/app-icons.ts`. The seal sits
 * inside the middle 80 %, so launchers that cut the icon to a circle (maskable) keep all of it.
 */
const BACKGROUND = [0x8a, 0x0f, 0x16];
const GOLD = [0xec, 0xc8, 0x5a];
const RED = [0xa3, 0x14, 0x1c];
// The seal's star on its 64-unit grid.
const STAR = [
  [32, 13.5], [36.6, 26.4], [50.3, 26.7], [39.4, 35], [43.3, 48.1], [32, 40.3], [20.7, 48.1], [24.6, 35], [13.7, 26.7], [27.4, 26.4],
] as const;
const SEAL_SHARE = 0.74;
const SAMPLES = 4;

function insideStar(x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = STAR.length - 1; i < STAR.length; j = i++) {
    const [xi, yi] = STAR[i];
    const [xj, yj] = STAR[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The colour at a point of the seal's 64-unit grid. */
function colourAt(x: number, y: number): readonly number[] {
  const r = Math.hypot(x - 32, y - 32);
  if (r > 30) return BACKGROUND;
  if (r > 25.5) return GOLD;
  return insideStar(x, y) ? GOLD : RED;
}

function render(size: number): Buffer {
  const scale = 64 / (size * SEAL_SHARE);
  const offset = (size * (1 - SEAL_SHARE)) / 2;
  const rows: Buffer[] = [];
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then RGB
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0];
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const colour = colourAt((px + (sx + 0.5) / SAMPLES - offset) * scale, (py + (sy + 0.5) / SAMPLES - offset) * scale);
          for (let c = 0; c < 3; c++) sum[c] += colour[c];
        }
      }
      for (let c = 0; c < 3; c++) row[1 + px * 3 + c] = Math.round(sum[c] / (SAMPLES * SAMPLES));
    }
    rows.push(row);
  }
  return png(size, Buffer.concat(rows));
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size: number, scanlines: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(scanlines, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const dir = join(import.meta.dirname, '../src/web/public/icons');
for (const size of [192, 512]) writeFileSync(join(dir, `app-${size}.png`), render(size));
