/**
 * Candidate portraits: head-and-shoulders illustrations on a soft arch, every detail (skin
 * tone, hair, clothing, background) derived from the file name so reruns are identical.
 */
import { PALETTE as P } from '../lib/palette';
import { createRandom } from '../lib/random';
import { SvgDocument, archPath, circle, path, rect, sparklePath } from '../lib/svg';
import { figure, proportions } from '../parts/people';
import { portraitLook } from './portrait-look';

const BACKDROPS = [
  { back: P.sky, arch: P.cream },
  { back: P.sand, arch: P.cream },
  { back: P.blush, arch: P.cream },
  { back: P.cream, arch: P.sky },
  { back: P.cream, arch: P.sand },
] as const;

export function portraitScene(fileName: string, subject: string, size: number): string {
  const random = createRandom(`portrait:${fileName}`);
  const backdrop = random.pick(BACKDROPS);
  const { look, presentation } = portraitLook(subject, random, [backdrop.back, backdrop.arch]);
  const doc = new SvgDocument(size, size, { width: 600, height: 600 });
  doc.add(rect(0, 0, 600, 600, backdrop.back));
  doc.add(path(archPath(110, 70, 380, 600), backdrop.arch));
  doc.add(path(sparklePath(random.pick([120, 480]), random.range(90, 160), 16), P.gold, 'opacity="0.85"'));
  const scale = 2.7;
  const p = proportions('adult');
  const headY = 262;
  const hipY = headY + (p.torso + p.neck + p.headR * 0.82) * scale;
  doc.add(figure(300, hipY + p.leg * scale, scale, { kind: 'adult', pose: 'stand', look, leftHand: [-62, 150], rightHand: [62, 150], armBend: 8 }));
  if (presentation !== 'masculine' && look.hairStyle !== 'scarf' && random.next() < 0.5) {
    // Small stud earrings.
    doc.add(circle(300 - p.headR * scale * 0.98, headY + p.headR * scale * 0.35, 7, P.gold), circle(300 + p.headR * scale * 0.98, headY + p.headR * scale * 0.35, 7, P.gold));
  }
  return doc.toString();
}
