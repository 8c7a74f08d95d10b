/**
 * Blog illustrations (16:9). A shared backdrop (wall or sky, an arch or circle, sparkles) plus a
 * topic cluster of figures and props. Colours, cast and mirroring come from the file name, so
 * two posts on the same topic still look different.
 */
import { CLOTHING, PALETTE as P } from '../lib/palette';
import { createRandom, type Random } from '../lib/random';
import { SvgDocument, archPath, circle, group, line, path, rect } from '../lib/svg';
import {
  abacus,
  airplane,
  backpack,
  balloon,
  block,
  board,
  bookOpen,
  bookStack,
  bookshelf,
  chair,
  cloud,
  dashedRoute,
  documentSheet,
  flask,
  globe,
  gradCap,
  headphones,
  heartPath,
  laptop,
  mapPin,
  mobile,
  mug,
  palm,
  pencil,
  plant,
  roundTable,
  rug,
  shapeSorter,
  sofa,
  sparkle,
  speechBubble,
  star,
  steps,
  suitcase,
  table,
  trophy,
} from '../parts/objects';
import { figure, proportions, seated, type Look } from '../parts/people';
import { presentationFromText, randomLook, type Presentation } from '../parts/random-look';
import { archedWindow, schoolBuilding, skyline, universityBuilding } from '../parts/scenery';
import type { BlogTopic } from './blog-topics';

const W = 1200;
const H = 675;
const FLOOR = 585;

interface Ctx {
  doc: SvgDocument;
  random: Random;
  person: (presentation?: Presentation) => Look;
  child: () => Look;
}

function backdrop(ctx: Ctx, outdoor: boolean): string {
  const { doc, random } = ctx;
  const accent = random.pick([P.sky, P.sand, P.blush]);
  const parts: string[] = [];
  if (outdoor) {
    parts.push(rect(0, 0, W, H, doc.linearGradient([[0, P.sky], [1, P.cream]])));
    parts.push(circle(random.range(150, 1050), random.range(90, 150), 55, P.gold, 'opacity="0.5"'));
    parts.push(cloud(random.range(120, 400), 130, 50), cloud(random.range(750, 1050), 100, 38, P.white, 0.75));
    parts.push(skyline(-20, FLOOR - 20, W + 40, { seed: `blog:${random.int(0, 9999)}`, colour: P.sky, height: 300 }));
    parts.push(rect(0, FLOOR - 22, W, H, P.sand));
  } else {
    parts.push(rect(0, 0, W, H, P.cream));
    const shapeX = random.range(380, 820);
    parts.push(random.next() < 0.5 ? path(archPath(shapeX - 230, 60, 460, 600), accent, 'opacity="0.6"') : circle(shapeX, 300, 250, accent, 'opacity="0.5"'));
    parts.push(rect(0, FLOOR - 22, W, H, P.sand, 0, 'opacity="0.75"'));
    parts.push(rect(0, FLOOR - 22, W, 4, P.gold, 0, 'opacity="0.3"'));
  }
  for (let i = 0; i < 4; i += 1) {
    const x = random.next() < 0.5 ? random.range(60, 300) : random.range(900, 1140);
    parts.push(sparkle(x, random.range(60, 260), random.range(8, 20), i % 3 === 2 ? P.teal : P.gold));
  }
  return parts.join('');
}

type Cluster = (ctx: Ctx) => string;

const nanny: Cluster = ({ person, child }) => {
  // Nanny and toddler sharing a picture book on the sofa.
  const seatY = FLOOR + 40 - 300 * 0.36 * 0.56;
  return (
    rug(600, FLOOR + 50, 380, 40) +
    sofa(600, FLOOR + 40, 520, P.teal) +
    seated(540, seatY, FLOOR + 50, 1.1, { kind: 'adult', facing: 1, look: person('feminine'), leftHand: [60, 70], rightHand: [110, 60], tilt: 6 }) +
    figure(665, seatY + 4, 1.05, { kind: 'toddler', pose: 'floor', facing: -1, look: child(), leftHand: [-50, 34], rightHand: [-10, 40] }) +
    bookOpen(625, seatY - 40, 100, P.gold, -4) +
    plant(970, FLOOR + 60, 140) +
    block(230, FLOOR + 60, 50, P.gold, 'star') +
    block(290, FLOOR + 60, 44, P.blush, 'heart')
  );
};

const governess: Cluster = ({ person, child }) =>
  bookshelf(80, FLOOR - 10, 240, 330, 2) +
  bookshelf(880, FLOOR - 10, 240, 330, 5) +
  chair(520, FLOOR + 60, 190, P.navy, 1) +
  seated(520, FLOOR - 35, FLOOR + 60, 1.05, { kind: 'child', facing: 1, look: child(), leftHand: [70, 30], rightHand: [96, 40] }) +
  figure(790, FLOOR + 70, 1.1, { kind: 'adult', pose: 'stand', facing: -1, look: { ...person('feminine'), dress: true }, leftHand: [-112, 46], rightHand: [30, 100] }) +
  table(480, FLOOR + 70, 320, 160, P.gold) +
  bookOpen(650, FLOOR - 90, 90, P.blush) +
  pencil(600, FLOOR - 96, 50, -150, P.teal);

const tutor: Cluster = ({ person }) =>
  board(150, 100, 280, 180) +
  chair(470, FLOOR + 60, 230, P.navy, 1) +
  seated(470, FLOOR - 50, FLOOR + 60, 1.0, { kind: 'teen', facing: 1, look: person(), leftHand: [80, 40], rightHand: [110, 50] }) +
  chair(800, FLOOR + 60, 240, P.navy, -1) +
  seated(800, FLOOR - 55, FLOOR + 60, 1.05, { kind: 'adult', facing: -1, look: person(), leftHand: [-110, 40], rightHand: [-60, 66] }) +
  table(440, FLOOR + 70, 400, 160, P.gold) +
  laptop(560, FLOOR - 96, 110, P.sky) +
  documentSheet(690, FLOOR - 150, 46, P.blush, 0) +
  pencil(740, FLOOR - 96, 50, -160, P.gold);

const school: Cluster = ({ person, child }) =>
  schoolBuilding(560, FLOOR - 20, 520, 250, P.white, P.teal) +
  palm(1130, FLOOR, 240, P.teal, -6) +
  backpack(330, FLOOR - 30, 70, P.gold) +
  figure(250, FLOOR + 60, 1.15, { kind: 'adult', pose: 'stand', walking: true, facing: 1, look: person(), rightHand: [70, 118] }) +
  figure(370, FLOOR + 66, 1.2, { kind: 'child', pose: 'stand', walking: true, facing: 1, look: child(), leftHand: [-44, 60], rightHand: [44, -70] });

const university: Cluster = ({ person }) =>
  universityBuilding(640, FLOOR - 20, 420, 320) +
  steps(160, FLOOR + 70, 90, 40, 4, [P.teal, P.gold, P.blush, P.navy]) +
  figure(475, FLOOR - 90, 1.0, { kind: 'teen', pose: 'stand', facing: -1, look: person(), rightHand: [44, -90] }) +
  gradCap(476, FLOOR - 90 - 1.0 * (112 + 100 + 12 + 31 * 1.62), 62) +
  gradCap(1000, 150, 60) +
  gradCap(880, 100, 44);

const abroad: Cluster = ({ person }) =>
  dashedRoute(230, 230, 980, 230, 160, P.navy, 5) +
  airplane(620, 100, 100, P.white, 4) +
  mapPin(230, 230, 56, P.gold) +
  mapPin(980, 240, 56, P.blush) +
  globe(330, FLOOR + 50, 90) +
  backpack(560, FLOOR - 120, 70, P.gold) +
  figure(610, FLOOR + 60, 1.15, { kind: 'teen', pose: 'stand', facing: 1, look: person(), rightHand: [90, 80], leftHand: [-40, 100] }) +
  suitcase(730, FLOOR + 70, 120, P.blush) +
  universityBuilding(850, FLOOR - 20, 260, 200);

const baby: Cluster = ({ person, child }) =>
  mobile(600, 0, 200) +
  rug(600, FLOOR + 40, 420, 60, P.sand, P.teal) +
  figure(470, FLOOR + 60, 1.15, { kind: 'adult', pose: 'floor', facing: 1, look: person('feminine'), rightHand: [110, 30], leftHand: [40, 90] }) +
  block(580, FLOOR, 44, P.gold, 'star') +
  figure(700, FLOOR + 66, 1.3, { kind: 'toddler', pose: 'floor', facing: -1, look: child(), leftHand: [-56, 10], rightHand: [40, 20] }) +
  block(780, FLOOR + 90, 50, P.teal, 'circle') +
  block(836, FLOOR + 90, 50, P.blush, 'heart') +
  block(806, FLOOR + 40, 50, P.gold, 'triangle') +
  shapeSorter(230, FLOOR + 90, 70) +
  abacus(900, FLOOR + 10, 100);

const language: Cluster = ({ child }) =>
  figure(450, FLOOR + 60, 1.3, { kind: 'child', pose: 'stand', facing: 1, look: child(), rightHand: [40, 20] }) +
  figure(750, FLOOR + 60, 1.3, { kind: 'child', pose: 'stand', facing: -1, look: child(), leftHand: [-40, 20] }) +
  speechBubble(470, 250, 150, P.white, P.teal) +
  speechBubble(730, 210, 130, P.teal, P.white, true) +
  speechBubble(560, 120, 90, P.gold, P.white) +
  globe(600, FLOOR + 60, 50) +
  bookStack(880, FLOOR + 60, 80, [P.blush, P.navy]);

const leadership: Cluster = ({ person, child }) =>
  steps(380, FLOOR + 60, 140, 60, 3, [P.sky, P.gold, P.teal]) +
  figure(730, FLOOR - 120, 1.05, { kind: 'teen', pose: 'stand', facing: -1, look: person(), rightHand: [50, -110], leftHand: [-40, 90] }) +
  star(780, 150, 26, P.gold) +
  figure(300, FLOOR + 60, 1.1, { kind: 'child', pose: 'stand', facing: 1, look: child(), rightHand: [40, -60] }) +
  trophy(930, FLOOR + 60, 110) +
  flask(180, FLOOR + 60, 100, P.teal);

const online: Cluster = ({ child, person }) => {
  const p = proportions('child');
  const scale = 1.1;
  const seatY = FLOOR - 30;
  const headY = seatY - p.legW * 0.45 * scale - scale * (p.torso + p.neck + p.headR * 0.82);
  return (
    chair(480, FLOOR + 60, 200, P.navy, 1) +
    seated(480, seatY, FLOOR + 60, scale, { kind: 'child', facing: 1, look: child(), leftHand: [80, 30], rightHand: [110, 40] }) +
    headphones(480 + p.headR * 0.08 * scale, headY, p.headR * scale, P.gold) +
    chair(860, FLOOR + 60, 240, P.navy, -1) +
    seated(860, FLOOR - 55, FLOOR + 60, 1.05, { kind: 'adult', facing: -1, look: person(), leftHand: [-100, 30], rightHand: [-50, 60] }) +
    table(460, FLOOR + 70, 420, 160, P.gold) +
    laptop(560, FLOOR - 96, 170, P.sky) +
    speechBubble(640, 250, 100, P.white, P.teal) +
    plant(1040, FLOOR + 60, 130)
  );
};

const reading: Cluster = ({ person, child, random }) =>
  bookshelf(870, FLOOR - 10, 250, 220, 6) +
  rug(560, FLOOR + 50, 420, 50, random.pick([P.blush, P.sky]), P.gold) +
  figure(470, FLOOR + 60, 1.15, { kind: 'adult', pose: 'floor', facing: 1, look: person(), leftHand: [40, 80], rightHand: [100, 70] }) +
  figure(620, FLOOR + 66, 1.2, { kind: 'child', pose: 'floor', facing: -1, look: child(), leftHand: [-60, 40], rightHand: [-20, 46] }) +
  figure(730, FLOOR + 70, 1.1, { kind: 'child', pose: 'floor', facing: -1, look: child(), leftHand: [-40, 40], rightHand: [20, 40] }) +
  bookOpen(560, FLOOR + 6, 120, P.teal) +
  bookStack(260, FLOOR + 70, 100, [P.navy, P.gold, P.blush]);

const documents: Cluster = ({ doc }) =>
  archedWindow(doc, 130, 60, 250, 380, 'blog-documents') +
  plant(1050, FLOOR + 60, 150) +
  table(300, FLOOR + 70, 680, 150, P.gold) +
  group(rect(-55, -140, 110, 140, P.teal, 10) + rect(-55, -140, 110, 24, P.navy, 10), `transform="translate(520 ${FLOOR - 86}) rotate(-5)"`) +
  documentSheet(560, FLOOR - 230, 90, P.gold, 6) +
  group(rect(-42, -116, 84, 116, P.navy, 8) + circle(0, -70, 20, 'none', `stroke="${P.gold}" stroke-width="5"`) + rect(-24, -34, 48, 6, P.gold, 3), `transform="translate(740 ${FLOOR - 86}) rotate(3)"`) +
  pencil(800, FLOOR - 90, 110, -172, P.navy) +
  mug(900, FLOOR - 86, 40, P.white);

const play: Cluster = ({ child }) =>
  rug(600, FLOOR + 50, 420, 50, P.sky, P.teal) +
  figure(450, FLOOR + 66, 1.25, { kind: 'child', pose: 'floor', facing: 1, look: child(), leftHand: [40, 20], rightHand: [90, -30] }) +
  block(560, FLOOR + 60, 60, P.teal, 'star') +
  block(570, FLOOR, 56, P.gold, 'circle') +
  block(562, FLOOR - 56, 58, P.blush, 'heart') +
  block(574, FLOOR - 114, 50, P.navy, 'triangle') +
  figure(760, FLOOR + 66, 1.25, { kind: 'child', pose: 'floor', facing: -1, look: child(), leftHand: [-110, -50], rightHand: [20, 40] }) +
  roundTable(980, FLOOR + 60, 170, 130, P.gold) +
  rect(930, FLOOR - 90, 100, 12, P.navy, 5);

const application: Cluster = ({ person, doc }) =>
  archedWindow(doc, 820, 50, 230, 360, 'blog-application') +
  chair(430, FLOOR + 60, 230, P.navy, 1) +
  seated(430, FLOOR - 50, FLOOR + 60, 1.05, { kind: 'teen', facing: 1, look: person(), leftHand: [90, 40], rightHand: [120, 50] }) +
  table(400, FLOOR + 70, 480, 160, P.gold) +
  laptop(520, FLOOR - 96, 150, P.sky) +
  group(rect(0, -110, 80, 110, P.white, 6) + rect(10, -96, 60, 40, P.teal, 4) + rect(10, -44, 44, 6, P.sand, 3) + rect(10, -30, 56, 6, P.sand, 3), `transform="translate(700 ${FLOOR - 96}) rotate(-4)"`) +
  group(rect(0, -100, 70, 100, P.white, 6) + rect(8, -88, 54, 34, P.blush, 4), `transform="translate(770 ${FLOOR - 96}) rotate(6)"`) +
  gradCap(780, 160, 80) +
  star(900, 470, 12, P.gold);

const interview: Cluster = ({ person }) =>
  chair(400, FLOOR + 60, 230, P.navy, 1) +
  seated(400, FLOOR - 55, FLOOR + 60, 1.05, { kind: 'adult', facing: 1, look: person(), leftHand: [70, 40], rightHand: [110, 50] }) +
  chair(800, FLOOR + 60, 230, P.navy, -1) +
  seated(800, FLOOR - 55, FLOOR + 60, 1.05, { kind: 'adult', facing: -1, look: person('feminine'), leftHand: [-110, 40], rightHand: [-60, 60] }) +
  table(380, FLOOR + 70, 440, 160, P.gold) +
  laptop(450, FLOOR - 96, 120, P.sky) +
  documentSheet(600, FLOOR - 160, 50, P.teal, -6) +
  documentSheet(660, FLOOR - 156, 50, P.blush, 8) +
  group(path('M600 120L660 140V180C660 215 635 235 600 248C565 235 540 215 540 180V140Z', P.teal) + line('M572 180L592 200L628 162', P.white, 9), '');

const routine: Cluster = ({ child }) =>
  circle(300, 200, 90, P.white) +
  circle(300, 200, 90, 'none', `stroke="${P.navy}" stroke-width="8"`) +
  line('M300 200L300 140M300 200L340 220', P.navy, 8) +
  path('M930 120A60 60 0 1 0 990 210A48 48 0 1 1 930 120Z', P.gold) +
  star(860, 110, 14, P.gold) +
  star(1020, 300, 10, P.gold) +
  rug(600, FLOOR + 40, 330, 45, P.sky, P.navy) +
  figure(600, FLOOR + 60, 1.35, { kind: 'child', pose: 'floor', look: child(), leftHand: [-26, 40], rightHand: [26, 40] }) +
  bookOpen(600, FLOOR + 14, 100, P.blush) +
  plant(860, FLOOR + 60, 120, P.blush);

const activities: Cluster = ({ child }) =>
  palm(160, FLOOR, 280, P.teal, 6) +
  figure(470, FLOOR + 60, 1.2, { kind: 'child', pose: 'stand', walking: true, facing: 1, look: child(), rightHand: [50, -70] }) +
  figure(760, FLOOR + 60, 1.2, { kind: 'child', pose: 'stand', walking: true, facing: -1, look: child(), leftHand: [-50, 10] }) +
  circle(620, FLOOR - 170, 34, P.blush) +
  path(`M586 ${FLOOR - 170}Q620 ${FLOOR - 150} 654 ${FLOOR - 170}`, 'none', `stroke="${P.white}" stroke-width="6"`) +
  balloon(960, FLOOR - 60, 50, P.gold, [960, FLOOR + 40]) +
  palm(1070, FLOOR, 230, P.teal, -8);

const general: Cluster = ({ random }) =>
  bookStack(470, FLOOR + 40, 260, [P.navy, random.pick(CLOTHING), P.gold]) +
  bookOpen(600, FLOOR - 80, 280, P.blush) +
  gradCap(600, FLOOR - 260, 140) +
  globe(260, FLOOR + 60, 70) +
  plant(940, FLOOR + 60, 160, P.gold) +
  path(heartPath(820, FLOOR - 20, 24), P.blush);

const CLUSTERS: Record<BlogTopic, { draw: Cluster; outdoor: boolean }> = {
  nanny: { draw: nanny, outdoor: false },
  governess: { draw: governess, outdoor: false },
  tutor: { draw: tutor, outdoor: false },
  school: { draw: school, outdoor: true },
  university: { draw: university, outdoor: true },
  abroad: { draw: abroad, outdoor: true },
  baby: { draw: baby, outdoor: false },
  language: { draw: language, outdoor: false },
  leadership: { draw: leadership, outdoor: false },
  online: { draw: online, outdoor: false },
  reading: { draw: reading, outdoor: false },
  interview: { draw: interview, outdoor: false },
  routine: { draw: routine, outdoor: false },
  activities: { draw: activities, outdoor: true },
  documents: { draw: documents, outdoor: false },
  play: { draw: play, outdoor: false },
  application: { draw: application, outdoor: false },
  general: { draw: general, outdoor: false },
};

export function blogScene(fileName: string, subject: string, topic: BlogTopic, width: number, height: number): string {
  const random = createRandom(`blog:${fileName}`);
  const doc = new SvgDocument(width, height, { width: W, height: H });
  const adultPresentation = presentationFromText(subject);
  const ctx: Ctx = {
    doc,
    random,
    person: (presentation) => randomLook(random, presentation ?? (adultPresentation === 'neutral' ? random.pick(['feminine', 'masculine'] as const) : adultPresentation), [P.cream]),
    child: () => randomLook(random, random.pick(['feminine', 'masculine', 'neutral'] as const), [P.cream]),
  };
  const { draw, outdoor } = CLUSTERS[topic];
  doc.add(backdrop(ctx, outdoor));
  const cluster = draw(ctx);
  // Mirror half of the pictures so neighbouring cards on the blog list do not repeat a layout.
  doc.add(random.next() < 0.5 ? cluster : group(cluster, `transform="translate(${W} 0) scale(-1 1)"`));
  return doc.toString();
}

