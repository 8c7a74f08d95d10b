/**
 * Lists the entry names of a ZIP archive from its central directory (at the end of the file).
 * Local headers are not used: in archives written as a stream (bit 3, "data descriptor", as
 * Google Docs exports DOCX) they carry no sizes, which is what trips up magic-byte sniffers.
 */
const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const EOCD_MIN_SIZE = 22;
const MAX_COMMENT = 0xffff;

function findEndOfCentralDirectory(buffer: Buffer): number {
  const lowest = Math.max(0, buffer.length - EOCD_MIN_SIZE - MAX_COMMENT);
  for (let offset = buffer.length - EOCD_MIN_SIZE; offset >= lowest; offset -= 1) {
    if (buffer.readUInt32LE(offset) === END_OF_CENTRAL_DIRECTORY) return offset;
  }
  return -1;
}

/** Entry names, or null when the buffer is not a well-formed (non-ZIP64) archive. */
export function zipEntryNames(buffer: Buffer): string[] | null {
  if (buffer.length < EOCD_MIN_SIZE + 4 || buffer.readUInt32LE(0) !== LOCAL_HEADER) return null;
  const eocd = findEndOfCentralDirectory(buffer);
  if (eocd < 0) return null;
  const entryCount = buffer.readUInt16LE(eocd + 10);
  const directorySize = buffer.readUInt32LE(eocd + 12);
  const directoryOffset = buffer.readUInt32LE(eocd + 16);
  if (directoryOffset + directorySize > eocd) return null;

  const names: string[] = [];
  let offset = directoryOffset;
  for (let index = 0; index < entryCount; index += 1) {
    if (offset + 46 > eocd || buffer.readUInt32LE(offset) !== CENTRAL_HEADER) return null;
    const nameLength = buffer.readUInt16LE(offset + 28);
    const extraLength = buffer.readUInt16LE(offset + 30);
    const commentLength = buffer.readUInt16LE(offset + 32);
    const nameEnd = offset + 46 + nameLength;
    if (nameEnd > eocd) return null;
    names.push(buffer.toString('utf8', offset + 46, nameEnd));
    offset = nameEnd + extraLength + commentLength;
  }
  return names;
}

/** A WordprocessingML package (.docx): content types plus the main document part. */
export function isWordDocument(buffer: Buffer): boolean {
  const names = zipEntryNames(buffer);
  return names !== null && names.includes('[Content_Types].xml') && names.includes('word/document.xml');
}
