/**
 * What became of a deploy after its hook was called: a 202 from the hook only says the build was
 * asked for. The local rebuilder (npm start) tells its builds and the deploys each one covers at
 * DEPLOY_STATUS_URL; GitHub's dispatch hook cannot be asked here, and the answer says so.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { NullableString } from '@shared/contract/schema-parts';
import type { DeployRecord } from './deploy-repository';

export const BuildState = Type.Object({
  /**
   * waiting: the hook is being called; requested: the hook took it, its build has not started (or
   * cannot be seen from here); building; published: the site shows it; failed; unknown: the
   * rebuilder has no record of it.
   */
  state: Type.Union([
    Type.Literal('waiting'),
    Type.Literal('requested'),
    Type.Literal('building'),
    Type.Literal('published'),
    Type.Literal('failed'),
    Type.Literal('unknown'),
  ]),
  /** When the build ended (published or failed). */
  finished_at: NullableString(),
  /** In words, for the admin: why it failed, or where its state can be seen. */
  detail: NullableString(),
});
export type BuildState = Static<typeof BuildState>;

/** A deploy as GET /api/admin/deploys answers it: the hook's calls and what became of the build. */
export type DeployWithBuild = DeployRecord & { build: BuildState };

/** The local rebuilder's GET /status (scripts/lib/rebuild-queue.ts), as far as this API reads it. */
export const RebuilderStatus = Type.Object({
  waiting: Type.Array(Type.Integer()),
  runs: Type.Array(
    Type.Object({ startedAt: Type.String(), finishedAt: Type.Optional(Type.String()), ok: Type.Optional(Type.Boolean()), deployIds: Type.Array(Type.Integer()) }),
  ),
});
export type RebuilderStatus = Static<typeof RebuilderStatus>;

/** Where the build of a deploy the hook took can be followed, when this API cannot see it. */
export function elsewhere(hookUrl: string): string {
  return new URL(hookUrl).hostname === 'api.github.com'
    ? 'The build runs on GitHub: its state is under the repository\'s Actions.'
    : 'The build runs where the deploy hook points; this API cannot see its state (no DEPLOY_STATUS_URL).';
}

/** A deploy's build, from the rebuilder's status (null: not asked or no answer). */
export function buildStateOf(deploy: Pick<DeployRecord, 'id' | 'status'>, status: RebuilderStatus | null, unseen: string): BuildState {
  if (deploy.status === 'pending') return { state: 'waiting', finished_at: null, detail: 'The deploy hook is being called.' };
  if (deploy.status === 'failed') return { state: 'failed', finished_at: null, detail: 'The deploy hook could not be called: nothing was built.' };
  if (!status) return { state: 'requested', finished_at: null, detail: unseen };
  const run = status.runs.find((candidate) => candidate.deployIds.includes(deploy.id));
  if (!run) {
    return status.waiting.includes(deploy.id)
      ? { state: 'requested', finished_at: null, detail: 'Waiting for the build in progress to end.' }
      : { state: 'unknown', finished_at: null, detail: 'The rebuilder has no record of it (restarted since?).' };
  }
  if (!run.finishedAt) return { state: 'building', finished_at: null, detail: `Building since ${run.startedAt}.` };
  return run.ok
    ? { state: 'published', finished_at: run.finishedAt, detail: null }
    : { state: 'failed', finished_at: run.finishedAt, detail: 'The site build failed; the previous site stays online (its log: data/site-build.log).' };
}

/** The rebuilder's status, or null when it does not answer in time or answers something else. */
export async function readRebuilderStatus(statusUrl: string, fetchImpl: typeof fetch = fetch): Promise<RebuilderStatus | null> {
  try {
    const response = await fetchImpl(statusUrl, { signal: AbortSignal.timeout(1500) });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return Value.Check(RebuilderStatus, body) ? body : null;
  } catch {
    return null;
  }
}
