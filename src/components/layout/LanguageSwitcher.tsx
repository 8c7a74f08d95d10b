import React from 'react';
import { navigate } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@shared/constants';
import { switchLanguageUrl, type PageKind } from '@shared/language';
import { usePageLanguage } from '../../hooks/use-page-language';
import { saveLanguage } from '../../lib/language-storage';
import { Flag } from './Flags';
import * as styles from './LanguageSwitcher.module.css';

interface Props {
  pageKind: PageKind;
  className?: string;
}

export function LanguageSwitcher({ pageKind, className }: Props) {
  const { t } = useTranslation('common');
  const current = usePageLanguage();

  const choose = (target: Language) => {
    saveLanguage(target);
    if (target === current) return;
    const { pathname, search, hash } = window.location;
    navigate(switchLanguageUrl({ pathname, search, hash }, target, pageKind));
  };

  return (
    <div className={`${styles.switcher} ${className ?? ''}`} role="group" aria-label={t('languageSwitcher.label')}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className={`${styles.option} ${language === current ? styles.current : ''}`}
          aria-pressed={language === current}
          data-language={language}
          onClick={() => choose(language)}
        >
          <span className={styles.flag}>
            <Flag language={language} />
          </span>
          <span className={styles.code} aria-hidden="true">
            {language.toUpperCase()}
          </span>
          <span className="visually-hidden">{t(`languageSwitcher.${language}`)}</span>
        </button>
      ))}
    </div>
  );
}

