import type { TFunction } from 'i18next';
import type { ValidationTranslate } from '@efe/shared/form-rules';

/**
 * The `validation` namespace's `t` as the shared form rules call it: a key given as a string (the
 * API binds its own), values to fill in. i18next types `t` by the locale files' keys; a key given
 * as a plain string is accepted with a default, here the key itself, which is what i18next shows
 * for a key it lacks anyway.
 */
export function validationTranslate(t: TFunction<'validation'>): ValidationTranslate {
  return (key, values) => t(key, { replace: values, defaultValue: key });
}
