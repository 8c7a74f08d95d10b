/**
 * Opens the tab's session storage in a task of its own, before the page's bundles run.
 *
 * A page's first touch of a storage in Chromium waits on two synchronous calls to the browser
 * process (may this page use storage; the storage's contents). The first touch of session storage
 * was Gatsby's, in the task that starts the app once the page's data has come (its reload guard,
 * then its scroll restoration in React's first commit): beside a busy process that wait lengthened
 * that task by tens of milliseconds of wall time. Reading the length loads the contents; every
 * later touch (Gatsby's, the visit's source, a form's draft) then finds them in the page.
 */
export function openSessionStorage(win: Pick<Window, 'sessionStorage'>): void {
  try {
    void win.sessionStorage.length;
  } catch {
    // Storage refused (cookies blocked): Gatsby and the visit's source do without it.
  }
}
