/**
 * Content lists (posts, testimonials, candidates) come from the API whole: a few hundred rows at
 * most. The admin sorts, searches and pages them here, as react-admin asks.
 */
import { propertyOf } from '@efe/shared/read-unknown';
export interface ListQuery {
  page: number;
  perPage: number;
  sortField: string;
  sortOrder: 'ASC' | 'DESC';
  /** `q` searches every text in a record (any case, any part); any other key must equal its value. */
  filter: Record<string, unknown>;
}

type Row = Record<string, unknown>;

/** Every string inside a record, nested translations included. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

/** "translations.en.title" → the value at that path. */
export function valueAt(record: Row, field: string): unknown {
  return field.split('.').reduce<unknown>((node, key) => propertyOf(node, key), record);
}

function matches(record: Row, filter: Record<string, unknown>): boolean {
  return Object.entries(filter).every(([field, wanted]) => {
    if (wanted === undefined || wanted === null || wanted === '') return true;
    if (field === 'q') {
      const needle = String(wanted).toLocaleLowerCase();
      return textsOf(record).some((text) => text.toLocaleLowerCase().includes(needle));
    }
    // Exact, so react-admin's useUnique() finds "a-post" taken and "a" free.
    return valueAt(record, field) === wanted;
  });
}

const isEmpty = (value: unknown) => value === undefined || value === null;

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

export function queryList<T extends Row>(rows: T[], query: ListQuery): { data: T[]; total: number } {
  const direction = query.sortOrder === 'DESC' ? -1 : 1;
  const order = (a: unknown, b: unknown) => {
    // Records without the value come last whichever way the list is sorted (the site's own media, with no upload time, after the uploads).
    if (isEmpty(a) || isEmpty(b)) return Number(isEmpty(a)) - Number(isEmpty(b));
    return direction * compare(a, b);
  };
  const found = rows
    .filter((row) => matches(row, query.filter))
    .sort((a, b) => order(valueAt(a, query.sortField), valueAt(b, query.sortField)));
  const start = (query.page - 1) * query.perPage;
  return { data: found.slice(start, start + query.perPage), total: found.length };
}
