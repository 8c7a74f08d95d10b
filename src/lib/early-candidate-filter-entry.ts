/**
 * Runs as an inline script in the candidates pages' <head> only (gatsby-ssr.tsx): a filter chosen
 * before the page's code runs filters the cards in the page at once (early-candidate-filter.ts).
 * gatsby/inline-script.ts bundles this file; nothing here runs through webpack.
 */
import { installEarlyCandidateFilter } from './early-candidate-filter';

installEarlyCandidateFilter(document);
