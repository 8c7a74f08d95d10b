/** The characters a CSS unicode-range names ("U+0600-06FF,U+200C"), as one string. */
export function charactersOf(range: string): string {
  const characters: string[] = [];
  for (const part of range.split(',')) {
    const match = /^\s*U\+([0-9A-F]+)(?:-([0-9A-F]+))?\s*$/i.exec(part);
    if (!match) throw new Error(`Not a unicode-range part: "${part}"`);
    const first = parseInt(match[1], 16);
    const last = match[2] ? parseInt(match[2], 16) : first;
    for (let code = first; code <= last; code += 1) characters.push(String.fromCodePoint(code));
  }
  return characters.join('');
}
