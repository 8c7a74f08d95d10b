/**
 * What the privacy notice lists as collected: each form's fields in their order on screen, named
 * by the forms' own labels (forms.json), so a field added to a form is listed here too.
 */
import { APPLICATION_FIELDS, CONTACT_FIELDS, FILE_FIELDS, type ApplicationField, type ContactField, type FileField } from '@efe/shared/form-fields';

export interface NoticeField {
  /** Key of the field's label in the forms namespace. */
  label: `contact.${ContactField}` | `application.${ApplicationField}`;
  /** Key of what a file field takes ("PDF or DOCX, at most 2 MB"), said with it, if any. */
  hint?: `application.${FileField}Kinds`;
}

const fileField = (field: ApplicationField): FileField | undefined => FILE_FIELDS.find((file) => file === field);

export const CONTACT_NOTICE_FIELDS: readonly NoticeField[] = CONTACT_FIELDS.map((field) => ({ label: `contact.${field}` as const }));

export const APPLICATION_NOTICE_FIELDS: readonly NoticeField[] = APPLICATION_FIELDS.map((field) => {
  const file = fileField(field);
  return file ? { label: `application.${file}` as const, hint: `application.${file}Kinds` as const } : { label: `application.${field}` as const };
});
