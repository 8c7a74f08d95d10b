/**
 * The state of a deploy's build when the hook is GitHub's repository_dispatch: the dispatch
 * answers 204 with no run id, so each deploy is matched with the workflow run GitHub created for
 * a dispatch after its call, read from the repository's Actions with the hook's token.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { BuildState, DeployRecord } from '@efe/shared/contract/deploy';

/** A workflow run as GitHub's REST API lists it, the fields read here. */
export const WorkflowRun = Type.Object({
  created_at: Type.String(),
  updated_at: Type.String(),
  status: Type.String(),
  conclusion: Type.Union([Type.String(), Type.Null()]),
  html_url: Type.String(),
});
export type WorkflowRun = Static<typeof WorkflowRun>;

const WorkflowRuns = Type.Object({ workflow_runs: Type.Array(Type.Unknown()) });

/** The Actions runs URL of a dispatch hook (…/repos/OWNER/REPO/dispatches), or null for any other hook. */
export function workflowRunsUrl(hookUrl: string): string | null {
  const url = new URL(hookUrl);
  const match = /^\/repos\/([^/]+)\/([^/]+)\/dispatches\/?$/.exec(url.pathname);
  return match ? `${url.origin}/repos/${match[1]}/${match[2]}/actions/runs?event=repository_dispatch&per_page=50` : null;
}

/** The repository's recent dispatch runs, or null when GitHub does not answer in time or refuses. */
export async function readWorkflowRuns(runsUrl: string, token: string, fetchImpl: typeof fetch = fetch): Promise<WorkflowRun[] | null> {
  try {
    const response = await fetchImpl(runsUrl, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/vnd.github+json', 'user-agent': 'content-api-deploy-hook' },
      signal: AbortSignal.timeout(3000),
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    // A run GitHub lists in another shape is left out, not guessed at.
    return Value.Check(WorkflowRuns, body) ? body.workflow_runs.filter((run): run is WorkflowRun => Value.Check(WorkflowRun, run)) : null;
  } catch {
    return null;
  }
}

/**
 * The runs, asked of GitHub at most once per `maxAgeMs`: the Deploys page asks this API every
 * 5 seconds while it is open, and GitHub allows a token 5,000 requests an hour.
 */
export function workflowRunsReader(runsUrl: string, token: string, maxAgeMs = 15_000, fetchImpl: typeof fetch = fetch): () => Promise<WorkflowRun[] | null> {
  let last: { at: number; runs: Promise<WorkflowRun[] | null> } | null = null;
  return () => {
    if (!last || Date.now() - last.at >= maxAgeMs) last = { at: Date.now(), runs: readWorkflowRuns(runsUrl, token, fetchImpl) };
    return last.runs;
  };
}

/** GitHub's clock and ours may differ by a little: a run created this much before the call still counts. */
const CLOCK_SLACK_MS = 5000;

/** When the hook took the deploy: its successful attempt. */
const calledAt = (deploy: Pick<DeployRecord, 'attempts'>) => {
  const accepted = deploy.attempts.find((attempt) => attempt.error === null);
  return accepted ? Date.parse(accepted.started_at) : null;
};

/**
 * Each called deploy's build. GitHub makes one run per dispatch, in order: taking the deploys by
 * the time of their call, each gets the earliest run created after it that no earlier deploy took.
 */
export function buildStatesFromRuns(deploys: ReadonlyArray<Pick<DeployRecord, 'id' | 'attempts'>>, runs: readonly WorkflowRun[]): Map<number, BuildState> {
  const states = new Map<number, BuildState>();
  const called = deploys
    .map((deploy) => ({ id: deploy.id, at: calledAt(deploy) }))
    .filter((deploy): deploy is { id: number; at: number } => deploy.at !== null)
    .sort((a, b) => a.at - b.at);
  const unclaimed = [...runs].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
  for (const deploy of called) {
    const index = unclaimed.findIndex((candidate) => Date.parse(candidate.created_at) >= deploy.at - CLOCK_SLACK_MS);
    const [run] = index >= 0 ? unclaimed.splice(index, 1) : [];
    states.set(deploy.id, stateOf(run));
  }
  return states;
}

function stateOf(run: WorkflowRun | undefined): BuildState {
  if (!run) return { state: 'requested', finished_at: null, detail: 'GitHub has not started its workflow run yet.' };
  if (run.status !== 'completed') return { state: 'building', finished_at: null, detail: `GitHub is running the workflow: ${run.html_url}` };
  return run.conclusion === 'success'
    ? { state: 'published', finished_at: run.updated_at, detail: run.html_url }
    : { state: 'failed', finished_at: run.updated_at, detail: `GitHub's workflow run ended ${run.conclusion ?? 'without a conclusion'}; the previous site stays online: ${run.html_url}` };
}
