/**
 * Real (if tiny) files of each kind the application form accepts or must refuse, built in code
 * and padded to an exact byte size, so size limits can be tested at the boundary.
 */
import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';

function crc32(bytes: Buffer): number {
  return zlib.crc32(bytes);
}

/** A valid one-page PDF; padding goes into a comment before the trailer so it stays valid. */
export function pdfOfSize(size: number): Buffer {
  const objects = [
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\n',
  ];
  const head = '%PDF-1.4\n';
  const offsets: number[] = [];
  let body = head;
  for (const object of objects) {
    offsets.push(body.length);
    body += object;
  }
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  const trailer = `trailer << /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${body.length}\n%%EOF\n`;
  const unpadded = Buffer.from(body + xref + trailer, 'latin1');
  const paddingSize = size - unpadded.length;
  if (paddingSize < 2) throw new Error(`a PDF needs at least ${unpadded.length + 2} bytes`);
  // "%" starts a comment line; it sits after %%EOF, where readers ignore it.
  const padding = Buffer.alloc(paddingSize, 'x');
  padding[0] = 0x25;
  padding[paddingSize - 1] = 0x0a;
  return Buffer.concat([unpadded, padding]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A 1x1 PNG with a text chunk sized so the file is exactly `size` bytes. */
export function pngOfSize(size: number): Buffer {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const ihdr = pngChunk('IHDR', header);
  const idat = pngChunk('IDAT', zlib.deflateSync(Buffer.from([0, 0x2a, 0x6b, 0x8e])));
  const iend = pngChunk('IEND', Buffer.alloc(0));
  const fixed = signature.length + ihdr.length + idat.length + iend.length + 12 + 'Comment\0'.length;
  if (size < fixed) throw new Error(`a PNG needs at least ${fixed} bytes`);
  const text = pngChunk('tEXt', Buffer.concat([Buffer.from('Comment\0', 'latin1'), Buffer.alloc(size - fixed, 'a')]));
  return Buffer.concat([signature, ihdr, text, idat, iend]);
}

/** A real 8x8 baseline JPEG (made with sharp), so it decodes as the API now re-encodes photos. */
const SMALL_JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABv/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKAAcVP/2Q==',
  'base64',
);

/** That JPEG with comment segments (COM) after SOI as padding, exactly `size` bytes. */
export function jpegOfSize(size: number): Buffer {
  const soi = SMALL_JPEG.subarray(0, 2);
  const rest = SMALL_JPEG.subarray(2);
  let remaining = size - SMALL_JPEG.length;
  if (remaining < 0 || (remaining > 0 && remaining < 4)) throw new Error(`cannot make a JPEG of ${size} bytes`);
  const segments: Buffer[] = [];
  while (remaining > 0) {
    let total = Math.min(remaining, 65535 + 2);
    if (remaining - total > 0 && remaining - total < 4) total -= 4;
    const segment = Buffer.alloc(total, 0x20);
    segment[0] = 0xff;
    segment[1] = 0xfe;
    segment.writeUInt16BE(total - 2, 2);
    segments.push(segment);
    remaining -= total;
  }
  return Buffer.concat([soi, ...segments, rest]);
}

/** The first bytes of a Windows executable (MZ header), as someone might rename to cv.pdf. */
export function windowsExecutable(): Buffer {
  const bytes = Buffer.alloc(1024);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
}

interface ZipEntry {
  name: string;
  content: string | Buffer;
}

/**
 * A minimal DOCX written the way streaming writers (Google Docs) do: general purpose flag bit 3
 * set, zero sizes and CRC in each local header, the real values in a data descriptor after the
 * data and in the central directory.
 */
export function streamedDocx(text = 'Curriculum vitae', leadingEntries: ZipEntry[] = [], documentXml?: string): Buffer {
  const entries: ZipEntry[] = [
    ...leadingEntries,
    {
      name: '[Content_Types].xml',
      content:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
        '</Types>',
    },
    {
      name: '_rels/.rels',
      content:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
        '</Relationships>',
    },
    {
      name: 'word/document.xml',
      content:
        documentXml ??
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
        `<w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
    },
  ];
  const DATA_DESCRIPTOR_FLAG = 0x0008;
  const DEFLATE = 8;
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const raw = typeof entry.content === 'string' ? Buffer.from(entry.content, 'utf8') : entry.content;
    const compressed = zlib.deflateRawSync(raw);
    const crc = crc32(raw);

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(DATA_DESCRIPTOR_FLAG, 6);
    local.writeUInt16LE(DEFLATE, 8);
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    // crc, sizes stay 0: they follow in the data descriptor
    local.writeUInt16LE(name.length, 26);
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc, 4);
    descriptor.writeUInt32LE(compressed.length, 8);
    descriptor.writeUInt32LE(raw.length, 12);
    const localRecord = Buffer.concat([local, name, compressed, descriptor]);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(DATA_DESCRIPTOR_FLAG, 8);
    central.writeUInt16LE(DEFLATE, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(Buffer.concat([central, name]));

    locals.push(localRecord);
    offset += localRecord.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * A streamed DOCX whose first part is a large embedded picture, so [Content_Types].xml comes
 * after more than 1 MiB of data-descriptor entries: past what file-type scans, it reports a zip.
 */
export function streamedDocxWithLargePicture(): Buffer {
  const picture = randomBytes(1200 * 1024); // incompressible, like a real JPEG
  return streamedDocx('Curriculum vitae with a photo', [{ name: 'word/media/image1.jpeg', content: picture }]);
}

/** A plain ZIP that is not a Word document (must be refused as a CV). */
export function plainZip(): Buffer {
  const docx = streamedDocx();
  // Same structure, but rename the Word part so the archive is no longer a DOCX.
  return Buffer.from(docx.toString('latin1').split('word/document.xml').join('notes/readme.xml'), 'latin1');
}

/** A DOCX carrying a picture part of `inflatedBytes` zeros: 1000:1, a zip bomb when large. */
export function docxBomb(inflatedBytes: number): Buffer {
  return streamedDocx('Curriculum vitae', [{ name: 'word/media/image1.png', content: Buffer.alloc(inflatedBytes) }]);
}

/** A web page packed with a DOCX's names, as someone might send for staff to open. */
export function htmlDressedAsDocx(): Buffer {
  return streamedDocx('', [], '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
}

/** A DOCX whose first local header names another file than the central directory says. */
export function docxWithMismatchedLocalHeader(): Buffer {
  const docx = streamedDocx();
  const nameAt = 30;
  docx.write('X', nameAt, 'latin1'); // "[Content_Types].xml" becomes "XContent_Types].xml" locally only
  return docx;
}

/** A PDF header followed by a web page: magic bytes say PDF, a browser would render HTML. */
export function pdfHeaderThenHtml(): Buffer {
  return Buffer.from('%PDF-1.4\n<html><body><script>alert(document.cookie)</script></body></html>\n%%EOF\n', 'latin1');
}

/** An SVG with a script, offered as a photo. */
export function svgWithScript(): Buffer {
  return Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>', 'utf8');
}

/**
 * A 1-bit greyscale PNG of `side` x `side` pixels, all zero: a few kilobytes that decode to
 * side² pixels (a decompression bomb when large).
 */
export function pngOfPixels(side: number): Buffer {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rowBytes = 1 + Math.ceil(side / 8);
  const pixels = zlib.deflateSync(Buffer.alloc(rowBytes * side), { level: 9 });
  return Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', pixels), pngChunk('IEND', Buffer.alloc(0))]);
}
