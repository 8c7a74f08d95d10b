/**
 * `npm run redeploy`: asks the content API to call its deploy webhook now (a rebuild of the site
 * without a content change, e.g. after changing a build setting). Needs ADMIN_TOKEN; the API is
 * API_URL, as for the build, by default the local one.
 */
import { propertyOf } from '@efe/shared/read-unknown';
import { errorMessage } from '@efe/shared/error-facts';
const apiUrl = (process.env.API_URL || 'http://127.0.0.1:4000').replace(/\/+$/, '');
const token = process.env.ADMIN_TOKEN?.trim();

async function main(): Promise<number> {
  if (!token) {
    console.error('Set ADMIN_TOKEN to the API\'s admin token (npm start prints the one it generated).');
    return 2;
  }
  let response: Response;
  try {
    response = await fetch(`${apiUrl}/api/admin/deploys`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  } catch (error) {
    console.error(`Could not reach the API at ${apiUrl}: ${errorMessage(error)}`);
    return 1;
  }
  const body: unknown = await response.json().catch(() => ({}));
  if (response.status !== 202) {
    console.error(`The API refused (${response.status}): ${String(propertyOf(body, 'error') ?? 'no reason given')}`);
    return 1;
  }
  console.log(`Deploy ${String(propertyOf(propertyOf(body, 'data'), 'status'))}. Follow it at ${apiUrl}/api/admin/deploys`);
  return 0;
}

main().then((code) => process.exit(code));
