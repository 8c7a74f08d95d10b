import React from 'react';
import { useTranslation } from 'react-i18next';
import { Header } from './Header';
import { Footer } from './Footer';
import { WhatsAppButton } from './WhatsAppButton';
import { HydrationBoundary } from '../HydrationBoundary/HydrationBoundary';
import type { PageKind } from '@efe/shared/language';
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
        {/* Each of the page's sections hydrates on its own. */}
        {React.Children.map(children, (section) => (
          <HydrationBoundary>{section}</HydrationBoundary>
        ))}
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
