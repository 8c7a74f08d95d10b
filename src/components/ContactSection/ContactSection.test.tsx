import React from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { renderWithI18n } from '../../../test-support/render-with-i18n';
import { ContactSection } from './ContactSection';
import { HUBSPOT_EMBED_SCRIPT } from './hubspot';
import { HUBSPOT_PRELOAD_MARGIN } from './HubSpotForm';

jest.mock('../../lib/api-client', () => ({ api: { sendContactMessage: jest.fn() } }));

const NAMESPACES = ['home', 'contact', 'forms', 'validation'] as const;
const HUBSPOT_ENV = {
  GATSBY_HUBSPOT_PORTAL_ID: '1234567',
  GATSBY_HUBSPOT_FORM_ID: 'a1b2c3d4-0000-4000-8000-123456789abc',
  GATSBY_HUBSPOT_REGION: 'eu1',
};

class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  comeNear() {
    act(() => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
  }
}

const embedScripts = () => Array.from(document.querySelectorAll<HTMLScriptElement>(`script[src="${HUBSPOT_EMBED_SCRIPT}"]`));

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
});

afterEach(() => {
  for (const key of Object.keys(HUBSPOT_ENV)) delete process.env[key];
  delete window.hbspt;
  embedScripts().forEach((script) => script.remove());
});

describe('ContactSection', () => {
  it('shows the home copy and our own form by default', async () => {
    const { i18n } = renderWithI18n(<ContactSection namespace="home" />, { namespaces: NAMESPACES });
    expect(screen.getByRole('heading', { level: 2, name: i18n.t('home:contact.title') })).toBeInTheDocument();
    expect(screen.getByText(i18n.t('home:contact.text'))).toBeInTheDocument();
    expect(await screen.findByTestId('contact-form')).toBeInTheDocument();
    expect(embedScripts()).toHaveLength(0);
  });

  it('shows the contact page copy for the contact namespace', () => {
    const { i18n } = renderWithI18n(<ContactSection namespace="contact" />, { namespaces: NAMESPACES });
    expect(screen.getByRole('heading', { level: 2, name: i18n.t('contact:formSection.title') })).toBeInTheDocument();
    expect(screen.getByText(i18n.t('contact:formSection.eyebrow'))).toBeInTheDocument();
  });

  it('loads the HubSpot script only when the section comes near and creates the configured form', async () => {
    Object.assign(process.env, HUBSPOT_ENV);
    renderWithI18n(<ContactSection namespace="contact" />, { namespaces: NAMESPACES });
    expect(screen.queryByTestId('contact-form')).not.toBeInTheDocument();
    const embed = screen.getByTestId('hubspot-form');
    expect(embedScripts()).toHaveLength(0);

    const observer = FakeIntersectionObserver.instances[0];
    expect(observer.options.rootMargin).toBe(HUBSPOT_PRELOAD_MARGIN);
    observer.comeNear();
    expect(embedScripts()).toHaveLength(1);

    const create = jest.fn();
    window.hbspt = { forms: { create } };
    act(() => embedScripts()[0].dispatchEvent(new Event('load')));
    await waitFor(() => expect(embed).toHaveAttribute('data-state', 'ready'));
    expect(create).toHaveBeenCalledWith({
      portalId: HUBSPOT_ENV.GATSBY_HUBSPOT_PORTAL_ID,
      formId: HUBSPOT_ENV.GATSBY_HUBSPOT_FORM_ID,
      region: HUBSPOT_ENV.GATSBY_HUBSPOT_REGION,
      target: `#${embed.id}`,
    });
  });

  it('falls back to our own form when the HubSpot script cannot load', async () => {
    Object.assign(process.env, HUBSPOT_ENV);
    renderWithI18n(<ContactSection namespace="home" />, { namespaces: NAMESPACES });
    FakeIntersectionObserver.instances[0].comeNear();
    act(() => embedScripts()[0].dispatchEvent(new Event('error')));
    expect(await screen.findByTestId('contact-form')).toBeInTheDocument();
  });

  it('needs all three HubSpot settings', async () => {
    process.env.GATSBY_HUBSPOT_PORTAL_ID = HUBSPOT_ENV.GATSBY_HUBSPOT_PORTAL_ID;
    process.env.GATSBY_HUBSPOT_FORM_ID = HUBSPOT_ENV.GATSBY_HUBSPOT_FORM_ID;
    renderWithI18n(<ContactSection namespace="home" />, { namespaces: NAMESPACES });
    expect(await screen.findByTestId('contact-form')).toBeInTheDocument();
  });
});
