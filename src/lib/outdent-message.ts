/**
 * What gatsby-plugin-react-i18next's page wrapper takes from the `outdent` package: a template tag
 * for one warning it prints in development only. The package's module is evaluated on every page
 * load all the same (the wrapper requires it at its top), and its CommonJS setup throws and
 * catches an error under webpack's module wrapper: about 6 ms of the app's start on a phone's
 * CPU, for a message production never prints. gatsby-node.ts gives the wrapper this instead.
 */
export default function outdent(strings: TemplateStringsArray, ...values: unknown[]): string {
  const text = strings.reduce((joined, part, index) => joined + part + (index < values.length ? String(values[index]) : ''), '');
  const lines = text.replace(/^[ \t]*(?:\r\n|\r|\n)/, '').replace(/(?:\r\n|\r|\n)[ \t]*$/, '').split(/\r\n|\r|\n/);
  const indents = lines.filter((line) => line.trim() !== '').map((line) => /^[ \t]*/.exec(line)?.[0].length ?? 0);
  const indent = indents.length ? Math.min(...indents) : 0;
  return lines.map((line) => line.slice(indent)).join('\n');
}
