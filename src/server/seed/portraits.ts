import { Readable } from 'node:stream';
import { deflateSync } from 'node:zlib';
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { npcDelegate } from '../db/schema';
import { newObjPath } from '../services/storage/object-path';
import type { ObjectStorage } from '../services/storage/storage.service';

/**
 * The demo deputies' photos: a silhouette on a coloured card, 300 × 400 (3 : 4, as a card
 * photo), drawn here and encoded as PNG with node:zlib — nothing is downloaded. Six pictures
 * (two figures on three colours) are shared by the deputies; every seventh deputy has none, so
 * 档案统计 has incomplete records to show.
 */

export const PORTRAIT_SIZE = { width: 300, height: 400 } as const;

type Rgb = readonly [number, number, number];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGB PNG of `pixels` (width × height × 3 bytes, row by row). */
export function encodePng(width: number, height: number, pixels: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    // Each row starts with its filter byte (0: none).
    Buffer.from(pixels.buffer, pixels.byteOffset + y * width * 3, width * 3).copy(raw, y * (width * 3 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const inEllipse = (x: number, y: number, cx: number, cy: number, rx: number, ry: number) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;

/** A silhouette (short or long hair) in `figure` on `background`, edges smoothed by 2 × 2 samples. */
export function drawPortrait(background: Rgb, figure: Rgb, hair: Rgb, longHair: boolean): Buffer {
  const { width, height } = PORTRAIT_SIZE;
  const pixels = new Uint8Array(width * height * 3);
  const colourAt = (x: number, y: number): Rgb => {
    if (inEllipse(x, y, 150, 150, 62, 74)) return figure;
    if (inEllipse(x, y, 150, 128, 70, 62) && y < 132) return hair;
    if (x > 128 && x < 172 && y > 200 && y <= 260) return figure;
    // Hair falling to the shoulders on both sides of the face and neck.
    if (longHair && y < 262 && Math.abs(x - 150) > 40 && inEllipse(x, y, 150, 170, 84, 100)) return hair;
    if (y > 250 && inEllipse(x, y, 150, 430, 140, 190)) return figure;
    return background;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dx, dy] of [[0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]] as const) {
        const [cr, cg, cb] = colourAt(x + dx, y + dy);
        r += cr;
        g += cg;
        b += cb;
      }
      const at = (y * width + x) * 3;
      pixels[at] = r / 4;
      pixels[at + 1] = g / 4;
      pixels[at + 2] = b / 4;
    }
  }
  return encodePng(width, height, pixels);
}

/** Three card colours of an ID photo: blue, red, white-grey. */
const CARDS: readonly Rgb[] = [
  [67, 142, 219],
  [199, 48, 52],
  [226, 230, 236],
];
const FIGURE: Rgb = [245, 241, 236];
const HAIR: Rgb = [48, 44, 46];
/** On the light card the figure is dark, as a silhouette. */
const SHADOW: Rgb = [118, 128, 146];

/** The six demo pictures: for men and for women, on each card colour. */
export function demoPortraits(): { sex: '男' | '女'; card: number; png: Buffer }[] {
  return CARDS.flatMap((card, i) =>
    (['男', '女'] as const).map((sex) => ({ sex, card: i, png: drawPortrait(card, i === 2 ? SHADOW : FIGURE, HAIR, sex === '女') })),
  );
}

/** Photo addresses stay valid as long as the record shows them (as portal pictures do). */
const PORTRAIT_URL_TTL_SECONDS = 10 * 365 * 24 * 60 * 60;

/**
 * Stores the six pictures and gives each deputy (but every seventh) the one of their sex,
 * colours taking turns. Files without a stored_file row are the demo's and never swept.
 */
export async function seedPortraits(tx: Database, storage: ObjectStorage, deputies: readonly { delegateId: number; sex: string }[]): Promise<void> {
  const stored: { sex: string; address: string }[] = [];
  for (const portrait of demoPortraits()) {
    const objPath = newObjPath(`代表照片-${portrait.card + 1}.png`);
    await storage.put(objPath, Readable.from([portrait.png]), { maxBytes: 1024 * 1024 });
    stored.push({ ...portrait, address: storage.presignedGetUrl(objPath, PORTRAIT_URL_TTL_SECONDS) });
  }
  const byAddress = new Map<string, number[]>();
  deputies.forEach((deputy, i) => {
    if (i % 7 === 6) return;
    const choices = stored.filter((p) => p.sex === deputy.sex);
    const { address } = choices[i % choices.length];
    byAddress.set(address, [...(byAddress.get(address) ?? []), deputy.delegateId]);
  });
  for (const [address, ids] of byAddress) await tx.update(npcDelegate).set({ headPortrait: address }).where(inArray(npcDelegate.delegateId, ids));
}
