/** Deterministic variety: a look derived from a seeded random generator. */
import { CLOTHING, HAIR_COLOURS, PALETTE as P, SKIN_TONES } from '../lib/palette';
import type { Random } from '../lib/random';
import type { HairStyle, Look } from './people';

export type Presentation = 'feminine' | 'masculine' | 'neutral';

const STYLES: Record<Presentation, readonly HairStyle[]> = {
  feminine: ['long', 'bob', 'bun', 'ponytail', 'curly', 'scarf', 'long', 'bun'],
  masculine: ['short', 'buzz', 'short', 'curly'],
  neutral: ['short', 'bob', 'bun', 'curly', 'ponytail'],
};

export function randomLook(random: Random, presentation: Presentation, avoid: readonly string[] = []): Look {
  const hairStyle = random.pick(STYLES[presentation]);
  const tops = CLOTHING.filter((colour) => !avoid.includes(colour));
  const top = random.pick(tops);
  const scarfChoices = [P.navy, P.teal, P.blush, P.sand, P.gold].filter((colour) => colour !== top);
  return {
    skin: random.pick(SKIN_TONES),
    hair: random.pick(HAIR_COLOURS),
    hairStyle,
    top,
    bottom: random.pick([P.navy, P.ink, P.teal, P.sand]),
    shoes: P.ink,
    glasses: random.next() < 0.22,
    scarf: random.pick(scarfChoices),
    collar: random.next() < 0.4 ? (top === P.white ? P.sky : P.white) : undefined,
  };
}

/** Guesses how to draw a person from pronouns in a description; neutral when unclear. */
export function presentationFromText(text: string): Presentation {
  const she = /\b(she|her|hers|herself|mother|mum|woman|lady)\b/i.test(text);
  const he = /\b(he|him|his|himself|father|dad|man|gentleman)\b/i.test(text);
  if (she && !he) return 'feminine';
  if (he && !she) return 'masculine';
  return 'neutral';
}
