/** A private link's key (32 random bytes, base64url), as a booking's or an application's link carries it: anything else opens nothing. */
export const PRIVATE_KEY_PATTERN = '^[A-Za-z0-9_-]{43}$';
const KEY = new RegExp(PRIVATE_KEY_PATTERN);
export const isPrivateKey = (text: string): boolean => KEY.test(text);
