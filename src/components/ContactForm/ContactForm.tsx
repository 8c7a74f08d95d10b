import React, { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_FIELDS, EMPTY_CONTACT_FORM, createContactSchema, type ContactField, type ContactFormValues } from '@efe/shared/contact-schema';
import { useEnteredValues } from '../../hooks/use-entered-values';
import { enteredTexts, layeredValues } from '../../lib/entered-values';
import { serviceFromAddress } from '../../lib/service-from-address';
import { formFieldIds } from '../form/field-ids';
import { useCheckedForm } from '../form/use-checked-form';
import { useFormDraft } from '../form/use-form-draft';
import { contactDraft } from '../../lib/form-draft';
import { useValidationTranslate } from '../../hooks/use-validation-translate';
import * as styles from './ContactForm.module.css';
import { useContactSending } from './contact-sending';
import { ContactFormBody } from './ContactFormBody';
import { ContactThanks } from './ContactThanks';


/** The site's own contact form: validated in the visitor's language, posted to POST /api/contact. */
export function ContactForm() {
  const { t } = useTranslation('forms', { keyPrefix: 'contact' });
  const tValidation = useValidationTranslate();
  // Ids without useId's colons, which a CSS selector would have to escape.
  const prefix = `contact${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const ids = useMemo(() => formFieldIds(prefix, CONTACT_FIELDS), [prefix]);
  const schema = useMemo(() => createContactSchema(tValidation), [tValidation]);
  const [thanksOpen, setThanksOpen] = useState(false);
  const submitRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const sending = useContactSending();

  const controlId = useCallback((field: ContactField) => ids[field].control, [ids]);
  const form = useCheckedForm<ContactFormValues, ContactField>({
    fields: CONTACT_FIELDS,
    initialValues: EMPTY_CONTACT_FORM,
    schema,
    controlId,
    send: sending.send,
    onAccepted: () => {
      draft.discard();
      setThanksOpen(true);
    },
  });
  const draft = useFormDraft(contactDraft, form.values);

  // Right after hydration: the session draft, and over it whatever the visitor already typed into
  // the static HTML before this code loaded (components/Deferred), which is newer.
  // The service a service page's button names comes after the draft (the button is the newer
  // choice) and before what was chosen on this page before its code ran (newer still).
  useEnteredValues(formRef, ({ text }) => {
    const fromAddress = serviceFromAddress();
    const restored = layeredValues(
      EMPTY_CONTACT_FORM,
      draft.take(),
      fromAddress ? { service: fromAddress } : null,
      enteredTexts(text, CONTACT_FIELDS),
    );
    if (restored) void form.formik.setValues(restored, false);
  });

  const closeThanks = useCallback(() => setThanksOpen(false), []);

  return (
    <>
      <form
        ref={formRef}
        noValidate
        className={styles.form}
        data-testid="contact-form"
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <ContactFormBody
          title={t('title')}
          testIdPrefix="contact"
          fields={CONTACT_FIELDS}
          ids={ids}
          form={form}
          sending={sending}
          draftRestored={draft.restored}
          submitRef={submitRef}
        />
      </form>
      <ContactThanks open={thanksOpen} onClose={closeThanks} submitRef={submitRef} />
    </>
  );
}
