/** @jest-environment node */
import { nginxHeaderDirectives } from './nginx-headers';

describe('nginxHeaderDirectives', () => {
  it('turns the site-wide rule into add_header lines sent on every status', () => {
    const file = "/*\n  X-Content-Type-Options: nosniff\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-a+b/c='\n/static/*\n  Cache-Control: immutable\n";
    expect(nginxHeaderDirectives(file)).toBe(
      'add_header X-Content-Type-Options "nosniff" always;\n' +
        `add_header Content-Security-Policy "default-src 'self'; script-src 'self' 'sha256-a+b/c='" always;`,
    );
  });

  it('escapes quotes so a value cannot end the directive', () => {
    expect(nginxHeaderDirectives('/*\n  X-Test: a"b\n')).toBe('add_header X-Test "a\\"b" always;');
  });

  it('needs the site-wide rule', () => {
    expect(() => nginxHeaderDirectives('/static/*\n  Cache-Control: immutable\n')).toThrow(/"\/\*"/);
  });
});
