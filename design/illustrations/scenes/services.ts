/**
 * One picture per service page (3:2). Each shows the service itself: who is with the child and
 * what they are doing, in the shared room / outdoor settings.
 */
import { PALETTE as P } from '../lib/palette';
import { SvgDocument, archPath, circle, group, line, n, path, rect } from '../lib/svg';
import { look } from '../parts/cast';
import {
  abacus,
  airplane,
  backpack,
  balloon,
  blob,
  block,
  board,
  bookOpen,
  bookStack,
  bookshelf,
  chair,
  clipboard,
  cloud,
  dashedRoute,
  flask,
  globe,
  gradCap,
  headphones,
  laptop,
  mapPin,
  mobile,
  mug,
  palm,
  paperMap,
  pencil,
  plant,
  roundTable,
  rug,
  shapeSorter,
  sparkle,
  speechBubble,
  star,
  steps,
  stroller,
  suitcase,
  table,
  trophy,
  wallFrame,
} from '../parts/objects';
import { figure, proportions, seated } from '../parts/people';
import { archedWindow, daySky, outdoors, room, schoolBuilding, skyline, universityBuilding } from '../parts/scenery';

const W = 1200;
const H = 800;

function canvas(width: number, height: number): SvgDocument {
  return new SvgDocument(width, height, { width: W, height: H });
}

export function eliteGovernessScene(width: number, height: number): string {
  const doc = canvas(width, height);
  const floorY = 620;
  doc.add(room(doc, W, H, floorY));
  doc.add(blob(250, 260, 220, P.sky, 0.5), blob(980, 250, 200, P.sand, 0.7));
  doc.add(archedWindow(doc, 470, 70, 250, 380, 'governess'));
  doc.add(bookshelf(880, floorY - 20, 230, 280, 2));
  doc.add(wallFrame(150, 140, 120, 150, P.blush));
  doc.add(rug(600, 720, 520, 60, P.blush));
  // Governess standing at the globe, two children at a low table taking notes.
  doc.add(figure(330, 740, 1.15, { kind: 'adult', pose: 'stand', facing: 1, look: look('governess', { dress: true }), rightHand: [96, 10], leftHand: [-40, 100] }));
  doc.add(roundTable(470, 740, 150, 140, P.gold), globe(470, 606, 52));
  doc.add(chair(680, 760, 170, P.navy, 1), chair(860, 760, 170, P.navy, -1));
  doc.add(seated(680, 675, 760, 1.0, { kind: 'child', facing: 1, look: look('boy'), leftHand: [50, 40], rightHand: [78, 36] }));
  doc.add(seated(860, 675, 760, 1.0, { kind: 'child', facing: -1, look: look('girlCurly'), leftHand: [-78, 30], rightHand: [34, -96] }));
  doc.add(table(700, 770, 150, 120, P.gold));
  doc.add(bookOpen(775, 648, 90, P.teal));
  doc.add(sparkle(800, 90, 20), sparkle(840, 140, 12), star(1130, 430, 14, P.gold));
  return doc.toString();
}

export function premierNannyScene(width: number, height: number): string {
  const doc = canvas(width, height);
  const groundY = 560;
  doc.add(outdoors(doc, W, H, groundY, 'nanny'));
  doc.add(palm(140, groundY + 20, 300, P.teal, 6), palm(1060, groundY + 10, 340, P.teal, -8), palm(980, groundY + 30, 220, P.teal, 10));
  doc.add(path(`M0 ${groundY + 90}Q600 ${groundY + 40} ${W} ${groundY + 110}L${W} ${H}L0 ${H}Z`, P.cream));
  doc.add(path(`M-20 ${H - 40}Q500 ${groundY + 110} ${W + 20} ${groundY + 160}`, 'none', `stroke="${P.white}" stroke-width="70" stroke-linecap="round" opacity="0.7"`));
  // Nanny pushing a pram, a toddler walking beside holding a balloon.
  doc.add(stroller(886, 735, 190, P.navy));
  doc.add(figure(600, 740, 1.15, { kind: 'adult', pose: 'stand', walking: true, facing: 1, look: look('nanny'), rightHand: [100, 64], leftHand: [-49, 117] }));
  doc.add(balloon(420, 650, 60, P.gold, [478, 650]));
  doc.add(figure(500, 745, 1.1, { kind: 'toddler', pose: 'stand', walking: true, facing: 1, look: look('toddlerGirl'), leftHand: [-20, 0], rightHand: [40, -40] }));
  doc.add(sparkle(300, 180, 16), sparkle(900, 300, 12, P.white));
  return doc.toString();
}

export function babyBrainBoostScene(width: number, height: number): string {
  const doc = canvas(width, height);
  const floorY = 560;
  doc.add(room(doc, W, H, floorY, P.cream));
  doc.add(circle(600, 330, 260, P.sky, 'opacity="0.45"'), circle(600, 330, 180, P.sky, 'opacity="0.4"'));
  doc.add(mobile(600, 0, 220));
  doc.add(wallFrame(140, 170, 110, 130, P.gold), wallFrame(960, 150, 120, 150, P.sky));
  doc.add(rug(600, 690, 480, 80, P.sand, P.teal));
  // Baby on a play mat with blocks; the caregiver on the floor shows a star block.
  doc.add(figure(470, 720, 1.2, { kind: 'adult', pose: 'floor', facing: 1, look: look('motherScarf', { scarf: P.teal, top: P.blush }), rightHand: [110, 40], leftHand: [40, 90] }));
  doc.add(block(600, 650, 46, P.gold, 'star'));
  doc.add(figure(730, 725, 1.35, { kind: 'toddler', pose: 'floor', facing: -1, look: look('toddler'), leftHand: [-58, 10], rightHand: [40, 20] }));
  doc.add(block(800, 760, 56, P.teal, 'circle'), block(860, 760, 56, P.blush, 'heart'), block(826, 704, 56, P.gold, 'triangle'));
  doc.add(shapeSorter(170, 770, 80), abacus(920, 660, 120));
  for (const [x, y, r] of [[480, 300, 22], [730, 260, 16], [640, 200, 12], [420, 220, 10], [780, 350, 12]] as const) doc.add(sparkle(x, y, r));
  return doc.toString();
}

export function homeLearningScene(width: number, height: number): string {
  const doc = canvas(width, height);
  const floorY = 600;
  doc.add(room(doc, W, H, floorY));
  doc.add(blob(880, 250, 240, P.blush, 0.3));
  doc.add(archedWindow(doc, 140, 80, 240, 380, 'home-learning'));
  doc.add(clipboard(900, 140, 110), wallFrame(1050, 180, 90, 110, P.sky));
  doc.add(plant(1120, floorY + 30, 130));
  // Child writing at the family table with a learning coach beside her.
  doc.add(chair(520, 760, 190, P.navy, 1), chair(840, 760, 240, P.navy, -1));
  doc.add(seated(520, 665, 760, 1.05, { kind: 'child', facing: 1, look: look('girl'), leftHand: [70, 24], rightHand: [100, 34] }));
  doc.add(seated(840, 640, 760, 1.05, { kind: 'adult', facing: -1, look: look('governess', { top: P.navy, collar: P.white }), leftHand: [-110, 40], rightHand: [-60, 64] }));
  doc.add(table(460, 780, 440, 170, P.gold));
  doc.add(pencil(640, 600, 70, -150, P.teal), bookOpen(730, 606, 90, P.gold), mug(830, 606, 30, P.white), bookStack(480, 606, 70, [P.teal, P.blush]));
  doc.add(sparkle(600, 150, 18), sparkle(640, 200, 10));
  return doc.toString();
}

export function universityPathwayScene(width: number, height: number): string {
  const doc = canvas(width, height);
  doc.add(rect(0, 0, W, H, daySky(doc)));
  doc.add(circle(200, 160, 70, P.gold, 'opacity="0.5"'), cloud(420, 150, 60), cloud(980, 110, 40, P.white, 0.7));
  doc.add(skyline(-20, 520, W + 40, { seed: 'university', colour: P.sky, height: 280 }));
  doc.add(rect(0, 520, W, H - 520, P.sand));
  doc.add(universityBuilding(700, 520, 420, 330));
  // A path of steps climbing toward the university; the student at the top holds a diploma.
  doc.add(steps(80, 780, 110, 50, 5, [P.teal, P.gold, P.blush, P.sky, P.navy]));
  doc.add(figure(600, 530, 1.1, { kind: 'teen', pose: 'stand', facing: -1, look: look('teenBoy', { top: P.navy }), rightHand: [44, -90], leftHand: [-40, 40] }));
  doc.add(gradCap(600 + 1.1 * 1, 530 - 1.1 * (112 + 100 + 12 + 31 * 1.62), 1.1 * 62));
  doc.add(group(rect(-30, -8, 60, 16, P.white, 8) + rect(-6, -9, 12, 18, P.gold), `transform="translate(${n(600 + 44 * 1.1)} ${n(530 - 1.1 * (112 + 100 - 8 + 90))}) rotate(-30)"`));
  doc.add(figure(300, 690, 0.95, { kind: 'teen', pose: 'stand', facing: 1, walking: true, look: look('teenGirl', { top: P.blush }), rightHand: [40, 40] }));
  doc.add(backpack(260, 600, 70, P.teal));
  doc.add(gradCap(980, 150, 70), gradCap(860, 90, 50), sparkle(1080, 230, 14), sparkle(760, 170, 12));
  return doc.toString();
}

export function alchemyLeadershipScene(width: number, height: number): string {
  const doc = canvas(width, height);
  const floorY = 560;
  doc.add(room(doc, W, H, floorY));
  doc.add(blob(600, 260, 300, P.sky, 0.45));
  // A presenter at a flip chart with a rising chart; peers listen, one raises a hand.
  doc.add(rect(280, 150, 300, 220, P.white, 10), line('M300 380L260 560M560 380L600 560', P.navy, 10));
  doc.add(rect(320, 300, 40, 50, P.teal, 4), rect(380, 260, 40, 90, P.gold, 4), rect(440, 220, 40, 130, P.blush, 4), rect(500, 180, 40, 170, P.navy, 4));
  doc.add(line('M320 280L400 230L460 200L540 160', P.gold, 6), star(540, 160, 16, P.gold));
  doc.add(figure(680, 700, 1.12, { kind: 'teen', pose: 'stand', facing: -1, look: look('teenGirl', { hairStyle: 'bun', top: P.teal }), leftHand: [-110, -60], rightHand: [30, 90] }));
  doc.add(chair(880, 760, 170, P.navy, -1), chair(1040, 770, 170, P.navy, -1));
  doc.add(seated(880, 675, 760, 0.95, { kind: 'teen', facing: -1, look: look('teenBoy'), leftHand: [-40, -120], rightHand: [20, 80] }));
  doc.add(seated(1040, 685, 770, 0.95, { kind: 'teen', facing: -1, look: look('teenGirl', { skin: '#8f5a36', hair: P.ink, hairStyle: 'curly', top: P.blush }), leftHand: [-40, 70], rightHand: [10, 80] }));
  doc.add(flask(150, 720, 130, P.teal), trophy(1100, 400, 90));
  doc.add(sparkle(760, 130, 20), sparkle(810, 180, 12), sparkle(110, 300, 14, P.teal));
  return doc.toString();
}

export function schoolPlacementScene(width: number, height: number): string {
  const doc = canvas(width, height);
  const groundY = 470;
  doc.add(outdoors(doc, W, H, groundY, 'placement'));
  doc.add(schoolBuilding(60, groundY, 300, 170, P.white, P.teal), schoolBuilding(450, groundY, 300, 200, P.cream, P.gold), schoolBuilding(840, groundY, 300, 170, P.white, P.navy));
  doc.add(mapPin(210, groundY - 250, 70, P.blush), mapPin(600, groundY - 290, 80, P.gold), mapPin(990, groundY - 250, 70, P.teal));
  doc.add(star(600, groundY - 385, 18, P.gold));
  doc.add(rect(0, groundY + 30, W, H, P.cream, 0, 'opacity="0.6"'));
  // Parent and child choosing together over a map, with a checklist.
  doc.add(figure(480, 760, 1.2, { kind: 'adult', pose: 'stand', facing: 1, look: look('father'), leftHand: [40, 70], rightHand: [110, 60] }));
  doc.add(figure(700, 765, 1.25, { kind: 'child', pose: 'stand', facing: -1, look: look('girlCurly', { top: P.gold }), leftHand: [-50, 10], rightHand: [20, 60] }));
  doc.add(paperMap(520, 560, 150, 100));
  doc.add(clipboard(860, 560, 110));
  doc.add(sparkle(420, 90, 14), sparkle(760, 110, 12));
  return doc.toString();
}

export function educationConsultancyScene(width: number, height: number): string {
  const doc = canvas(width, height);
  const floorY = 600;
  doc.add(room(doc, W, H, floorY));
  doc.add(archedWindow(doc, 420, 50, 360, 470, 'consultancy'));
  doc.add(wallFrame(130, 150, 120, 150, P.sky), plant(1100, floorY + 40, 150, P.blush));
  // Consultant at the desk facing a family: two parents and their son.
  doc.add(chair(250, 770, 240, P.navy, 1));
  doc.add(seated(250, 650, 770, 1.1, { kind: 'adult', facing: 1, look: look('tutor', { top: P.teal, collar: P.white }), leftHand: [70, 40], rightHand: [120, 50] }));
  doc.add(chair(830, 770, 240, P.navy, -1), chair(1010, 770, 240, P.navy, -1));
  doc.add(seated(1010, 650, 770, 1.1, { kind: 'adult', facing: -1, look: look('mother', { top: P.navy }), leftHand: [-60, 70], rightHand: [-20, 80] }));
  doc.add(seated(830, 650, 770, 1.1, { kind: 'adult', facing: -1, look: look('motherScarf', { scarf: P.gold, top: P.teal }), leftHand: [-100, 40], rightHand: [-60, 70] }));
  doc.add(figure(920, 790, 0.9, { kind: 'child', pose: 'stand', facing: -1, look: look('boy'), leftHand: [-30, 50] }));
  doc.add(table(300, 790, 560, 200, P.gold));
  doc.add(laptop(330, 590, 120, P.sky), clipboard(560, 520, 56), mug(680, 590, 30, P.teal));
  doc.add(speechBubble(620, 320, 120, P.white, P.gold, true));
  return doc.toString();
}

export function privateTutoringScene(width: number, height: number): string {
  const doc = canvas(width, height);
  const floorY = 600;
  doc.add(room(doc, W, H, floorY));
  doc.add(blob(360, 250, 260, P.sand, 0.6));
  doc.add(board(160, 110, 400, 250, P.teal));
  doc.add(archedWindow(doc, 850, 60, 230, 360, 'tutoring'));
  // One-to-one: the tutor explains with a pencil, the boy works in his notebook.
  doc.add(chair(470, 770, 190, P.navy, 1), chair(760, 770, 240, P.navy, -1));
  doc.add(seated(470, 675, 770, 1.05, { kind: 'child', facing: 1, look: look('boyDark'), leftHand: [70, 30], rightHand: [96, 40] }));
  doc.add(seated(760, 650, 770, 1.05, { kind: 'adult', facing: -1, look: look('tutor', { hairStyle: 'bob', hair: '#5a3a24', skin: '#eebf9c', glasses: false }), leftHand: [-100, 40], rightHand: [-50, 70] }));
  doc.add(table(400, 790, 470, 180, P.gold));
  doc.add(bookOpen(600, 606, 110, P.blush), pencil(640, 590, 60, -140, P.teal), bookStack(690, 606, 70, [P.navy, P.gold, P.teal]));
  doc.add(sparkle(620, 80, 18), sparkle(660, 130, 10), sparkle(1120, 480, 14, P.teal));
  return doc.toString();
}

export function onlineHomeschoolingScene(width: number, height: number): string {
  const doc = canvas(width, height);
  const floorY = 600;
  doc.add(room(doc, W, H, floorY));
  doc.add(blob(900, 260, 260, P.sky, 0.5));
  doc.add(archedWindow(doc, 110, 70, 240, 380, 'online'));
  doc.add(bookshelf(920, floorY - 40, 220, 240, 4));
  // The pupil at a big screen where the online teacher waves back.
  const sx = 520;
  const sy = 300;
  const sw = 330;
  const sh = 220;
  const screenClip = doc.clipPath(`<rect x="${sx + 14}" y="${sy + 14}" width="${sw - 28}" height="${sh - 28}" rx="8"/>`);
  doc.add(rect(sx, sy, sw, sh, P.navy, 16));
  doc.add(
    `<g clip-path="${screenClip}">` +
      rect(sx, sy, sw, sh, P.cream) +
      path(archPath(sx + 210, sy + 40, 90, 140), P.sky) +
      figure(sx + 140, sy + 340, 0.95, { kind: 'adult', pose: 'stand', look: look('governess', { top: P.gold }), rightHand: [40, -100] }) +
      '</g>',
  );
  doc.add(rect(sx + sw / 2 - 20, sy + sh, 40, 60, P.navy), rect(sx + sw / 2 - 70, sy + sh + 56, 140, 14, P.navy, 6));
  doc.add(chair(400, 780, 220, P.navy, 1));
  const p = proportions('child');
  const scale = 1.1;
  const seatY = 690;
  doc.add(seated(400, seatY, 780, scale, { kind: 'child', facing: 1, look: look('girlCurly', { top: P.teal }), leftHand: [100, 30], rightHand: [70, -40] }));
  const headY = seatY - p.legW * 0.45 * scale - scale * (p.torso + p.neck + p.headR * 0.82);
  doc.add(headphones(400 + p.headR * 0.08 * scale, headY, p.headR * scale, P.gold));
  doc.add(table(440, 800, 500, 180, P.gold));
  doc.add(bookOpen(740, 614, 90, P.teal), mug(840, 614, 28, P.white), pencil(620, 608, 60, 170, P.blush));
  doc.add(speechBubble(860, 290, 90, P.white, P.teal), sparkle(560, 230, 14), sparkle(480, 120, 18));
  return doc.toString();
}

export function abroadEducationScene(width: number, height: number): string {
  const doc = canvas(width, height);
  doc.add(rect(0, 0, W, H, daySky(doc)));
  doc.add(cloud(300, 160, 60), cloud(820, 120, 50, P.white, 0.75), cloud(1080, 260, 40, P.white, 0.8));
  // Dubai on the left, a university abroad on the right, joined by a flight path.
  doc.add(skyline(-20, 560, 470, { seed: 'abroad', colour: P.teal, height: 330, windows: P.cream }));
  doc.add(rect(0, 560, W, H - 560, P.sand));
  doc.add(universityBuilding(820, 560, 320, 250, P.white, P.navy));
  doc.add(dashedRoute(330, 250, 960, 260, 170, P.navy, 5), airplane(660, 110, 110, P.white, 4));
  doc.add(mapPin(330, 250, 60, P.gold), mapPin(960, 270, 60, P.blush));
  // The student with a suitcase and backpack, ready to go.
  doc.add(path(`M0 ${H}L0 680Q600 620 ${W} 700L${W} ${H}Z`, P.cream));
  doc.add(backpack(566, 640, 70, P.gold));
  doc.add(figure(620, 770, 1.2, { kind: 'teen', pose: 'stand', facing: 1, look: look('teenBoy', { top: P.teal }), rightHand: [90, 80], leftHand: [-40, 100] }));
  doc.add(suitcase(740, 780, 120, P.blush));
  doc.add(globe(420, 780, 60));
  doc.add(sparkle(520, 420, 14), sparkle(760, 400, 12));
  return doc.toString();
}

export const SERVICE_SCENES = {
  'elite-governess': eliteGovernessScene,
  'premier-nanny': premierNannyScene,
  'baby-brain-boost': babyBrainBoostScene,
  'personalised-home-learning-support': homeLearningScene,
  'university-pathway-program': universityPathwayScene,
  'alchemy-leadership': alchemyLeadershipScene,
  'school-placement': schoolPlacementScene,
  'education-consultancy-dubai': educationConsultancyScene,
  'private-tutoring-service-in-dubai': privateTutoringScene,
  'online-homeschooling-in-dubai': onlineHomeschoolingScene,
  'abroad-education-consultancy-dubai': abroadEducationScene,
} as const;

export type ServiceSlug = keyof typeof SERVICE_SCENES;
