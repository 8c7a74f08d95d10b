import React, { useCallback, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ServiceLinks } from './ServiceLinks';
import { hidePopover } from '../../lib/popover';
import * as styles from './Header.module.css';

/**
 * "Services" in the header bar: a button that opens the seven pages as an HTML popover, from the
 * first paint on, with or without the page's code. The browser opens and closes it, closes it on a
 * press elsewhere and on Escape (focus back on the button), puts its links next in the Tab order,
 * and tells assistive technology whether the list is open. The code adds what the
 * platform does not: Tab leaving the list closes it, and so does following a link within the page.
 * Hover and keyboard focus show the list too (Header.module.css).
 */
export function ServicesPopover({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('common');
  const listId = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const followLink = useCallback(() => {
    hidePopover(listRef.current);
    onNavigate();
  }, [onNavigate]);

  return (
    <li
      ref={itemRef}
      className={`${styles.dropdown} ${styles.servicesAnchor}`}
      onBlur={(event) => {
        if (!itemRef.current?.contains(event.relatedTarget)) hidePopover(listRef.current);
      }}
    >
      <button type="button" className={styles.link} aria-controls={listId} popovertarget={listId}>
        {t('nav.services')}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <ServiceLinks ref={listRef} id={listId} popover="auto" onNavigate={followLink} />
    </li>
  );
}
