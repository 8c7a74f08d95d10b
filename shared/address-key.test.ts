import { fc, test } from '@fast-check/jest';
import { addressKey } from './address-key';

describe('addressKey', () => {
  it.each([
    ['Fatima@Example.AE', 'fatima@example.ae'],
    ['  flood+1@example.com ', 'flood@example.com'],
    ['flood+2+more@example.com', 'flood@example.com'],
    ['f.l.o.o.d+x@gmail.com', 'flood@gmail.com'],
    ['F.lood@GoogleMail.com', 'flood@gmail.com'],
    ['f.lood@example.com', 'f.lood@example.com'],
    ['+only@example.com', '+only@example.com'],
  ])('%s is the mailbox %s', (address, key) => {
    expect(addressKey(address)).toBe(key);
  });

  const name = fc.stringMatching(/^[a-z0-9]([a-z0-9._-]{0,10}[a-z0-9])?$/).filter((text) => !text.includes('..'));
  const tag = fc.stringMatching(/^[a-zA-Z0-9._-]{0,8}$/);

  test.prop([name, tag, fc.constantFrom('example.com', 'mail.example.ae', 'gmail.com', 'googlemail.com'), fc.array(fc.boolean(), { maxLength: 30 })])(
    'every spelling of one mailbox (case, +tag, and at Gmail dots and googlemail.com) has one key',
    (local, suffix, domain, upper) => {
      const cased = (text: string) => [...text].map((character, n) => (upper[n % Math.max(1, upper.length)] ? character.toUpperCase() : character)).join('');
      const plain = addressKey(`${local}@${domain}`);
      expect(addressKey(cased(`${local}+${suffix}@${domain}`))).toBe(plain);
      if (domain === 'gmail.com' || domain === 'googlemail.com') {
        const dotted = [...local.replace(/\./g, '')].join('.');
        expect(addressKey(`${dotted}@${domain === 'gmail.com' ? 'googlemail.com' : 'gmail.com'}`)).toBe(plain);
      }
    },
  );

  test.prop([name, name, fc.constantFrom('example.com', 'gmail.com')])('two mailboxes keep two keys', (one, other, domain) => {
    fc.pre(one.replace(/\./g, '') !== other.replace(/\./g, '') || (domain !== 'gmail.com' && one !== other));
    expect(addressKey(`${one}@${domain}`)).not.toBe(addressKey(`${other}@${domain}`));
  });
});
