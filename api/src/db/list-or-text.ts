/** Roles and languages are stored as JSON text, so a list and a single text both come back as given. */
import type { ListOrText } from '@efe/shared/contract/schema-parts';

export const encodeListOrText = (value: ListOrText | undefined): string | null =>
  value === null || value === undefined ? null : JSON.stringify(value);

export function decodeListOrText(stored: string | null): ListOrText {
  if (stored === null) return null;
  const value: unknown = JSON.parse(stored);
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(String);
  return null;
}
