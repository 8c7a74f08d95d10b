/**
 * A form whose code is not loaded yet (see components/Deferred) is plain HTML: submitting it would
 * reload the page and lose the answers. This inline script, in <head> of every page, holds such a
 * submit from the first paint on and marks the form; the form sends it once its code is running.
 */
export const DEFERRED_ATTRIBUTE = 'data-deferred';
export const READY_ATTRIBUTE = 'data-ready';
export const SUBMIT_PENDING_ATTRIBUTE = 'data-submit-pending';

export const DEFERRED_SUBMIT_SCRIPT =
  `document.addEventListener("submit",function(e){var f=e.target;` +
  `if(f&&f.closest&&f.closest("[${DEFERRED_ATTRIBUTE}]:not([${READY_ATTRIBUTE}])")){e.preventDefault();f.setAttribute("${SUBMIT_PENDING_ATTRIBUTE}","")}},true);`;
