import React, { useContext, useRef, type MouseEvent } from 'react';
import { navigate } from 'gatsby';
import { useTranslation } from 'react-i18next';
// The context alone, not the plugin's index (its Link and helpers would join every page's JavaScript).
import { I18nextContext } from 'gatsby-plugin-react-i18next/dist/i18nextContext';
import { LANGUAGES, type Language } from '@efe/shared/constants';
import { switchLanguageUrl, type PageKind } from '@efe/shared/language';
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
  /** The same page in this language: where the flag goes with scripts off. */
  href: string;
  current: boolean;
  label: string;
  onChoose: (language: Language) => void;
}

/** A click that asks for a new tab or window, or a download: the browser's, not the switcher's. */
function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * One flag: a link to the same page in its language, so it works with scripts off; the page's code
 * takes the click over (saves the choice, keeps the query and hash). A tap before that code has run
 * is kept and carried out when it runs (lib/early-actions). The current language is the current
 * page (`aria-current`). Named by its aria-label, not by hidden text: in the phone menu, hidden
 * text would be laid out in a machine font in the very tap that opens the menu (see
 * .visually-hidden in global.css).
 */
function LanguageOption({ language, href, current, label, onChoose }: OptionProps) {
  const ref = useRef<HTMLAnchorElement>(null);
  useEarlyTap(ref);
  const onClick = (event: MouseEvent) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    onChoose(language);
  };
  return (
    <a
      ref={ref}
      href={href}
      hrefLang={language}
      lang={language}
      className={`${styles.option} ${current ? styles.current : ''}`}
      aria-label={label}
      aria-current={current ? 'true' : undefined}
      data-language={language}
      {...{ [EARLY_TAP]: `language-${language}` }}
      onClick={onClick}
    >
      <span className={styles.flag}>
        <Flag language={language} />
        <span className="working-ring" aria-hidden="true" />
      </span>
      <span className={styles.code} aria-hidden="true">
        {language.toUpperCase()}
      </span>
    </a>
  );
}

export function LanguageSwitcher({ pageKind, className }: Props) {
  const { t } = useTranslation('common');
  const current = usePageLanguage();
  // The page's path without its language prefix, as it was built (the server's HTML has the links).
  const { originalPath } = useContext(I18nextContext);

  const choose = (target: Language) => {
    saveLanguage(target);
    if (target === current) return;
    const { pathname, search, hash } = window.location;
    navigate(switchLanguageUrl({ pathname, search, hash }, target, pageKind));
  };

  return (
    <div className={`${styles.switcher} ${className ?? ''}`} role="group" aria-label={t('languageSwitcher.label')}>
      {LANGUAGES.map((language) => (
        <LanguageOption
          key={language}
          language={language}
          href={switchLanguageUrl({ pathname: originalPath }, language, pageKind)}
          current={language === current} label={t(`languageSwitcher.${language}`)} onChoose={choose} />
      ))}
    </div>
  );
}
