import React, { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../LocalizedLink';
import { HEADER_SERVICE_SLUGS } from '@shared/routes';
import * as styles from './Header.module.css';

interface Props {
  onNavigate: () => void;
  /** In the header bar the list closes on a press elsewhere, on Escape and when Tab leaves it. */
  closesOnLeave: boolean;
}

/** "Services" and its seven pages: a button that opens the list (on wide screens hover opens it too). */
export function ServicesDropdown({ onNavigate, closesOnLeave }: Props) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open || !closesOnLeave) return undefined;
    const onPointer = (event: MouseEvent) => {
      if (!(event.target instanceof Node && itemRef.current?.contains(event.target))) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Focus on a link of the closing list would fall to <body>: keep the visitor's place.
      if (itemRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
      setOpen(false);
    };
    document.addEventListener('click', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, closesOnLeave]);

  return (
    <li
      ref={itemRef}
      className={`${styles.dropdown} ${open ? styles.dropdownOpen : ''}`}
      onBlur={(event) => {
        if (closesOnLeave && !itemRef.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.link}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {t('nav.services')}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <ul id={listId} className={styles.dropdownList}>
        {HEADER_SERVICE_SLUGS.map((slug) => (
          <li key={slug}>
            <LocalizedLink to={`/${slug}`} className={styles.dropdownLink} activeClassName={styles.active} onClick={onNavigate}>
              {t(`serviceNames.${slug}`)}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
