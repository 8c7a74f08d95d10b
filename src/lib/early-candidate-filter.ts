/**
 * A candidate filter chosen before the page's code has run filters the cards at once. The page's
 * HTML holds the first page of cards, each with the values the filters test (FACETS_ATTRIBUTE);
 * this script, inline in the candidates page's <head> only, hides the cards that do not match as
 * the choice is made, so the list is what the visitor asked for within the frame of her input,
 * not seconds later under her finger. The component takes the choice when it runs
 * (CandidateFilterForm, early-actions' takeEarlyInput) and draws the same cards: the hidden ones
 * go, the shown ones stay where they are, and matches beyond the first page, which the HTML does
 * not hold, come after them. Until then the list is busy (`aria-busy`): the page says, in its
 * language, that it is searching all candidates, in place of the count and the pages it cannot yet
 * know (CandidateList.module.css), and never that none matches. The select she used is busy too:
 * on a phone the list's line may be below the screen while she works the last select, so her own
 * field says that it is searching, by the select (CandidateFilterForm.module.css). The code takes
 * the marks off when it shows the list for the choice (CandidateList, endEarlySearch).
 *
 * Only `hidden` on list items React removes or keeps as they are, and the `aria-busy` of the list
 * and of a select, which React never renders: no text or element the page's code would find
 * changed while it hydrates.
 */
import { EARLY_READY } from './early-actions';
import { FACETS_ATTRIBUTE, FILTER_KEYS, NO_FILTERS, facetsMatch, type CandidateFacets } from './candidate-filters';

/** The filter selects carry `data-filter="<key>"` (CandidateFilterForm). */
const FILTER_SELECT = 'select[data-filter]';

/** Marks the select the visitor used last as busy, and only that one: her field shows the search. */
function markUsed(doc: Document, used: Element): void {
  for (const select of Array.from(doc.querySelectorAll(FILTER_SELECT))) {
    if (select === used) select.setAttribute('aria-busy', 'true');
    else select.removeAttribute('aria-busy');
  }
}

/** The page's code has drawn the list for the early choice: the list (the only `ul` marked) and the selects are no longer busy. */
export function endEarlySearch(root: ParentNode): void {
  root.querySelectorAll('select[aria-busy], ul[aria-busy]').forEach((busy) => busy.removeAttribute('aria-busy'));
}

export function filterCardsInPage(doc: Document): void {
  const filters = { ...NO_FILTERS };
  for (const key of FILTER_KEYS) filters[key] = doc.querySelector<HTMLSelectElement>(`select[data-filter="${key}"]`)?.value ?? '';
  for (const card of Array.from(doc.querySelectorAll<HTMLElement>(`[${FACETS_ATTRIBUTE}]`))) {
    const facets: CandidateFacets = JSON.parse(card.getAttribute(FACETS_ATTRIBUTE) ?? '');
    card.hidden = !facetsMatch(facets, filters);
    // The list: later pages, which the page does not hold, may have more matches; only the code knows.
    card.parentElement?.setAttribute('aria-busy', 'true');
  }
}

export function installEarlyCandidateFilter(doc: Document): void {
  doc.addEventListener('change', (event) => {
    const target = event.target;
    if (target instanceof Element && target.matches(FILTER_SELECT) && !target.hasAttribute(EARLY_READY)) {
      markUsed(doc, target);
      filterCardsInPage(doc);
    }
  });
}
