/**
 * Reads a candidate's picture subject ("... a Kenyan woman in her early forties with braided
 * hair ...") into a Look, so each illustrated portrait matches the person described. Anything
 * the text does not say is filled in from the seeded generator.
 */
import { HAIR_COLOURS as H, PALETTE as P, SKIN_TONES as S } from '../lib/palette';
import type { Random } from '../lib/random';
import type { HairStyle, Look } from '../parts/people';
import { presentationFromText, randomLook, type Presentation } from '../parts/random-look';

const GREYING_HAIR = '#6f6a66';

/** Skin tone index ranges (into SKIN_TONES) by the nationality or description words used. */
const SKIN_BY_WORD: ReadonlyArray<readonly [RegExp, readonly number[]]> = [
  [/\b(black|kenyan|nigerian|ghanaian|ethiopian)\b/, [4, 5]],
  [/\bsouth african\b/, [4, 5]],
  [/\b(sri lankan|indian|pakistani|bangladeshi|nepali)\b/, [3, 4]],
  [/\b(filipino|filipina|indonesian|malaysian)\b/, [2, 3]],
  [/\b(egyptian|moroccan|emirati|arab)\b/, [2, 3]],
  [/\b(lebanese|syrian|jordanian|turkish|spanish|italian|greek)\b/, [1, 2]],
  [/\b(chinese|japanese|korean)\b/, [0, 1]],
  [/\b(french|german|british|english|irish|russian|ukrainian|polish|scandinavian|dutch)\b/, [0, 1]],
];

function hairStyleFrom(text: string, presentation: Presentation): HairStyle | null {
  if (/headscarf|hijab/.test(text)) return 'scarf';
  if (/\bbun\b/.test(text)) return 'bun';
  if (/ponytail|tied back|pulled back|\ba braid\b|in a braid/.test(text)) return 'ponytail';
  if (/curly|braided|natural hair|afro|coily/.test(text)) return 'curly';
  if (/\bbob\b|shoulder-length|to the shoulders/.test(text)) return 'bob';
  if (/\blong\b|wavy/.test(text)) return 'long';
  if (/\bshort\b/.test(text)) return presentation === 'feminine' ? 'bob' : 'short';
  return null;
}

function hairColourFrom(text: string): string | null {
  if (/grey|gray|greying|silver/.test(text)) return GREYING_HAIR;
  if (/blonde|blond|fair hair/.test(text)) return H[4];
  if (/auburn|red hair|ginger/.test(text)) return H[5];
  if (/light brown/.test(text)) return H[3];
  if (/chestnut|brown/.test(text)) return H[2];
  if (/black hair|jet/.test(text)) return H[0];
  if (/dark/.test(text)) return H[1];
  return null;
}

function topFrom(text: string): string | null {
  const match = /\b(navy|teal|white|cream|beige|gold|mustard|pink|blush|blue)\b[^,.]*\b(sweater|shirt|blouse|cardigan|top|jumper|dress)/.exec(text);
  if (!match) return null;
  const colour: Record<string, string> = {
    navy: P.navy, teal: P.teal, white: P.white, cream: P.white, beige: P.sand, gold: P.gold, mustard: P.gold, pink: P.blush, blush: P.blush, blue: P.sky,
  };
  return colour[match[1]] ?? null;
}

export function portraitLook(subject: string, random: Random, avoid: readonly string[]): { look: Look; presentation: Presentation } {
  const text = subject.toLowerCase();
  const presentation = /\bman\b/.test(text) ? 'masculine' : /\bwoman\b/.test(text) ? 'feminine' : presentationFromText(subject);
  const base = randomLook(random, presentation, avoid);
  const skinRange = SKIN_BY_WORD.find(([pattern]) => pattern.test(text))?.[1];
  const look: Look = { ...base };
  if (skinRange) look.skin = S[random.pick(skinRange)];
  const style = hairStyleFrom(text, presentation);
  if (style) look.hairStyle = style;
  // Unstated hair colour defaults to the dark shades most subjects describe.
  look.hair = hairColourFrom(text) ?? random.pick([H[0], H[1], H[2]]);
  look.glasses = /glasses|spectacles/.test(text);
  look.beard = /beard/.test(text);
  const top = topFrom(text);
  if (top) look.top = top;
  if (/collar|shirt|blouse|cardigan/.test(text) && !look.collar) look.collar = look.top === P.white ? P.sky : P.white;
  if (look.hairStyle === 'scarf' && /light|pale|white|cream|beige/.test(text)) look.scarf = random.pick([P.sand, P.sky, P.white].filter((c) => !avoid.includes(c)));
  return { look, presentation };
}
