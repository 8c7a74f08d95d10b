import { fc, test } from '@fast-check/jest';
import { LANGUAGES } from '@efe/shared/constants';
import { rememberPageLanguage, saveLanguage } from './language-storage';

const language = fc.constantFrom(...LANGUAGES);

/** The Storage calls made while `act` runs. */
function storageCalls(act: () => void): string[] {
  const calls: string[] = [];
  const get = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(function (this: Storage, key: string) {
    calls.push(`get ${key}`);
    return null;
  });
  const set = jest.spyOn(Storage.prototype, 'setItem').mockImplementation((key: string, value: string) => void calls.push(`set ${key}=${value}`));
  try {
    act();
  } finally {
    get.mockRestore();
    set.mockRestore();
  }
  return calls;
}

describe('remembering the language of the page shown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  // A page's first touch of localStorage waits on the browser process; on the first page Gatsby
  // calls this in React's first commit, which must not wait on it.
  test.prop([language])('on the first page, stores it in a task of its own', (shown) => {
    expect(storageCalls(() => rememberPageLanguage(shown, true))).toEqual([]);
    expect(storageCalls(() => jest.runOnlyPendingTimers())).toEqual([`set language=${shown}`]);
  });

  // The first page's write waits for its task: a language chosen meanwhile must not be undone by it.
  test.prop([language, language])('a language chosen before the first page stored its own stays stored', (shown, chosen) => {
    const calls = storageCalls(() => {
      rememberPageLanguage(shown, true);
      saveLanguage(chosen);
      jest.runOnlyPendingTimers();
    });
    expect(calls).toEqual([`set language=${chosen}`]);
  });

  test.prop([language])('after a client-side navigation, stores it at once', (shown) => {
    expect(storageCalls(() => rememberPageLanguage(shown, false))).toEqual([`set language=${shown}`]);
    expect(storageCalls(() => jest.runOnlyPendingTimers())).toEqual([]);
  });
});
