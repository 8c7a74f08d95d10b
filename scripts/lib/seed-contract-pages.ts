/**
 * What the pages built against an API of the seed's contract (test-support/seed-contract-api.ts)
 * must show, in every language: its content, and the site's fallback wherever a field was left
 * out, null or empty. Read from the built HTML as a crawler reads it; each problem is one line.
 */
import fs from 'fs';
import path from 'path';
import { LANGUAGES, MAX_CANDIDATE_RATING, type Language } from '@efe/shared/constants';
import { localizePath } from '@efe/shared/language';
import { propertyOf } from '@efe/shared/read-unknown';
import { SEED_CONTRACT } from '../../test-support/seed-contract-api';

/** A text of locales/{language}/{namespace}.json by its dotted key, "{{name}}" filled in. */
function text(language: Language, namespace: string, key: string, values: Record<string, string> = {}): string {
  const file = path.resolve(__dirname, '../../locales', language, `${namespace}.json`);
  let found: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const part of key.split('.')) found = propertyOf(found, part);
  if (typeof found !== 'string') throw new Error(`No text ${namespace}:${key} in ${language}`);
  return Object.entries(values).reduce((result, [name, value]) => result.replace(`{{${name}}}`, value), found);
}

/** HTML as text: tags gone, entities React writes undone, so a phrase can be looked for. */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

export function seedContractProblems(publicDir: string): string[] {
  const problems: string[] = [];
  for (const language of LANGUAGES) {
    const page = (urlPath: string) => {
      const file = path.join(publicDir, localizePath(urlPath, language), 'index.html');
      if (!fs.existsSync(file)) {
        problems.push(`${localizePath(urlPath, language)}: no page was built`);
        return { html: '', text: '', path: localizePath(urlPath, language) };
      }
      const html = fs.readFileSync(file, 'utf8');
      return { html, text: visibleText(html), path: localizePath(urlPath, language) };
    };
    const expectText = (where: { text: string; path: string }, wanted: string, what: string) => {
      if (!where.text.includes(wanted)) problems.push(`${where.path}: ${what} ("${wanted}") is not on the page`);
    };
    const fallbackTitle = text(language, 'blog', 'detail.fallbackTitle');

    const full = page(`/blogs/${SEED_CONTRACT.fullPost}`);
    expectText(full, 'Layla Hassan', "the post's author");
    expectText(full, 'Nannies', "the post's category");
    for (const slug of [SEED_CONTRACT.bareTitlePost, SEED_CONTRACT.barePost]) {
      const bare = page(`/blogs/${slug}`);
      expectText(bare, fallbackTitle, 'the fallback title');
      // A missing category or author is left out, not shown as a placeholder (docs/decisions.md).
      if (/data-testid="post-(category|author)"/.test(bare.html)) problems.push(`${bare.path}: a category or author line for a post without them`);
    }
    expectText(page('/blogs'), fallbackTitle, "an untitled post's card title");

    const candidates = page('/candidate-details');
    for (const name of [SEED_CONTRACT.fullCandidate, SEED_CONTRACT.bareCandidate]) expectText(candidates, name, 'a candidate');
    expectText(candidates, text(language, 'candidates', 'defaults.languages'), 'the default languages');
    // Stars for the rating given (4), none for the candidate without one: no default rating is drawn.
    const ratings = Array.from({ length: MAX_CANDIDATE_RATING + 1 }, (_, stars) => stars).flatMap((stars) => {
      const label = `aria-label="${text(language, 'candidates', 'card.rating', { rating: String(stars) })}"`;
      return Array.from({ length: candidates.html.split(label).length - 1 }, () => stars);
    });
    if (ratings.join() !== '4') problems.push(`${candidates.path}: the cards show the ratings [${ratings.join(', ')}], not only the one given (4)`);
    if (!/candidate-placeholder\.(jpg|webp|avif)/.test(candidates.html)) problems.push(`${candidates.path}: no placeholder photo`);

    const about = page('/about-us');
    for (const name of SEED_CONTRACT.testimonialNames) expectText(about, name, 'a testimonial');

    const privacy = page('/privacy-policy');
    const retention = /data-testid="privacy-retention">([^<]*)</.exec(privacy.html)?.[1] ?? '';
    if (retention !== text(language, 'privacy', 'retention.unstated')) {
      problems.push(`${privacy.path}: the retention period reads "${retention}", not the sentence for an unstated period`);
    }
  }
  return problems;
}
