import { createHash } from 'crypto';
import { inlineScriptHashes, inlineScripts, scriptHash } from './inline-scripts';

describe('inlineScripts', () => {
  it('returns the bodies of executable inline scripts, classic and module', () => {
    const html = `<head><script>var a=1;</script><script type="module">import x from "/x.js";</script>
      <script type="text/javascript">b()</script></head>`;
    expect(inlineScripts(html)).toEqual(['var a=1;', 'import x from "/x.js";', 'b()']);
  });

  it('skips external scripts and data blocks such as JSON-LD', () => {
    const html = `<script src="/app-123.js" async></script><script type="application/ld+json">{"@type":"Thing"}</script>
      <script async src='/x.js'></script>`;
    expect(inlineScripts(html)).toEqual([]);
  });

  it('keeps the body byte for byte, across lines, attributes in any case and order', () => {
    const body = '\n  window.pagePath = document.currentScript.getAttribute("data-page-path");\n';
    expect(inlineScripts(`<SCRIPT id="gatsby-script-loader" data-page-path="/a">${body}</SCRIPT >`)).toEqual([body]);
  });
});

describe('scriptHash', () => {
  it('is the base64 SHA-256 of the exact body, as CSP computes it', () => {
    const expected = createHash('sha256').update('alert(1)').digest('base64');
    expect(scriptHash('alert(1)')).toBe(`sha256-${expected}`);
    expect(scriptHash('alert(1) ')).not.toBe(scriptHash('alert(1)'));
  });

  it('hashes identical scripts once', () => {
    expect(inlineScriptHashes('<script>a()</script><script>a()</script><script>b()</script>')).toHaveLength(2);
  });
});
