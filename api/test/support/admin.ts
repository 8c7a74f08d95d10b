/** Calls the admin API with (or without) its bearer token. */
export const ADMIN_TOKEN = 'test-admin-token-0123456789';

export interface AdminReply<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** An admin answer when a test does not say more: data, or field errors, or an error. */
export type AdminBody = { data?: unknown; errors?: Record<string, string>; error?: string };

export async function adminCall<T = AdminBody>(
  baseUrl: string,
  method: string,
  route: string,
  options: { json?: unknown; form?: FormData; token?: string | null } = {},
): Promise<AdminReply<T>> {
  const headers: Record<string, string> = {};
  const token = options.token === undefined ? ADMIN_TOKEN : options.token;
  if (token !== null) headers.authorization = `Bearer ${token}`;
  let body: string | FormData | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  const response = await fetch(`${baseUrl}${route}`, { method, headers, body });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as T };
}

export function fileForm(field: string, bytes: Buffer, filename: string, type: string): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  return form;
}
