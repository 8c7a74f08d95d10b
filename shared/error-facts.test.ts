import { errorCode, errorMessage } from './error-facts';

test('errorCode reads the code Node and libraries give, and nothing else', () => {
  expect(errorCode(Object.assign(new Error('gone'), { code: 'ENOENT' }))).toBe('ENOENT');
  expect(errorCode({ code: 'FST_FILES_LIMIT' })).toBe('FST_FILES_LIMIT');
  for (const thrown of [new Error('plain'), { code: 42 }, 'ENOENT', null, undefined]) expect(errorCode(thrown)).toBeUndefined();
});

test('errorMessage says what anything thrown says', () => {
  expect(errorMessage(new Error('refused'))).toBe('refused');
  expect(errorMessage('refused')).toBe('refused');
  expect(errorMessage(undefined)).toBe('undefined');
});
