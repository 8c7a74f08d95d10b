import React, { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredContactForm } from '../ContactForm/DeferredContactForm';
import { HubSpotForm } from './HubSpotForm';
import { hubSpotFormConfig } from './hubspot';
import * as styles from './ContactSection.module.css';

export type ContactSectionNamespace = 'home' | 'contact';

interface Props {
  /** Whose copy heads the section: `home:contact` on the home page, `contact:formSection` on the contact page. */
  namespace: ContactSectionNamespace;
  /** Anchor id of the section, for "contact us" links that scroll to the form. */
  id?: string;
}

/** The contact section of the home and contact pages: heading and text beside the form. */
export function ContactSection({ namespace, id = 'contact-form' }: Props) {
  const { i18n } = useTranslation(namespace);
  const copy =
    namespace === 'home'
      ? i18n.getFixedT(null, 'home')('contact', { returnObjects: true })
      : i18n.getFixedT(null, 'contact')('formSection', { returnObjects: true });
  const hubSpot = useMemo(() => hubSpotFormConfig(), []);
  const titleId = `${id}-title`;

  return (
    <section id={id} className={`section section--cream ${styles.section}`} aria-labelledby={titleId} data-testid="contact-section">
      <div className={`container ${styles.layout}`}>
        <div className={styles.intro}>
          <span className="eyebrow">{copy.eyebrow}</span>
          <h2 id={titleId}>{copy.title}</h2>
          <p className="lead">{copy.text}</p>
        </div>
        <div className={styles.formColumn}>{hubSpot ? <HubSpotForm config={hubSpot} /> : <DeferredContactForm />}</div>
      </div>
    </section>
  );
}
