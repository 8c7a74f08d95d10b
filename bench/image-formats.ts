/**
 * `npm run bench:images`: what each picture format costs the build and saves the visitor, for our
 * own pictures (api/seed/media: the blog's illustrations, the candidates' portraits): each resized
 * to widths the pages show and encoded as gatsby-plugin-sharp does (quality 72), timed one at a
 * time (median of 3). Writes bench/image-formats.json; docs/performance.md says what was chosen.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import sharp from 'sharp';
import { ROOT } from '../scripts/lib/processes';
import { runMain } from '../scripts/lib/run-main';
import { median, table } from './lib/stats';

const QUALITY = 72;
const WIDTHS = [360, 720, 1200];
const FORMATS = {
  jpeg: (image: sharp.Sharp) => image.jpeg({ quality: QUALITY, progressive: false }),
  webp: (image: sharp.Sharp) => image.webp({ quality: QUALITY }),
  avif: (image: sharp.Sharp) => image.avif({ quality: QUALITY }),
} as const;
type Format = keyof typeof FORMATS;
const FORMAT_NAMES = ['jpeg', 'webp', 'avif'] as const satisfies readonly Format[];

async function encode(file: string, width: number, format: Format): Promise<{ ms: number; bytes: number }> {
  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run < 3; run += 1) {
    const started = performance.now();
    const output = await FORMATS[format](sharp(file).resize(width)).toBuffer();
    times.push(performance.now() - started);
    bytes = output.length;
  }
  return { ms: median(times), bytes };
}

async function main(): Promise<number> {
  // One encode at a time, as a fair per-picture cost (gatsby runs several side by side).
  sharp.concurrency(1);
  const dir = path.join(ROOT, 'api/seed/media');
  const rows: Array<{ pictures: string; format: string; width: number; msPerPicture: number; bytesPerPicture: number }> = [];
  for (const group of ['blog', 'candidate']) {
    const pictures = fs.readdirSync(dir).filter((name) => name.startsWith(`${group}-`) && name.endsWith('.jpg'));
    for (const width of WIDTHS) {
      for (const format of FORMAT_NAMES) {
        let ms = 0;
        let bytes = 0;
        for (const picture of pictures) {
          const encoded = await encode(path.join(dir, picture), width, format);
          ms += encoded.ms;
          bytes += encoded.bytes;
        }
        rows.push({ pictures: `${group} (${pictures.length})`, format, width, msPerPicture: ms / pictures.length, bytesPerPicture: bytes / pictures.length });
      }
    }
  }
  console.log(
    table(
      ['pictures', 'width', 'format', 'encode ms / picture', 'KiB / picture'],
      rows.map((row) => [row.pictures, String(row.width), row.format, row.msPerPicture.toFixed(1), (row.bytesPerPicture / 1024).toFixed(1)]),
    ),
  );
  const environment = { date: new Date().toISOString(), node: process.version, sharp: sharp.versions.sharp, cpus: os.cpus().length, quality: QUALITY };
  fs.writeFileSync(path.join(ROOT, 'bench/image-formats.json'), `${JSON.stringify({ environment, rows }, null, 2)}\n`);
  return 0;
}

runMain(main);
