/**
 * The `_headers` file format Netlify and Cloudflare Pages read: a path pattern on its own line,
 * then indented `Name: value` lines. The local static server reads the same file, so what the
 * browser tests see is what production sends.
 */
export interface HeaderRule {
  path: string;
  headers: Array<[name: string, value: string]>;
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '' || line.trim().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      return;
    }
    const current = rules[rules.length - 1];
    const colon = line.indexOf(':');
    if (!current || colon < 0) throw new Error(`_headers line ${index + 1}: expected "Name: value" under a path, got "${line.trim()}"`);
    current.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  });
  return rules;
}

export function renderHeadersFile(rules: readonly HeaderRule[], preamble: readonly string[] = []): string {
  const lines = preamble.map((comment) => `# ${comment}`);
  for (const rule of rules) {
    if (lines.length > 0) lines.push('');
    lines.push(rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`));
  }
  return `${lines.join('\n')}\n`;
}

/** `*` is a splat (anything, including slashes), `:name` one path segment; the rest is literal. */
function patternOf(rulePath: string): RegExp {
  const source = rulePath
    .split(/(\*|:[A-Za-z_][A-Za-z0-9_]*)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) return '[^/]+';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * Every rule whose pattern matches applies; a header set by several rules is joined with ", "
 * (Cloudflare Pages' behaviour). The generated file never sets one header in two matching rules.
 */
export function headersForPath(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const rule of rules) {
    if (!patternOf(rule.path).test(pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      merged[key] = merged[key] === undefined ? value : `${merged[key]}, ${value}`;
    }
  }
  return merged;
}
