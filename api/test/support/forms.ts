/** Builds and sends the career application form the way a browser does (multipart/form-data). */
import { pdfOfSize, pngOfSize } from './sample-files';

export interface UploadPart {
  bytes: Buffer;
  filename: string;
  /** What the browser claims; the server must not trust it. */
  type: string;
}

/** Text fields by name; an array repeats the field, null leaves it out. */
export type FormFields = Record<string, string | string[] | null>;

export const VALID_FIELDS: FormFields = {
  name: 'Maria Santos',
  email: 'maria.santos@example.com',
  phone: '+971 50 123 4567',
  language: ['english', 'tagalog'],
  role: 'nanny',
  ageGroup: '3-5',
  quote: 'I have cared for newborns and toddlers in Dubai for eight years.',
  site_language: 'en',
};

export function validFiles(): Record<'cv' | 'photo', UploadPart> {
  return {
    cv: { bytes: pdfOfSize(4096), filename: 'maria-santos-cv.pdf', type: 'application/pdf' },
    photo: { bytes: pngOfSize(2048), filename: 'maria.png', type: 'image/png' },
  };
}

export function applicationForm(
  fieldOverrides: FormFields = {},
  fileOverrides: Partial<Record<string, UploadPart | UploadPart[] | null>> = {},
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...VALID_FIELDS, ...fieldOverrides })) {
    if (value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  for (const [name, value] of Object.entries({ ...validFiles(), ...fileOverrides })) {
    if (value === null || value === undefined) continue;
    for (const part of Array.isArray(value) ? value : [value]) {
      form.append(name, new Blob([new Uint8Array(part.bytes)], { type: part.type }), part.filename);
    }
  }
  return form;
}

export interface JsonReply {
  status: number;
  body: { id?: number; error?: string; errors?: Record<string, string> };
}

export async function postForm(baseUrl: string, form: FormData, query = ''): Promise<JsonReply> {
  const response = await fetch(`${baseUrl}/api/teachers/create${query}`, { method: 'POST', body: form });
  return { status: response.status, body: (await response.json()) as JsonReply['body'] };
}

export async function postJson(baseUrl: string, route: string, body: unknown): Promise<JsonReply> {
  const response = await fetch(`${baseUrl}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as JsonReply['body'] };
}
