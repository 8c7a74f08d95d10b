/**
 * Deploys as the admin API answers them (GET /api/admin/deploys): each call of the deploy hook,
 * its attempts, and what became of the build it asked for (a 202 from the hook only says the
 * build was asked for).
 */
import { Type, type Static } from '@sinclair/typebox';
import { NullableInteger, NullableString } from './schema-parts';

export const DeployStatus = Type.Union([Type.Literal('pending'), Type.Literal('succeeded'), Type.Literal('failed')]);
export type DeployStatus = Static<typeof DeployStatus>;

export const DeployAttempt = Type.Object({
  attempt: Type.Integer(),
  started_at: Type.String(),
  status_code: NullableInteger(),
  error: NullableString(),
});
export type DeployAttempt = Static<typeof DeployAttempt>;

/** A deploy and its attempts, as stored. */
export const DeployRecord = Type.Object({
  id: Type.Integer(),
  reason: Type.String(),
  changes: Type.Integer(),
  status: DeployStatus,
  requested_at: Type.String(),
  finished_at: NullableString(),
  attempts: Type.Array(DeployAttempt),
});
export type DeployRecord = Static<typeof DeployRecord>;

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

/** A deploy as the admin lists it: the hook's calls and what became of the build. */
export const DeployWithBuild = Type.Object({ ...DeployRecord.properties, build: BuildState });
export type DeployWithBuild = Static<typeof DeployWithBuild>;

/** The answer to "Publish now" (POST /api/admin/deploys): what the scheduler did with the request. */
export const DeployRequested = Type.Object({ status: Type.String() });
export type DeployRequested = Static<typeof DeployRequested>;
