/**
 * Build-time reads from the content API. Any failure stops the build with a message naming
 * the URL: a site with silently empty lists must never be published.
 */
export class ContentApiError extends Error {}

const TIMEOUT_MS = 20_000;

export async function fetchApiJson<T>(url: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json' } });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ContentApiError(
      `The content API at ${url} could not be reached (${reason}). Start it with "npm run api" or set API_URL.`,
    );
  }
  if (!response.ok) {
    throw new ContentApiError(`The content API answered ${response.status} for ${url}.`);
  }
  try {
    return (await response.json()) as T;
  } catch {
    throw new ContentApiError(`The content API sent something that is not JSON for ${url}.`);
  }
}

/** `{ data: [...] }` with at least one item, or a ContentApiError. */
export async function fetchNonEmptyList<T>(url: string): Promise<T[]> {
  const body = await fetchApiJson<{ data?: unknown }>(url);
  if (!Array.isArray(body?.data)) throw new ContentApiError(`The content API answer for ${url} has no "data" list.`);
  if (body.data.length === 0) throw new ContentApiError(`The content API returned an empty list for ${url}.`);
  return body.data as T[];
}
