/**
 * Build-time reads from the content API, each answer checked against the shared contract
 * (shared/contract) where it enters: a build with an answer of another shape stops, naming the
 * resource, the item and the field, instead of publishing pages with blanks. Any other failure
 * stops the build too, naming the URL: a site with silently empty lists must never be published.
 * Checked with Ajv, the validator the API itself uses: the contract's nullable and per-language
 * parts are plain JSON schemas (Type.Unsafe), which TypeBox's own compiler does not read.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import { isRecord, propertyOf } from '@efe/shared/read-unknown';
import { errorMessage } from '@efe/shared/error-facts';

export class ContentApiError extends Error {}

const TIMEOUT_MS = 20_000;

const ajv = new Ajv({ strict: false, allErrors: false });
addFormats(ajv);

/** What fetchAnswer answers for a resource the API may lack (`optional`) when it answers 404. */
export const NOT_FOUND = Symbol('not found');

export async function fetchApiJson(url: string, options: { optional?: boolean } = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json' } });
  } catch (error) {
    const reason = errorMessage(error);
    throw new ContentApiError(
      `The content API at ${url} could not be reached (${reason}). Start it with "npm run api" or set API_URL.`,
    );
  }
  if (options.optional && response.status === 404) return NOT_FOUND;
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

interface AnswerOptions {
  /** A 404 answers NOT_FOUND: a resource our API adds, which another API may lack. */
  optional?: boolean;
  /** The answer may also be the object itself, without `{ data: … }` (the seed's filter options). */
  bare?: boolean;
}

/** `{ data: … }` as the contract describes it for `resource`, or a ContentApiError that names what differs. */
export async function fetchAnswer<Data extends TSchema>(url: string, resource: string, data: Data, options?: AnswerOptions & { optional?: false }): Promise<Static<Data>>;
export async function fetchAnswer<Data extends TSchema>(
  url: string,
  resource: string,
  data: Data,
  options: AnswerOptions & { optional: true },
): Promise<Static<Data> | typeof NOT_FOUND>;
export async function fetchAnswer<Data extends TSchema>(url: string, resource: string, data: Data, options: AnswerOptions = {}) {
  const answer = await fetchApiJson(url, options);
  if (answer === NOT_FOUND) return NOT_FOUND;
  const body = options.bare && isRecord(answer) && !('data' in answer) ? { data: answer } : answer;
  const check = ajv.compile<{ data: Static<Data> }>(Type.Object({ data }));
  if (check(body)) return body.data;
  const [first] = check.errors ?? [];
  const problem = first ? describeProblem(body, first) : 'it is not { "data": … }';
  throw new ContentApiError(`The content API's ${resource} at ${url} does not match the contract (shared/contract): ${problem}.`);
}

/** A list of `item` with at least one entry, or a ContentApiError. */
export async function fetchNonEmptyList<Item extends TSchema>(url: string, resource: string, item: Item): Promise<Array<Static<Item>>> {
  const list = await fetchAnswer(url, resource, Type.Array(item));
  if (list.length === 0) throw new ContentApiError(`The content API returned an empty list of ${resource} for ${url}.`);
  return list;
}
