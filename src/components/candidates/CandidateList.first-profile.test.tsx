/**
 * The first profile a visitor opens after the page has hydrated: on a phone's CPU that
 * tap took a 100-140 ms task and 280-370 ms to show the profile. What made it long, held off here by
 * structure rather than by timing: the profile's code fetched and evaluated in the tap's task, and
 * the whole search (every card, the filters' selects with every country) drawn again for it.
 */
import React from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithI18n } from '../../../test-support/render-with-i18n';
import { api } from '../../lib/api-client';
import { CandidateList } from './CandidateList';
import { amina, grace, maria, olga, options } from './test-fixtures';

jest.mock('../../lib/api-client', () => ({ api: { teachers: jest.fn(), filterOptions: jest.fn() } }));

// The profile's code: the factory runs when the module is evaluated, the first `import()` of it.
const mockProfileCodeEvaluated = jest.fn();
jest.mock('./CandidateDialog', () => {
  mockProfileCodeEvaluated();
  return jest.requireActual<object>('./CandidateDialog');
});

/**
 * A memoised component's module, its renders counted: the component drawn by a memoised mock
 * (`render`, called with the props of each render), which draws again exactly when the component would.
 */
function mockCounted<P extends object>(exportName: string, component: React.ComponentType<P>) {
  const { createElement, memo } = jest.requireActual<typeof import('react')>('react');
  const render = jest.fn((props: P) => createElement(component, props));
  return { [exportName]: memo(render), render };
}
type Counted<P extends object> = ReturnType<typeof mockCounted<P>>;
type CardModule = typeof import('./CandidateCard');
type FilterFormModule = typeof import('./CandidateFilterForm');
jest.mock('./CandidateCard', () => mockCounted('CandidateCard', jest.requireActual<CardModule>('./CandidateCard').CandidateCard));
jest.mock('./CandidateFilterForm', () => mockCounted('CandidateFilterForm', jest.requireActual<FilterFormModule>('./CandidateFilterForm').CandidateFilterForm));
const cardRenders = jest.requireMock<Counted<React.ComponentProps<CardModule['CandidateCard']>>>('./CandidateCard').render;
const filterRenders = jest.requireMock<Counted<React.ComponentProps<FilterFormModule['CandidateFilterForm']>>>('./CandidateFilterForm').render;

const teachers = jest.mocked(api.teachers);
const cardsDrawn = () => cardRenders.mock.calls.map(([props]) => props.candidate.name);

beforeEach(() => {
  cardRenders.mockClear();
  filterRenders.mockClear();
  // The refresh stays on its way: nothing but the visitor's tap changes the list.
  teachers.mockReturnValue(new Promise<never>(() => undefined));
  window.history.replaceState(null, '', '/candidate-details');
});

function renderList() {
  renderWithI18n(<CandidateList built={[amina, grace, olga, maria]} options={options} placeholder={null} />, {
    language: 'en',
    namespaces: ['candidates', 'common'],
  });
}

// First in this file: the profile's code is not evaluated yet.
it("fetches and evaluates the profile's code after the visitor's first gesture, with the face of its bold labels, so her first tap shows the profile at once", async () => {
  // jsdom has no FontFaceSet: the browser's, as far as the list asks it.
  const loadFace = jest.fn<Promise<FontFace[]>, [string, string?]>(() => Promise.resolve([]));
  Object.defineProperty(document, 'fonts', { configurable: true, value: { load: loadFace } });
  renderList();
  expect(mockProfileCodeEvaluated).not.toHaveBeenCalled();
  expect(loadFace).not.toHaveBeenCalled();

  fireEvent.scroll(window);
  await waitFor(() => expect(mockProfileCodeEvaluated).toHaveBeenCalledTimes(1));
  // The labels' face, once, for the labels' text: fetched at the tap, its arrival laid the open profile out again.
  await waitFor(() => expect(loadFace).toHaveBeenCalledTimes(1));
  expect(loadFace).toHaveBeenCalledWith(expect.stringMatching(/^700 /), expect.stringContaining('Experience with ages'));
  Reflect.deleteProperty(document, 'fonts');
  // Its component handed over to the list (a promise's callback after the evaluation).
  await act(async () => undefined);

  const open = screen.getByRole('button', { name: 'View profile of Olga Petrova' });
  open.focus();
  act(() => {
    fireEvent.click(open);
  });
  // The tap's own render only marks her card as working: drawing the dialog and showing it as a
  // modal (a restyle of the whole page) waits for the paint after it, so the tap is answered at once.
  expect(open).toHaveAttribute('aria-busy', 'true');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  // Then her dialog, with focus in it, and her card no longer working.
  const dialog = await screen.findByRole('dialog', { name: 'Olga Petrova' });
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  expect(open).not.toHaveAttribute('aria-busy');

  // Closed: focus back on her card.
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(open).toHaveFocus());
});

it('opening a profile draws the dialog, not the filters or the other cards again', async () => {
  renderList();
  expect(new Set(cardsDrawn())).toEqual(new Set(['Amina Haddad', 'Grace Wanjiru', 'Olga Petrova', 'Maria Santos']));
  // The list's own start (the filters read from the address) is done.
  await act(async () => undefined);
  cardRenders.mockClear();
  filterRenders.mockClear();

  // Without a gesture first: the tap itself fetches the code, her card shows it is working meanwhile.
  fireEvent.click(screen.getByRole('button', { name: 'View profile of Grace Wanjiru' }));
  const dialog = await screen.findByRole('dialog', { name: 'Grace Wanjiru' });
  expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();

  expect(filterRenders).not.toHaveBeenCalled();
  // Her card at most (its working ring on and off): none of the others.
  expect(cardsDrawn().filter((name) => name !== 'Grace Wanjiru')).toEqual([]);

  cardRenders.mockClear();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(filterRenders).not.toHaveBeenCalled();
  expect(cardsDrawn()).toEqual([]);
});
