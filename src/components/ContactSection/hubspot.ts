/**
 * Optional HubSpot form embed (the old site embedded a marketing-form provider; our own form is the default). Set all
 * three GATSBY_HUBSPOT_* variables at build time to use it; otherwise the site's own form is shown.
 */
export interface HubSpotFormConfig {
  portalId: string;
  formId: string;
  region: string;
}

export const HUBSPOT_EMBED_SCRIPT = 'https://js.hsforms.net/forms/embed/v2.js';

interface HubSpotGlobal {
  forms: { create: (options: HubSpotFormConfig & { target: string }) => void };
}

declare global {
  interface Window {
    hbspt?: HubSpotGlobal;
  }
}

/** The configured form, or null. Each variable is read literally so Gatsby can inline it at build time. */
export function hubSpotFormConfig(): HubSpotFormConfig | null {
  const portalId = process.env.GATSBY_HUBSPOT_PORTAL_ID?.trim();
  const formId = process.env.GATSBY_HUBSPOT_FORM_ID?.trim();
  const region = process.env.GATSBY_HUBSPOT_REGION?.trim();
  return portalId && formId && region ? { portalId, formId, region } : null;
}

let scriptLoad: Promise<HubSpotGlobal> | null = null;

function injectScript(): Promise<HubSpotGlobal> {
  return new Promise<HubSpotGlobal>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = HUBSPOT_EMBED_SCRIPT;
    script.async = true;
    script.charset = 'utf-8';
    script.onload = () => (window.hbspt ? resolve(window.hbspt) : reject(new Error('HubSpot script loaded without hbspt')));
    script.onerror = () => {
      script.remove();
      reject(new Error(`Could not load ${HUBSPOT_EMBED_SCRIPT}`));
    };
    document.body.appendChild(script);
  });
}

/**
 * Adds the embed script once, however many forms ask at the same time. Once loaded, window.hbspt
 * answers later calls; after a failure the next call tries again.
 */
export function loadHubSpotScript(): Promise<HubSpotGlobal> {
  if (window.hbspt) return Promise.resolve(window.hbspt);
  if (!scriptLoad) {
    scriptLoad = injectScript().finally(() => {
      scriptLoad = null;
    });
  }
  return scriptLoad;
}
