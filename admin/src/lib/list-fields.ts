/** Between the admin API's records and the admin's forms: fields stored as text that a form edits as a list. */
type Row = Record<string, unknown>;

/** Fields the API takes as a list or a comma-separated text; the form edits them as lists. */
const LIST_FIELDS: Record<string, readonly string[]> = { candidates: ['roles', 'language'] };

export function withListFields(resource: string, record: Row): Row {
  const shown = { ...record };
  for (const field of LIST_FIELDS[resource] ?? []) {
    const value = record[field];
    if (typeof value === 'string') shown[field] = value.split(',').map((item) => item.trim()).filter(Boolean);
  }
  return shown;
}
