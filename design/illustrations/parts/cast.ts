/**
 * Recurring characters. Scenes pick from these so the same "governess" or "tutor" looks alike
 * across the site, while families vary in skin tone and hair.
 */
import { HAIR_COLOURS as H, PALETTE as P, SKIN_TONES as S } from '../lib/palette';
import type { Look } from './people';

export const CAST = {
  governess: { skin: S[1], hair: H[2], hairStyle: 'bun', top: P.teal, bottom: P.navy, shoes: P.ink, collar: P.white },
  nanny: { skin: S[3], hair: H[0], hairStyle: 'ponytail', top: P.blush, bottom: P.navy, shoes: P.ink },
  tutor: { skin: S[4], hair: H[0], hairStyle: 'short', top: P.navy, bottom: P.ink, shoes: P.ink, glasses: true, collar: P.sky },
  consultant: { skin: S[2], hair: H[0], hairStyle: 'scarf', scarf: P.navy, top: P.gold, bottom: P.navy, shoes: P.ink, dress: true },
  mother: { skin: S[2], hair: H[1], hairStyle: 'long', top: P.gold, bottom: P.navy, shoes: P.ink },
  father: { skin: S[3], hair: H[0], hairStyle: 'short', top: P.sky, bottom: P.navy, shoes: P.ink, collar: P.white },
  motherScarf: { skin: S[1], hair: H[0], hairStyle: 'scarf', scarf: P.blush, top: P.navy, bottom: P.navy, shoes: P.ink, dress: true },
  fatherLight: { skin: S[0], hair: H[3], hairStyle: 'short', top: P.navy, bottom: P.sand, shoes: P.ink, glasses: true },
  girl: { skin: S[2], hair: H[0], hairStyle: 'pigtails', top: P.gold, bottom: P.teal, shoes: P.navy },
  boy: { skin: S[0], hair: H[4], hairStyle: 'short', top: P.sky, bottom: P.navy, shoes: P.gold },
  girlCurly: { skin: S[4], hair: H[0], hairStyle: 'curly', top: P.blush, bottom: P.navy, shoes: P.white },
  boyDark: { skin: S[3], hair: H[0], hairStyle: 'buzz', top: P.teal, bottom: P.navy, shoes: P.white },
  teenGirl: { skin: S[1], hair: H[2], hairStyle: 'long', top: P.teal, bottom: P.navy, shoes: P.white },
  teenBoy: { skin: S[3], hair: H[0], hairStyle: 'short', top: P.gold, bottom: P.navy, shoes: P.white },
  toddler: { skin: S[1], hair: H[3], hairStyle: 'buzz', top: P.sky, bottom: P.sky, shoes: P.white },
  toddlerGirl: { skin: S[4], hair: H[0], hairStyle: 'curly', top: P.blush, bottom: P.blush, shoes: P.white },
} as const satisfies Record<string, Look>;

export type CastName = keyof typeof CAST;

export function look(name: CastName, changes: Partial<Look> = {}): Look {
  return { ...CAST[name], ...changes };
}
