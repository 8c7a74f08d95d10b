/** The element around `element` that `selector` names (a row, a table), checked where a test reads it (no cast): missing, the test says so. */
export function enclosing(element: Element, selector: string): HTMLElement {
  const found = element.closest(selector);
  if (!(found instanceof HTMLElement)) throw new Error(`"${element.textContent ?? ''}" is not inside ${selector}`);
  return found;
}
