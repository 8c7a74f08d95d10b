import { CONSTANT_PAGE_PATH_SCRIPT, pagePathOfLoaderScript } from './page-path-script';

describe('pagePathOfLoaderScript', () => {
  it("reads the path out of Gatsby's loader script", () => {
    expect(pagePathOfLoaderScript('/*<![CDATA[*/window.pagePath="/ar/blogs/\\u0645";/*]]>*/')).toBe('/ar/blogs/\u0645');
    expect(pagePathOfLoaderScript('/*<![CDATA[*/window.pagePath="/about-us";/*]]>*/')).toBe('/about-us');
  });

  it('leaves any other content alone (e.g. inlined page data), so nothing is silently dropped', () => {
    expect(pagePathOfLoaderScript('/*<![CDATA[*/window.pagePath="/a";window.pageData={};/*]]>*/')).toBeNull();
    expect(pagePathOfLoaderScript('window.pagePath="/a"')).toBeNull();
  });
});

describe('CONSTANT_PAGE_PATH_SCRIPT', () => {
  it('sets window.pagePath from the data attribute of the running script', () => {
    const script = document.createElement('script');
    script.setAttribute('data-page-path', '/ru/contact-us');
    Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
    new Function(CONSTANT_PAGE_PATH_SCRIPT)();
    expect((window as unknown as { pagePath: string }).pagePath).toBe('/ru/contact-us');
  });
});
