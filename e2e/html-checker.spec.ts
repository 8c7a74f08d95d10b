/**
 * The W3C Nu HTML Checker over every page of the first build, in every language (the English-only
 * test content and the blog's fallback page included), and a scan for NUL bytes: a page with either
 * fails, naming the file, the line and the message. Runs before the other browser tests (project
 * "checkers"), while public/ is the build they were all served from.
 */
import { expect, test } from '@playwright/test';
import { PUBLIC_DIR, servedHtmlFiles } from './build-output';
import { describeProblems, nulBytes, runHtmlChecker } from '../scripts/lib/html-checker';

test.describe.configure({ timeout: 180_000 });

test('no page holds a NUL byte', () => {
  const files = servedHtmlFiles();
  expect(files.length).toBeGreaterThan(90);
  const problems = files.flatMap(nulBytes);
  expect(describeProblems(problems, PUBLIC_DIR), `${problems.length} NUL bytes`).toBe('');
});

test('every page is valid HTML by the W3C checker', async () => {
  const problems = await runHtmlChecker(servedHtmlFiles());
  expect(describeProblems(problems, PUBLIC_DIR), `${problems.length} errors`).toBe('');
});
