import React from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactField, ContactFormValues } from '@shared/contact-schema';
import { SERVICE_SLUGS } from '@shared/routes';
import { FormField } from '../form/FormField';
import { controlProps, type FieldIds } from '../form/field-ids';
import type { CheckedForm } from '../form/use-checked-form';
import * as styles from './ContactForm.module.css';

interface Control {
  type?: 'email' | 'tel';
  autoComplete: string;
  /** A textarea; else one line. */
  multiline?: boolean;
  /** The services, "Not sure yet" first; the one field a visitor may leave as it is. */
  services?: boolean;
  /** Across both columns on wide screens. */
  wide?: boolean;
}

const CONTROLS: Record<ContactField, Control> = {
  full_name: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  service: { autoComplete: 'off', services: true },
  subject: { autoComplete: 'off', wide: true },
  message: { autoComplete: 'off', multiline: true, wide: true },
};

interface Props {
  name: ContactField;
  ids: FieldIds;
  form: CheckedForm<ContactFormValues, ContactField>;
}

/** One field of a contact message, labelled in the page's language, with its error under it. */
export function ContactControl({ name, ids, form }: Props) {
  const { t } = useTranslation('forms', { keyPrefix: 'contact' });
  const { t: tCommon } = useTranslation('common');
  const { type, autoComplete, multiline, services, wide } = CONTROLS[name];
  const error = form.errorOf(name);
  const control = {
    ...controlProps(ids, false, error),
    autoComplete,
    'aria-required': !services,
    className: `${styles.control} ${error ? styles.controlInvalid : ''}`,
    value: form.values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => form.change(name, event.currentTarget.value),
  };
  return (
    <FormField ids={ids} label={t(name)} error={error} required={!services} className={wide ? styles.fieldWide : ''}>
      {services ? (
        <select {...control} data-testid="contact-service">
          <option value="">{t('notSure')}</option>
          {SERVICE_SLUGS.map((slug) => (
            <option key={slug} value={slug}>
              {tCommon(`serviceNames.${slug}`)}
            </option>
          ))}
        </select>
      ) : multiline ? (
        <textarea {...control} rows={6} />
      ) : (
        <input {...control} type={type ?? 'text'} inputMode={type === 'tel' ? 'tel' : undefined} dir={type ? 'ltr' : undefined} />
      )}
    </FormField>
  );
}
