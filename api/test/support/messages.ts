/** The validation messages the server must answer with, read from the shared locale files. */
import fs from 'node:fs';
import path from 'node:path';
import { REPOSITORY_ROOT } from './server';

type Tree = { [key: string]: string | Tree };

function load(language: string): Tree {
  const file = path.join(REPOSITORY_ROOT, 'locales', language, 'validation.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Tree) : {};
}

function find(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The message for `key` in `language`, English when that language lacks it, with {{max}} filled in. */
export function expectedMessage(language: string, key: string, values: Record<string, string | number> = {}): string {
  const template = find(load(language), key) ?? find(load('en'), key);
  if (template === undefined) throw new Error(`no message "${key}" in locales/en/validation.json`);
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name]));
}
