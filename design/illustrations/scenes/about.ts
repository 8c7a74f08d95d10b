/**
 * The four "about us" pictures (4:3): a consultation, a nanny reading with a toddler, a tutor
 * with a teenager, and a child arriving at school.
 */
import { PALETTE as P } from '../lib/palette';
import { SvgDocument, circle, rect } from '../lib/svg';
import { look } from '../parts/cast';
import {
  armchair,
  backpack,
  blob,
  block,
  board,
  bookOpen,
  bookStack,
  bookshelf,
  chair,
  clipboard,
  documentSheet,
  laptop,
  mobile,
  mug,
  palm,
  plant,
  roundTable,
  rug,
  sparkle,
  speechBubble,
  table,
  tablet,
  wallFrame,
} from '../parts/objects';
import { figure, seated } from '../parts/people';
import { archedWindow, outdoors, room, schoolBuilding } from '../parts/scenery';

const W = 1200;
const H = 900;

function canvas(width: number, height: number): SvgDocument {
  return new SvgDocument(width, height, { width: W, height: H });
}

export function consultationScene(width: number, height: number): string {
  const doc = canvas(width, height);
  const floorY = 700;
  doc.add(room(doc, W, H, floorY));
  doc.add(blob(240, 300, 200, P.sky, 0.5), blob(1000, 260, 180, P.blush, 0.3));
  doc.add(archedWindow(doc, 470, 90, 260, 400, 'about-consult'));
  doc.add(wallFrame(170, 170, 110, 130, P.sky), wallFrame(920, 190, 100, 120, P.gold));
  doc.add(plant(1110, floorY + 20, 130));
  doc.add(rug(600, 800, 500, 70, P.sand, P.teal));
  // Consultant on the left with a tablet, parents on the right.
  doc.add(chair(330, 800, 240, P.navy, 1));
  doc.add(seated(330, 680, 800, 1.1, { kind: 'adult', facing: 1, look: look('consultant'), leftHand: [56, 44], rightHand: [92, 40] }));
  doc.add(tablet(425, 600, 80, -20));
  doc.add(chair(880, 800, 240, P.navy, -1), chair(1040, 810, 240, P.navy, -1));
  doc.add(seated(1040, 690, 810, 1.15, { kind: 'adult', facing: -1, look: look('father'), leftHand: [-80, 60], rightHand: [-30, 88] }));
  doc.add(seated(880, 680, 800, 1.1, { kind: 'adult', facing: -1, look: look('motherScarf'), leftHand: [-92, 56], rightHand: [-60, 80] }));
  doc.add(roundTable(620, 820, 360, 190, P.gold));
  doc.add(documentSheet(540, 590, 60, P.teal, -8), mug(700, 632, 36, P.white), mug(750, 634, 32, P.teal), clipboard(600, 560, 56));
  doc.add(speechBubble(560, 360, 120, P.white, P.teal), speechBubble(860, 330, 90, P.white, P.gold, true));
  doc.add(sparkle(120, 520, 16), sparkle(1080, 120, 20));
  return doc.toString();
}

export function nannyReadingScene(width: number, height: number): string {
  const doc = canvas(width, height);
  const floorY = 690;
  doc.add(room(doc, W, H, floorY, P.cream));
  doc.add(blob(820, 330, 300, P.sky, 0.45), circle(220, 200, 90, P.blush, 'opacity="0.35"'));
  doc.add(archedWindow(doc, 110, 130, 240, 380, 'about-nanny'));
  doc.add(mobile(900, 0, 200));
  doc.add(bookshelf(860, floorY - 30, 240, 260, 3));
  doc.add(rug(600, 810, 480, 70));
  doc.add(armchair(560, 800, 330, P.teal));
  doc.add(seated(540, 650, 800, 1.15, { kind: 'adult', facing: 1, look: look('nanny'), leftHand: [52, 72], rightHand: [112, 66], tilt: 6 }));
  doc.add(figure(640, 640, 1.05, { kind: 'toddler', pose: 'floor', facing: 1, look: look('toddlerGirl'), leftHand: [20, 34], rightHand: [58, 30] }));
  doc.add(bookOpen(668, 612, 110, P.gold, -6));
  doc.add(block(220, 830, 60, P.gold, 'star'), block(290, 830, 50, P.blush, 'heart'), block(245, 770, 46, P.teal, 'circle'));
  doc.add(bookStack(900, 850, 110, [P.navy, P.blush, P.gold]));
  doc.add(sparkle(420, 120, 16), sparkle(470, 170, 10), sparkle(1120, 420, 14, P.teal));
  return doc.toString();
}

export function tutorTeenScene(width: number, height: number): string {
  const doc = canvas(width, height);
  const floorY = 700;
  doc.add(room(doc, W, H, floorY));
  doc.add(blob(300, 280, 240, P.sand, 0.6), blob(980, 220, 160, P.sky, 0.55));
  doc.add(board(150, 150, 330, 210));
  doc.add(archedWindow(doc, 860, 110, 220, 360, 'about-tutor'));
  doc.add(plant(120, floorY + 30, 140, P.gold));
  // Teen seated at the desk, tutor standing beside and pointing at the notebook.
  doc.add(chair(610, 820, 250, P.navy, 1));
  doc.add(seated(610, 695, 820, 1.1, { kind: 'teen', facing: 1, look: look('teenGirl'), leftHand: [80, 52], rightHand: [118, 62] }));
  doc.add(figure(1040, 840, 1.12, { kind: 'adult', pose: 'stand', facing: -1, look: look('tutor'), leftHand: [-146, 22], rightHand: [40, 100] }));
  doc.add(table(560, 830, 420, 225, P.gold));
  doc.add(laptop(700, 598, 120, P.sky), bookOpen(880, 598, 100, P.teal, 0), mug(650, 598, 30, P.white));
  doc.add(sparkle(560, 110, 18), sparkle(610, 160, 10));
  return doc.toString();
}

export function schoolArrivalScene(width: number, height: number): string {
  const doc = canvas(width, height);
  const groundY = 640;
  doc.add(outdoors(doc, W, H, groundY, 'about-school'));
  doc.add(schoolBuilding(380, groundY, 620, 300));
  doc.add(palm(300, groundY + 10, 260, P.teal, 8), palm(1080, groundY + 10, 300, P.teal, -6));
  doc.add(rect(0, groundY + 60, W, 120, P.cream, 0, 'opacity="0.7"'));
  doc.add(figure(720, groundY + 30, 0.6, { kind: 'child', pose: 'stand', look: look('boyDark'), leftHand: [-34, -60] }));
  doc.add(figure(790, groundY + 30, 0.62, { kind: 'adult', pose: 'stand', look: look('fatherLight', { top: P.teal }), rightHand: [40, -40] }));
  // Parent and child walking hand in hand toward the door; the child waves.
  doc.add(figure(380, 860, 1.25, { kind: 'adult', pose: 'stand', walking: true, facing: 1, look: look('mother', { top: P.teal }), rightHand: [78, 118] }));
  doc.add(backpack(482, 772, 80, P.gold));
  doc.add(figure(520, 870, 1.3, { kind: 'child', pose: 'stand', walking: true, facing: 1, look: look('girl', { top: P.blush }), leftHand: [-44, 66], rightHand: [44, -70] }));
  doc.add(sparkle(620, 470, 16, P.white), sparkle(160, 420, 14, P.gold));
  return doc.toString();
}
