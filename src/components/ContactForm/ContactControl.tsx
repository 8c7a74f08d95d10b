import React from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactField } from '@efe/shared/contact-schema';
import { SERVICE_SLUGS } from '@efe/shared/routes';
import { FormField } from '../form/FormField';
import { controlProps, type FieldIds } from '../form/field-ids';
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

/** What a field needs of its form (a contact message's, or the booking form's details). */
export interface TextFieldsForm<Field extends string> {
  values: Record<Field, string>;
  errorOf(field: Field): string | undefined;
  change(field: Field, value: string): void;
}

interface Props<Field extends ContactField> {
  name: Field;
  ids: FieldIds;
  form: TextFieldsForm<Field>;
  /** Another label than the contact form's (the booking form's optional message). */
  label?: string;
  /** May be left empty (the booking form's message); the services always may. */
  optional?: boolean;
}

/** One field of a contact message, labelled in the page's language, with its error under it. */
export function ContactControl<Field extends ContactField>({ name, ids, form, label, optional = false }: Props<Field>) {
  const { t } = useTranslation('forms', { keyPrefix: 'contact' });
  const { t: tCommon } = useTranslation('common');
  const { type, autoComplete, multiline, services, wide } = CONTROLS[name];
  const required = !services && !optional;
  const error = form.errorOf(name);
  const control = {
    ...controlProps(ids, false, error),
    autoComplete,
    'aria-required': required,
    className: `${styles.control} ${error ? styles.controlInvalid : ''}`,
    value: form.values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => form.change(name, event.currentTarget.value),
  };
  return (
    <FormField ids={ids} label={label ?? t(name)} error={error} required={required} className={wide ? styles.fieldWide : ''}>
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
