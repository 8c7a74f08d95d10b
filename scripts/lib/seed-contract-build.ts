/**
 * `npm test`'s check that the site still builds from an API that answers only the seed's contract
 * (as the consultancy's first one did), with the site's fallbacks on the pages and pages the HTML
 * checker passes.
 */
import path from 'path';
import { spawn } from 'child_process';
import { startSeedContractApi } from '../../test-support/seed-contract-api';
import { servedHtmlFiles } from '../../e2e/build-output';
import { inBuildTemp } from './build-temp';
import { describeProblems, nulBytes, runHtmlChecker } from './html-checker';
import { ROOT } from './processes';
import { seedContractProblems } from './seed-contract-pages';

function gatsbyBuild(env: NodeJS.ProcessEnv): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(path.join(ROOT, 'node_modules/.bin/gatsby'), ['build'], { cwd: ROOT, env: { ...process.env, ...env, CI: 'true' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** Builds against the stand-in and checks the pages; prints what is wrong and answers false if anything is. */
export async function buildsAgainstSeedContract(): Promise<boolean> {
  const api = await startSeedContractApi();
  try {
    const { code, output } = await inBuildTemp((temp) => gatsbyBuild({ API_URL: api.url, GATSBY_API_URL: api.url, ...temp }));
    if (code !== 0) {
      console.error(output.slice(-4000));
      console.error(`The build against an API of the seed's contract (${api.url}) failed (exit ${code}).`);
      return false;
    }
  } finally {
    await api.close();
  }
  const publicDir = path.join(ROOT, 'public');
  const files = servedHtmlFiles(publicDir);
  const problems = [...seedContractProblems(publicDir), describeProblems([...files.flatMap(nulBytes), ...(await runHtmlChecker(files))], publicDir)].filter(Boolean);
  if (problems.length) {
    console.error(problems.join('\n'));
    return false;
  }
  console.log(`Built against an API of the seed's contract: ${files.length} pages, the fallbacks on them in every language, valid HTML.`);
  return true;
}
