/**
 * The diary's settings as stored (one JSON row), read back with the very checks that let them be
 * saved: the admin API's validator (Ajv with its formats, so a closed day's `date` is a date) and
 * the rules the schema cannot say (weeklyHoursProblems). What passes both is what the staff
 * saved; anything else is a problem to say, never a reason to offer other hours.
 */
import { AvailabilitySettings, weeklyHoursProblems } from '@efe/shared/contract/availability';
import { errorMessage } from '@efe/shared/error-facts';
import { fieldErrorsOf, strictValidator } from '../http/validation';

export type StoredSettings = { ok: true; settings: AvailabilitySettings } | { ok: false; problem: string };

const fitsContract = strictValidator().compile<AvailabilitySettings>(AvailabilitySettings);

const described = (problems: Record<string, string>) =>
  Object.entries(problems)
    .map(([field, message]) => `${field}: ${message}`)
    .join('; ');

export function readStoredSettings(text: string): StoredSettings {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: `not JSON (${errorMessage(error)})` };
  }
  if (!fitsContract(parsed)) return { ok: false, problem: described(fieldErrorsOf(fitsContract.errors ?? [])) };
  const problems = weeklyHoursProblems(parsed);
  if (Object.keys(problems).length > 0) return { ok: false, problem: described(problems) };
  return { ok: true, settings: parsed };
}

/** The stored settings cannot be read: no times are offered until the staff save them again. */
export class DiaryUnreadable extends Error {
  constructor(readonly problem: string) {
    super(`The saved availability cannot be read (${problem}). No consultation times are offered until it is saved again.`);
  }
}
