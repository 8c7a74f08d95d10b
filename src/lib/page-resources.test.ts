import { fc, test } from '@fast-check/jest';
import { PAGE_COMPONENT_ATTRIBUTE, pageResourceAttributes } from './page-resources';

describe('pageResourceAttributes', () => {
  it("names the template's chunk of Gatsby's page data", () => {
    const pageData = { componentChunkName: 'component---src-templates-service-tsx', staticQueryHashes: ['1839314095'], path: '/ar/school-placement', result: {} };
    expect(pageResourceAttributes(pageData)).toEqual({ [PAGE_COMPONENT_ATTRIBUTE]: 'component---src-templates-service-tsx' });
  });

  it('names nothing for page data without a chunk name of the shape Gatsby gives', () => {
    expect(pageResourceAttributes(null)).toEqual({});
    expect(pageResourceAttributes({})).toEqual({});
    expect(pageResourceAttributes({ componentChunkName: 'a b"><script>' })).toEqual({});
    expect(pageResourceAttributes({ componentChunkName: 42 })).toEqual({});
  });

  test.prop([fc.string({ maxLength: 60 })])('writes a name only when it is letters, digits, "_" and "-"', (name) => {
    expect(pageResourceAttributes({ componentChunkName: name })).toEqual(/^[\w-]+$/.test(name) ? { [PAGE_COMPONENT_ATTRIBUTE]: name } : {});
  });
});
