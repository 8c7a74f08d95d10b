/**
 * A visitor's own words of several lines (a message, an applicant's "about you") in a staff mail:
 * under a heading of ours, every line of them quoted with "> ", as mail clients quote, so a line
 * they wrote to pass for one of ours ("In the admin: https://evil…") reads as theirs. Our own lines
 * are labels and one-line values, so none of them starts with ">".
 */

/** Every line break a mail or calendar client may draw as one, not only the LF the mail is written with. */
const LINE_BREAK = /\r\n|[\n\r\u0085\u2028\u2029]/;

/** The heading and the quoted lines; an empty line of theirs is ">" alone. */
export function quotedWords(heading: string, text: string): string[] {
  return [heading, ...text.split(LINE_BREAK).map((line) => (line === '' ? '>' : `> ${line}`))];
}

/** The heading the staff read above what the visitor wrote. */
export const THEIR_MESSAGE = 'Their message, each line quoted as they wrote it:';
export const ABOUT_THEM = 'About them, each line quoted as they wrote it:';
