/**
 * What the privacy notice lists as collected: each form's fields in their order on screen, named
 * by the forms' own labels (forms.json), so a field added to a form is listed here too.
 */
import { APPLICATION_FIELDS, CONTACT_FIELDS, FILE_FIELDS, type ApplicationField } from './form-fields';

export interface NoticeField {
  /** Key of the field's label in the forms namespace. */
  label: string;
  /** Key of a hint said with it (accepted files and sizes), if any. */
  hint?: string;
}

const isFileField = (field: ApplicationField) => FILE_FIELDS.some((file) => file === field);

export const CONTACT_NOTICE_FIELDS: readonly NoticeField[] = CONTACT_FIELDS.map((field) => ({ label: `contact.${field}` }));

export const APPLICATION_NOTICE_FIELDS: readonly NoticeField[] = APPLICATION_FIELDS.map((field) =>
  isFileField(field) ? { label: `application.${field}`, hint: `application.${field}Hint` } : { label: `application.${field}` },
);
