import type { RaRecord } from 'react-admin';
import { LANGUAGES } from '@efe/shared/constants';
import { propertyOf } from '@efe/shared/read-unknown';

/**
 * What names a post in the admin (its edit page's title, references to it): its title, in
 * English when it has one, else in its first language that has one; its slug only when untitled.
 */
export function postTitle(record: RaRecord): string {
  const translations = propertyOf(record, 'translations');
  for (const language of LANGUAGES) {
    const title = propertyOf(propertyOf(translations, language), 'title');
    if (typeof title === 'string' && title.trim() !== '') return title.trim();
  }
  const slug = propertyOf(record, 'slug');
  return typeof slug === 'string' ? slug : String(record.id);
}
