import React from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactField, ContactFormValues } from '@efe/shared/contact-schema';
import { RequiredMark } from '../form/RequiredMark';
import type { FieldIds } from '../form/field-ids';
import type { CheckedForm } from '../form/use-checked-form';
import { PrivacyNote } from '../form/PrivacyNote';
import { ContactControl } from './ContactControl';
import { ContactSendStatus, type useContactSending } from './contact-sending';
import * as styles from './ContactForm.module.css';

interface Props<Field extends ContactField> {
  title: string;
  titleId?: string;
  /** `contact` or `inquiry`: the test ids of the draft note and the send button. */
  testIdPrefix: string;
  /** The fields shown, in order. */
  fields: readonly Field[];
  ids: Record<Field, FieldIds>;
  form: CheckedForm<ContactFormValues, Field>;
  sending: ReturnType<typeof useContactSending>;
  draftRestored: boolean;
  submitRef?: React.Ref<HTMLButtonElement>;
}

/**
 * What a contact message's form shows inside its <form>: the title, the note on required fields
 * (and on a restored draft), the fields, what went wrong with the last attempt, the send button
 * and the privacy line. The contact form and a candidate's "Ask about" share it.
 */
export function ContactFormBody<Field extends ContactField>({ title, titleId, testIdPrefix, fields, ids, form, sending, draftRestored, submitRef }: Props<Field>) {
  const { t } = useTranslation('forms', { keyPrefix: 'contact' });
  return (
    <>
      <h3 id={titleId} className={styles.title}>
        {title}
      </h3>
      <p className={styles.requiredNote}>
        <RequiredMark text="* " />
        {t('required')}
      </p>
      {draftRestored ? (
        <p className="info-note" data-testid={`${testIdPrefix}-draft-restored`}>
          {t('draftRestored')}
        </p>
      ) : null}
      <div className={styles.grid}>
        {fields.map((name) => (
          <ContactControl key={name} name={name} ids={ids[name]} form={form} />
        ))}
      </div>
      <ContactSendStatus sending={sending} busy={form.sending} onRetry={() => void form.submit()} className={styles.status} />
      <button ref={submitRef} type="submit" className={`button ${styles.submit}`} disabled={form.sending} data-testid={`${testIdPrefix}-submit`}>
        {form.sending ? t('sending') : t('submit')}
      </button>
      <PrivacyNote text={t('privacy')} />
    </>
  );
}
