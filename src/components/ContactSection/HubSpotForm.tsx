import React, { useEffect, useId, useRef, useState } from 'react';
import { loadHubSpotScript, type HubSpotFormConfig } from './hubspot';
import { DeferredContactForm } from '../ContactForm/DeferredContactForm';
import * as styles from './ContactSection.module.css';

/** How far below the viewport the section may still be when the script starts loading. */
export const HUBSPOT_PRELOAD_MARGIN = '300px 0px';

type EmbedState = 'waiting' | 'loading' | 'ready' | 'failed';

/**
 * Loads HubSpot's script only when the form comes near the viewport, so visitors who never scroll
 * there do not download it. If the script cannot load (blocked, offline), our own form takes over.
 */
export function HubSpotForm({ config }: { config: HubSpotFormConfig }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const targetId = `hubspot-form-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [state, setState] = useState<EmbedState>('waiting');

  useEffect(() => {
    const container = containerRef.current;
    if (!container || state !== 'waiting') return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setState('loading');
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setState('loading');
        }
      },
      { rootMargin: HUBSPOT_PRELOAD_MARGIN },
    );
    observer.observe(container);
    return () => observer.disconnect();
  }, [state]);

  useEffect(() => {
    if (state !== 'loading') return undefined;
    let cancelled = false;
    loadHubSpotScript()
      .then((hbspt) => {
        if (cancelled) return;
        hbspt.forms.create({ ...config, target: `#${targetId}` });
        setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
    };
  }, [state, config, targetId]);

  if (state === 'failed') return <DeferredContactForm />;
  return (
    <div
      ref={containerRef}
      id={targetId}
      className={styles.embed}
      aria-busy={state !== 'ready'}
      data-testid="hubspot-form"
      data-state={state}
    />
  );
}
