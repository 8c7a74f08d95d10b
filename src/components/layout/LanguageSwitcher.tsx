import React, { useRef } from 'react';
import { navigate } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@shared/constants';
import { switchLanguageUrl, type PageKind } from '@shared/language';
import { usePageLanguage } from '../../hooks/use-page-language';
import { useEarlyTap } from '../../hooks/use-early-tap';
import { EARLY_TAP } from '../../lib/early-actions';
import { saveLanguage } from '../../lib/language-storage';
import { Flag } from './Flags';
import * as styles from './LanguageSwitcher.module.css';

interface Props {
  pageKind: PageKind;
  className?: string;
}

interface OptionProps {
  language: Language;
  current: boolean;
  label: string;
  onChoose: (language: Language) => void;
}

/**
 * One flag. A tap before the page's code has run is kept and carried out when it runs (lib/early-actions).
 * Named by its aria-label, not by hidden text: in the phone menu, hidden text would be laid out in a
 * machine font in the very tap that opens the menu (see .visually-hidden in global.css).
 */
function LanguageOption({ language, current, label, onChoose }: OptionProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useEarlyTap(ref);
  return (
    <button
      ref={ref}
      type="button"
      lang={language}
      className={`${styles.option} ${current ? styles.current : ''}`}
      aria-label={label}
      aria-pressed={current}
      data-language={language}
      {...{ [EARLY_TAP]: `language-${language}` }}
      onClick={() => onChoose(language)}
    >
      <span className={styles.flag}>
        <Flag language={language} />
        <span className="working-ring" aria-hidden="true" />
      </span>
      <span className={styles.code} aria-hidden="true">
        {language.toUpperCase()}
      </span>
    </button>
  );
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
        <LanguageOption key={language} language={language} current={language === current} label={t(`languageSwitcher.${language}`)} onChoose={choose} />
      ))}
    </div>
  );
}
