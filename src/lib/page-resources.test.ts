import { fc, test } from '@fast-check/jest';
import { PAGE_COMPONENT_ATTRIBUTE, pageResourceAttributes, pageResourcesOf, STATIC_QUERIES_ATTRIBUTE, staticQueryUrls } from './page-resources';

function bodyWith(attributes: Record<string, string>): HTMLElement {
  const body = document.createElement('body');
  for (const [name, value] of Object.entries(attributes)) body.setAttribute(name, value);
  return body;
}

describe('page resources', () => {
  it("writes the template's chunk and the static queries of Gatsby's page data on the body", () => {
    const pageData = { componentChunkName: 'component---src-templates-service-tsx', staticQueryHashes: ['1839314095', '42'], path: '/ar/school-placement', result: {} };
    expect(pageResourceAttributes(pageData)).toEqual({ [PAGE_COMPONENT_ATTRIBUTE]: 'component---src-templates-service-tsx', [STATIC_QUERIES_ATTRIBUTE]: '1839314095 42' });
    expect(pageResourcesOf(bodyWith(pageResourceAttributes(pageData)))).toEqual({ component: 'component---src-templates-service-tsx', staticQueries: ['1839314095', '42'] });
  });

  it('writes nothing for what the page data lacks or does not look like Gatsby wrote it', () => {
    expect(pageResourceAttributes(null)).toEqual({});
    expect(pageResourceAttributes({ componentChunkName: 'a b"><script>', staticQueryHashes: 'not a list' })).toEqual({});
    expect(pageResourceAttributes({ componentChunkName: 'component---x', staticQueryHashes: [] })).toEqual({ [PAGE_COMPONENT_ATTRIBUTE]: 'component---x' });
  });

  it('reads nothing from a page built without them', () => {
    expect(pageResourcesOf(bodyWith({}))).toEqual({ component: null, staticQueries: [] });
    expect(pageResourcesOf(null)).toEqual({ component: null, staticQueries: [] });
    expect(pageResourcesOf(bodyWith({ [PAGE_COMPONENT_ATTRIBUTE]: '../x', [STATIC_QUERIES_ATTRIBUTE]: '12 ../a 34' }))).toEqual({ component: null, staticQueries: ['12', '34'] });
  });

  it("names the static queries' results as Gatsby's loader fetches them", () => {
    expect(staticQueryUrls(['1839314095'])).toEqual(['/page-data/sq/d/1839314095.json']);
  });

  test.prop([fc.stringMatching(/^[\w-]{1,60}$/), fc.array(fc.stringMatching(/^\d{1,10}$/), { maxLength: 5 })])('reads back what it wrote, for any chunk name and hashes', (component, staticQueries) => {
    expect(pageResourcesOf(bodyWith(pageResourceAttributes({ componentChunkName: component, staticQueryHashes: staticQueries })))).toEqual({ component, staticQueries });
  });
});
