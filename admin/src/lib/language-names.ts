import type { Language } from '@efe/shared/constants';

/** The site's languages as the staff's screens name them: each in itself, and in English. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ar: 'العربية (Arabic)', ru: 'Русский (Russian)' };
