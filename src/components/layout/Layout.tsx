import React from 'react';
import { useTranslation } from 'react-i18next';
import { Header } from './Header';
import { Footer } from './Footer';
import { WhatsAppButton } from './WhatsAppButton';
import { HydrationBoundary } from '../HydrationBoundary/HydrationBoundary';
import { Seo } from '../Seo/Seo';
import type { PageKind } from '@shared/language';
import * as styles from './Layout.module.css';

interface Props {
  pageKind: PageKind;
  children: React.ReactNode;
}

export function Layout({ pageKind, children }: Props) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skipLink}>
        {t('skipToContent')}
      </a>
      <HydrationBoundary>
        <Header pageKind={pageKind} />
      </HydrationBoundary>
      <main id="main" tabIndex={-1} className={styles.main}>
        {/* Each of the page's sections hydrates on its own; not the head's <Seo>, which draws nothing here, nor an empty slot. */}
        {React.Children.map(children, (child) => (React.isValidElement(child) && child.type !== Seo ? <HydrationBoundary>{child}</HydrationBoundary> : child))}
      </main>
      <div className={styles.footerWrap}>
        <HydrationBoundary>
          <Footer />
          <WhatsAppButton />
        </HydrationBoundary>
      </div>
    </div>
  );
}
