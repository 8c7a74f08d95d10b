/**
 * Turns SVG markup into committed files. Files are only rewritten when their bytes change, so
 * running the generator twice leaves the tree (and file times) untouched.
 */
import { mkdirSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import sharp from 'sharp';

export interface WrittenFile {
  path: string;
  bytes: number;
  changed: boolean;
}

const written: WrittenFile[] = [];

export function writtenFiles(): readonly WrittenFile[] {
  return written;
}

export function writeIfChanged(path: string, data: Buffer | string): WrittenFile {
  const buffer = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  const changed = !existsSync(path) || !readFileSync(path).equals(buffer);
  if (changed) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, buffer);
  }
  const record = { path, bytes: buffer.length, changed };
  written.push(record);
  return record;
}

const START_QUALITY = 78;
const MIN_QUALITY = 50;

/**
 * Encodes with mozjpeg at quality 78 and steps the quality down only if the picture would break
 * its size budget, so every file stays small enough to commit.
 */
export async function writeJpeg(path: string, svg: string, maxBytes: number): Promise<WrittenFile> {
  const raster = await sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).toBuffer();
  for (let quality = START_QUALITY; quality >= MIN_QUALITY; quality -= 4) {
    const jpeg = await sharp(raster).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length <= maxBytes) return writeIfChanged(path, jpeg);
  }
  throw new Error(`${path} does not fit in ${maxBytes} bytes even at quality ${MIN_QUALITY}`);
}

export async function writePng(path: string, svg: string, size: number): Promise<WrittenFile> {
  const png = await sharp(Buffer.from(svg)).resize(size, size).png({ compressionLevel: 9, palette: false }).toBuffer();
  return writeIfChanged(path, png);
}

export function writeSvg(path: string, svg: string): WrittenFile {
  return writeIfChanged(path, `${svg}\n`);
}
