/** Every picture the site itself ships (src/images and static/). */
import { resolve } from 'node:path';
import { SITE_IMAGES_DIR, STATIC_DIR } from './lib/paths';
import { writeJpeg, writePng, writeSvg } from './lib/output';
import { consultationScene, nannyReadingScene, schoolArrivalScene, tutorTeenScene } from './scenes/about';
import {
  appIconSvg,
  blogDefaultScene,
  candidatePlaceholderScene,
  contactBannerScene,
  logoSvg,
  notFoundSvg,
  ogScene,
} from './scenes/brand';
import { heroScene } from './scenes/hero';
import { DELIVER_ICONS } from './scenes/icons';
import { SERVICE_SCENES } from './scenes/services';

const KB = 1024;
/** Budgets keep the committed binaries small (see README.md here). */
export const BUDGET = {
  illustration: 120 * KB,
  candidate: 45 * KB,
} as const;

type Scene = (width: number, height: number) => string;

interface JpegJob {
  file: string;
  scene: Scene;
  width: number;
  height: number;
  maxBytes: number;
}

function jobs(): JpegJob[] {
  const site = (file: string, scene: Scene, width: number, height: number, maxBytes: number = BUDGET.illustration): JpegJob => ({
    file: resolve(SITE_IMAGES_DIR, file),
    scene,
    width,
    height,
    maxBytes,
  });
  const list: JpegJob[] = [
    site('hero.jpg', heroScene, 1600, 1000),
    site('about-1.jpg', consultationScene, 800, 600),
    site('about-2.jpg', nannyReadingScene, 800, 600),
    site('about-3.jpg', tutorTeenScene, 800, 600),
    site('about-4.jpg', schoolArrivalScene, 800, 600),
    site('blog-default.jpg', blogDefaultScene, 1200, 675),
    site('candidate-placeholder.jpg', candidatePlaceholderScene, 600, 600, BUDGET.candidate),
    site('contact-banner.jpg', contactBannerScene, 1600, 600),
  ];
  for (const [slug, scene] of Object.entries(SERVICE_SCENES)) list.push(site(`services/${slug}.jpg`, scene, 1200, 800));
  list.push({ file: resolve(STATIC_DIR, 'og-default.jpg'), scene: ogScene, width: 1200, height: 630, maxBytes: BUDGET.illustration });
  return list;
}

export async function generateSiteImages(): Promise<void> {
  for (const job of jobs()) {
    await writeJpeg(job.file, job.scene(job.width, job.height), job.maxBytes);
  }
  for (const [name, svg] of Object.entries(DELIVER_ICONS)) writeSvg(resolve(SITE_IMAGES_DIR, 'deliver', `${name}.svg`), svg);
  writeSvg(resolve(SITE_IMAGES_DIR, 'not-found.svg'), notFoundSvg());
  writeSvg(resolve(SITE_IMAGES_DIR, 'logo.svg'), logoSvg());
  writeSvg(resolve(STATIC_DIR, 'favicon.svg'), logoSvg());
  await writePng(resolve(STATIC_DIR, 'favicon-32.png'), appIconSvg(32, false), 32);
  await writePng(resolve(STATIC_DIR, 'apple-touch-icon.png'), appIconSvg(180, true), 180);
}
