/**
 * Text from a visitor or an editor shown somewhere a hidden character does harm: a file name, a
 * mail's subject line, a feed. Line breaks and tabs become a space; the other control characters
 * (C0, DEL, C1: a NUL byte was stored once) and the bidirectional marks, embeddings, overrides
 * and isolates (which make "cv\u202Efdp.exe" read as "cvexe.pdf") go.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const INVISIBLE = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// U+2028 and U+2029 (line and paragraph separators) break a line in mail clients too.
const BREAKS = /[\t\n\v\f\r\u2028\u2029]+/g;

export const withoutInvisible = (text: string): string => text.replace(INVISIBLE, '').replace(BREAKS, ' ');
