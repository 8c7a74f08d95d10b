import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValidationTranslate } from '@efe/shared/form-rules';
import { validationTranslate } from '../lib/validation-translate';

/**
 * The page language's validation messages as the shared form rules take them. A new one when the
 * language changes (react-i18next hands out a new `t`), so a schema made from it follows.
 */
export function useValidationTranslate(): ValidationTranslate {
  const { t } = useTranslation('validation');
  return useMemo(() => validationTranslate(t), [t]);
}
