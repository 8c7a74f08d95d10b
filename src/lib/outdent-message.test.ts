import outdent from './outdent-message';

describe('the stand-in for outdent in the page wrapper', () => {
  it("formats gatsby-plugin-react-i18next's warning as outdent does: first and last line breaks and the common indent gone", () => {
    const key = 'locales';
    const path = '/ru/blogs';
    expect(outdent`
      No translations were found in "${key}" key for "${path}".
      You need to add a graphql query to every page like this:

      export const query = graphql\`
        query($language: String!) {
          ${key}: allLocale(language: {eq: $language}) {
            edges { node { ns data language } }
          }
        }
      \`;
      `).toBe(
      [
        'No translations were found in "locales" key for "/ru/blogs".',
        'You need to add a graphql query to every page like this:',
        '',
        'export const query = graphql`',
        '  query($language: String!) {',
        '    locales: allLocale(language: {eq: $language}) {',
        '      edges { node { ns data language } }',
        '    }',
        '  }',
        '`;',
      ].join('\n'),
    );
  });

  it('keeps a one-line message as it is', () => {
    expect(outdent`plain ${1} text`).toBe('plain 1 text');
  });
});
