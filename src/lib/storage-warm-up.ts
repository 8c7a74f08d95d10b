/**
 * Opens one of the page's storages in a task of its own, before the page's bundles run.
 *
 * A page's first touch of a storage in Chromium waits on two synchronous calls to the browser
 * process (may this page use storage; the storage's contents). The first touch of session storage
 * was Gatsby's, in the task that starts the app once the page's data has come (its reload guard,
 * then its scroll restoration in React's first commit); that of local storage, on an `/ar/` or
 * `/ru/` page, was the page's language being remembered (language-storage.ts). Beside a busy
 * process each wait lengthened its task by tens of milliseconds of wall time. Reading the length
 * loads the contents; every later touch (Gatsby's, the language, the visit's source, a form's
 * draft) then finds them in the page.
 */
export function openStorage(win: Pick<Window, 'sessionStorage' | 'localStorage'>, storage: 'sessionStorage' | 'localStorage'): void {
  try {
    void win[storage].length;
  } catch {
    // Storage refused (cookies blocked): Gatsby, the language and the visit's source do without it.
  }
}
