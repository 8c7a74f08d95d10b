/**
 * What became of a deploy after its hook was called: a 202 from the hook only says the build was
 * asked for. The local rebuilder (npm start) tells its builds and the deploys each one covers at
 * DEPLOY_STATUS_URL; GitHub's dispatch hook cannot be asked here, and the answer says so. The
 * answer's shape: shared/contract/deploy.ts.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { BuildState, DeployRecord } from '@efe/shared/contract/deploy';

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

/**
 * A deploy's build, from the rebuilder's status (null: not asked or no answer). `silentSince`: the
 * status is the rebuilder's last answer, kept while it is too busy with a build to answer.
 */
export function buildStateOf(deploy: Pick<DeployRecord, 'id' | 'status'>, status: RebuilderStatus | null, unseen: string, silentSince: string | null = null): BuildState {
  if (deploy.status === 'pending') return { state: 'waiting', finished_at: null, detail: 'The deploy hook is being called.' };
  if (deploy.status === 'failed') return { state: 'failed', finished_at: null, detail: 'The deploy hook could not be called: nothing was built.' };
  if (!status) return { state: 'requested', finished_at: null, detail: unseen };
  const run = status.runs.find((candidate) => candidate.deployIds.includes(deploy.id));
  if (!run) {
    return status.waiting.includes(deploy.id)
      ? { state: 'requested', finished_at: null, detail: 'Waiting for the build in progress to end.' }
      : { state: 'unknown', finished_at: null, detail: 'The rebuilder has no record of it (restarted since?).' };
  }
  if (!run.finishedAt) {
    const busy = silentSince ? ` The rebuilder is busy with it and has not answered since ${silentSince}.` : '';
    return { state: 'building', finished_at: null, detail: `Building since ${run.startedAt}.${busy}` };
  }
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

/** How long a silent rebuilder last seen building is taken to be busy with that build, not gone: longer than any build. */
export const BUSY_REBUILDER_MS = 15 * 60_000;

export interface SeenRebuilderStatus {
  status: RebuilderStatus;
  /** When the rebuilder last answered, if this is that answer, kept while it does not answer now. */
  silentSince: string | null;
}

/**
 * Reads the rebuilder's status, keeping its last answer. A build takes both cores of a small
 * machine, and the rebuilder (npm start's process) then answers late: a build seen running a moment
 * ago is still running, not lost. Null when the rebuilder is not seen: it never answered, or it
 * falls silent with nothing in progress, or for longer than any build.
 */
export function rebuilderStatusReader(statusUrl: string, now: () => Date = () => new Date(), fetchImpl: typeof fetch = fetch): () => Promise<SeenRebuilderStatus | null> {
  let last: { status: RebuilderStatus; at: Date } | null = null;
  return async () => {
    const status = await readRebuilderStatus(statusUrl, fetchImpl);
    if (status) {
      last = { status, at: now() };
      return { status, silentSince: null };
    }
    const inProgress = last !== null && (last.status.waiting.length > 0 || last.status.runs.some((run) => !run.finishedAt));
    if (last && inProgress && now().getTime() - last.at.getTime() < BUSY_REBUILDER_MS) return { status: last.status, silentSince: last.at.toISOString() };
    return null;
  };
}
