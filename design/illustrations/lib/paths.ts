import { resolve } from 'node:path';

/** Repository root, so the generator works from any current directory. */
export const REPO_ROOT = resolve(__dirname, '..', '..', '..');
export const SITE_IMAGES_DIR = resolve(REPO_ROOT, 'src', 'images');
export const STATIC_DIR = resolve(REPO_ROOT, 'static');
export const SEED_MEDIA_DIR = resolve(REPO_ROOT, 'api', 'seed', 'media');
export const MEDIA_MANIFEST = resolve(REPO_ROOT, 'api', 'seed', 'content', 'media-manifest.json');
