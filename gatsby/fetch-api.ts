/**
 * Build-time reads from the content API, each answer checked against the shared contract
 * (src/lib/contract) where it enters: a build with an answer of another shape stops, naming the
 * resource, the item and the field, instead of publishing pages with blanks. Any other failure
 * stops the build too, naming the URL: a site with silently empty lists must never be published.
 * Checked with Ajv, the validator the API itself uses: the contract's nullable and per-language
 * parts are plain JSON schemas (Type.Unsafe), which TypeBox's own compiler does not read.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import { propertyOf } from '../src/lib/read-unknown';
import { errorMessage } from '../src/lib/error-facts';

export class ContentApiError extends Error {}

const TIMEOUT_MS = 20_000;

const ajv = new Ajv({ strict: false, allErrors: false });
addFormats(ajv);

export async function fetchApiJson(url: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json' } });
  } catch (error) {
    const reason = errorMessage(error);
    throw new ContentApiError(
      `The content API at ${url} could not be reached (${reason}). Start it with "npm run api" or set API_URL.`,
    );
  }
  if (!response.ok) {
    throw new ContentApiError(`The content API answered ${response.status} for ${url}.`);
  }
  try {
    const body: unknown = await response.json();
    return body;
  } catch {
    throw new ContentApiError(`The content API sent something that is not JSON for ${url}.`);
  }
}

/** "item 3 (how-to-choose-a-nanny), field title: must have required property 'title'", from Ajv's first error. */
function describeProblem(body: unknown, error: ErrorObject): string {
  const segments = error.instancePath.split('/').slice(2); // past "" and "data"
  const index = /^\d+$/.test(segments[0] ?? '') ? segments.shift() : undefined;
  const missing = propertyOf(error.params, 'missingProperty');
  if (typeof missing === 'string') segments.push(missing);
  const problem = `field ${segments.join('.') || '(the answer itself)'}: ${error.message ?? 'is invalid'}`;
  if (index === undefined) return problem;
  const item = propertyOf(propertyOf(body, 'data'), index);
  const name = propertyOf(item, 'slug') ?? propertyOf(item, 'id');
  return `item ${index}${name === undefined ? '' : ` (${String(name)})`}, ${problem}`;
}

/** `{ data: … }` as the contract describes it for `resource`, or a ContentApiError that names what differs. */
export async function fetchAnswer<Data extends TSchema>(url: string, resource: string, data: Data): Promise<Static<Data>> {
  const body = await fetchApiJson(url);
  const check = ajv.compile<{ data: Static<Data> }>(Type.Object({ data }));
  if (check(body)) return body.data;
  const [first] = check.errors ?? [];
  const problem = first ? describeProblem(body, first) : 'it is not { "data": … }';
  throw new ContentApiError(`The content API's ${resource} at ${url} does not match the contract (src/lib/contract): ${problem}.`);
}

/** A list of `item` with at least one entry, or a ContentApiError. */
export async function fetchNonEmptyList<Item extends TSchema>(url: string, resource: string, item: Item): Promise<Array<Static<Item>>> {
  const list = await fetchAnswer(url, resource, Type.Array(item));
  if (list.length === 0) throw new ContentApiError(`The content API returned an empty list of ${resource} for ${url}.`);
  return list;
}
