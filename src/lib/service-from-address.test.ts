import { serviceFromAddress } from './service-from-address';

describe('the service a button put in the address', () => {
  it('is a service page\'s slug, or none', () => {
    expect(serviceFromAddress('?service=premier-nanny')).toBe('premier-nanny');
    expect(serviceFromAddress('?service=../../etc')).toBeNull();
    expect(serviceFromAddress('')).toBeNull();
  });
});
