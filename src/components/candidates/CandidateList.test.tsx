import React from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../../test-support/render-with-i18n';
import { api, type ApiResult } from '../../lib/api-client';
import type { Teacher } from '@efe/shared/contract/candidate';
import type { Language } from '@efe/shared/constants';
import { CandidateList } from './CandidateList';
import type { CandidateView } from './candidate-view';
import { amina, candidate, grace, many, maria, olga, options, teacherOf } from './test-fixtures';

jest.mock('../../lib/api-client', () => ({ api: { teachers: jest.fn(), filterOptions: jest.fn() } }));
const teachers = jest.mocked(api.teachers);

type TeachersResult = ApiResult<{ data: Teacher[] }>;
const answer = (list: CandidateView[]): TeachersResult => ({ ok: true, status: 200, data: { data: list.map(teacherOf) } });
const httpError: TeachersResult = { ok: false, kind: 'http', status: 500, message: 'Internal server error', errors: {} };

/** A reply the test releases when it wants, to look at the list while the refresh is on its way. */
function pending() {
  let release: (result: TeachersResult) => void = () => undefined;
  const promise = new Promise<TeachersResult>((resolve) => (release = resolve));
  return { promise, release };
}

function renderList(built: CandidateView[], language: Language = 'en') {
  return renderWithI18n(<CandidateList built={built} options={options} placeholder={null} />, {
    language,
    namespaces: ['candidates', 'common'],
  });
}

const cards = () => screen.queryAllByTestId('candidate-card');
const cardNames = () => cards().map((card) => within(card).getByRole('heading').textContent);

beforeEach(() => {
  teachers.mockReset();
  window.history.replaceState(null, '', '/candidate-details');
});

describe('CandidateList: data', () => {
  it('shows the build-time list at once, without a loader, while the refresh runs', () => {
    teachers.mockReturnValue(pending().promise);
    renderList([amina, grace]);
    expect(cardNames()).toEqual(['Amina Haddad', 'Grace Wanjiru']);
    expect(screen.queryByTestId('candidates-loading')).not.toBeInTheDocument();
    expect(teachers).toHaveBeenCalledWith('en');
  });

  it('shows the loader only when there is nothing to show yet', async () => {
    const reply = pending();
    teachers.mockReturnValue(reply.promise);
    renderList([]);
    expect(screen.getByTestId('candidates-loading')).toHaveTextContent('Loading candidates…');
    await act(async () => reply.release(answer([olga])));
    expect(screen.queryByTestId('candidates-loading')).not.toBeInTheDocument();
    expect(cardNames()).toEqual(['Olga Petrova']);
  });

  it('replaces the list with the refreshed one; a new candidate’s photo is a plain image with its size', async () => {
    teachers.mockResolvedValue(answer([olga, { ...grace, imageUrl: 'http://127.0.0.1:4000/media/photos/grace.jpg' }]));
    renderList([amina]);
    await waitFor(() => expect(cardNames()).toEqual(['Olga Petrova', 'Grace Wanjiru']));
    const photo = cards()[1].querySelector('img');
    expect(photo).toHaveAttribute('src', 'http://127.0.0.1:4000/media/photos/grace.jpg');
    expect(photo).toHaveAttribute('width', '320');
    expect(photo).toHaveAttribute('height', '320');
  });

  it("keeps the list and says 'Error: Failed to fetch data' when the refresh fails", async () => {
    teachers.mockResolvedValue(httpError);
    renderList([amina, grace]);
    expect(await screen.findByTestId('candidates-error')).toHaveTextContent('Error: Failed to fetch data');
    expect(cardNames()).toEqual(['Amina Haddad', 'Grace Wanjiru']);
    expect(screen.queryByTestId('candidates-empty')).not.toBeInTheDocument();
  });

  it('says the error in the page language after a network failure', async () => {
    teachers.mockResolvedValue({ ok: false, kind: 'network', message: 'Failed to fetch' });
    renderList([amina], 'ru');
    expect(await screen.findByTestId('candidates-error')).toHaveTextContent('Ошибка: Не удалось загрузить данные');
  });
});

describe('CandidateList: cards', () => {
  it('shows name, a readable rating, languages and nationality', () => {
    teachers.mockReturnValue(pending().promise);
    renderList([amina]);
    const card = cards()[0];
    expect(within(card).getByRole('button', { name: 'View profile of Amina Haddad' })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Arabic, English, French');
    expect(card).toHaveTextContent('Lebanon');
  });

  it('applies the display defaults and translates values in Arabic', () => {
    teachers.mockReturnValue(pending().promise);
    renderList([maria, amina], 'ar');
    const [mariaCard, aminaCard] = cards();
    expect(mariaCard).toHaveTextContent('الإنجليزية، العربية');
    expect(within(mariaCard).queryByRole('img', { name: /التقييم/ })).not.toBeInTheDocument();
    expect(within(aminaCard).getByRole('img', { name: 'التقييم 4 من 5' })).toBeInTheDocument();
    expect(aminaCard).toHaveTextContent('العربية، الإنجليزية، الفرنسية');
    expect(aminaCard).toHaveTextContent('لبنان');
  });

  it('shows a value without a translation as it came', () => {
    teachers.mockReturnValue(pending().promise);
    renderList([candidate(9, { languages: ['Swahili'], country: 'Tanzania' })]);
    expect(cards()[0]).toHaveTextContent('Swahili');
    expect(cards()[0]).toHaveTextContent('Tanzania');
  });
});

describe('CandidateList: filter options', () => {
  const optionLabels = (testId: string) =>
    within(screen.getByTestId(testId))
      .getAllByRole('option')
      .slice(1)
      .map((option) => option.textContent);

  it('lists the choices in the order the page language sorts their labels', () => {
    teachers.mockReturnValue(pending().promise);
    renderList([maria], 'ru');
    expect(optionLabels('filter-role')).toEqual(['Гувернантка', 'Няня', 'Репетитор', 'Учитель']);
    expect(optionLabels('filter-language')).toEqual(['Английский', 'Арабский', 'Русский', 'Французский']);
  });

  it('sorts by the labels’ text when a value has no translation yet', () => {
    teachers.mockReturnValue(pending().promise);
    renderWithI18n(
      <CandidateList built={[maria]} options={{ ...options, languages: ['Swahili', ...options.languages, 'Amharic'] }} placeholder={null} />,
      { language: 'en', namespaces: ['candidates', 'common'] },
    );
    expect(optionLabels('filter-language')).toEqual(['Amharic', 'Arabic', 'English', 'French', 'Russian', 'Swahili']);
  });
});

describe('CandidateList: pagination', () => {
  it('shows six per page and moves 1 -> 4 -> 1 within bounds', async () => {
    teachers.mockReturnValue(pending().promise);
    const user = userEvent.setup();
    renderList(many(20));
    const nav = screen.getByRole('navigation', { name: 'Candidate pages' });
    const previous = within(nav).getByRole('button', { name: 'Previous' });
    const next = within(nav).getByRole('button', { name: 'Next' });
    expect(cards()).toHaveLength(6);
    expect(nav).toHaveTextContent('Page 1 of 4');
    expect(previous).toHaveAttribute('aria-disabled', 'true');

    for (let i = 0; i < 3; i += 1) await user.click(next);
    expect(nav).toHaveTextContent('Page 4 of 4');
    expect(cardNames()).toEqual(['Candidate 19', 'Candidate 20']);
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    expect(nav).toHaveTextContent('Page 4 of 4');

    for (let i = 0; i < 3; i += 1) await user.click(previous);
    expect(nav).toHaveTextContent('Page 1 of 4');
    await user.click(previous);
    expect(nav).toHaveTextContent('Page 1 of 4');
    expect(cardNames()[0]).toBe('Candidate 1');
  });

  it('has no paging controls when everything fits on one page', () => {
    teachers.mockReturnValue(pending().promise);
    renderList(many(6));
    expect(cards()).toHaveLength(6);
    expect(screen.queryByRole('navigation', { name: 'Candidate pages' })).not.toBeInTheDocument();
  });
});

describe('CandidateList: filters', () => {
  it('filters as soon as a choice is made, writes it to the URL and tells screen readers how many were found', async () => {
    teachers.mockReturnValue(pending().promise);
    const user = userEvent.setup();
    renderList([amina, grace, olga, maria]);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Candidates found: 4');
    await user.selectOptions(screen.getByLabelText('Looking for'), 'Tutor');
    expect(cardNames()).toEqual(['Amina Haddad', 'Olga Petrova']);
    expect(window.location.search).toBe('?role=Tutor');
    expect(status).toHaveTextContent('Candidates found: 2');

    await user.selectOptions(screen.getByLabelText('Languages'), 'Russian');
    expect(cardNames()).toEqual(['Olga Petrova']);
    expect(new URLSearchParams(window.location.search).get('language')).toBe('Russian');
    expect(status).toHaveTextContent('Candidates found: 1');
  });

  it('"Find more" takes the keyboard user to the results', async () => {
    teachers.mockReturnValue(pending().promise);
    const user = userEvent.setup();
    renderList([amina, grace, olga]);
    await user.selectOptions(screen.getByLabelText('Looking for'), 'Tutor');
    await user.click(screen.getByRole('button', { name: 'Find more' }));
    expect(screen.getByTestId('candidate-results')).toHaveFocus();
    expect(cardNames()).toEqual(['Amina Haddad', 'Olga Petrova']);
  });

  it('says the count in Arabic and Russian too', async () => {
    teachers.mockReturnValue(pending().promise);
    const { unmount } = renderList([amina, grace, olga], 'ru');
    expect(screen.getByRole('status')).toHaveTextContent('Найдено кандидатов: 3');
    unmount();
    renderList([amina, grace], 'ar');
    expect(screen.getByRole('status')).toHaveTextContent('عدد المرشحين: 2');
  });

  it('treats a candidate without languages as speaking the displayed defaults', async () => {
    teachers.mockReturnValue(pending().promise);
    const user = userEvent.setup();
    renderList([olga, maria]);
    await user.selectOptions(screen.getByLabelText('Languages'), 'Arabic');
    expect(cardNames()).toEqual(['Maria Santos']);
  });

  it("shows 'Candidate not found' and 'All candidates' brings everyone back and clears the URL", async () => {
    teachers.mockReturnValue(pending().promise);
    const user = userEvent.setup();
    renderList([amina, grace, olga]);
    await user.selectOptions(screen.getByLabelText('Select country'), 'Kenya');
    await user.selectOptions(screen.getByLabelText('Looking for'), 'Governess');
    expect(cards()).toHaveLength(0);
    expect(screen.getByTestId('candidates-empty')).toHaveTextContent('Candidate not found');

    await user.click(screen.getByRole('button', { name: 'All candidates' }));
    expect(cardNames()).toEqual(['Amina Haddad', 'Grace Wanjiru', 'Olga Petrova']);
    expect(window.location.search).toBe('');
    expect(screen.getByLabelText('Select country')).toHaveValue('');
    expect(screen.getByLabelText('Looking for')).toHaveValue('');
    expect(screen.getByTestId('candidate-results')).toHaveFocus();
  });

  it('reads the filters from the URL when the page opens, in any spelling', () => {
    teachers.mockReturnValue(pending().promise);
    window.history.replaceState(null, '', '/ar/candidate-details?country=russia&utm_source=news');
    renderList([amina, grace, olga], 'ar');
    expect(cardNames()).toEqual(['Olga Petrova']);
    expect(screen.getByTestId('filter-country')).toHaveValue('Russia');
    expect(window.location.search).toBe('?country=Russia&utm_source=news');
  });

  it('starts again at page 1 after new filters', async () => {
    teachers.mockReturnValue(pending().promise);
    const user = userEvent.setup();
    renderList(many(14));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('candidate-page-status')).toHaveTextContent('Page 3 of 3');
    await user.selectOptions(screen.getByLabelText('Languages'), 'English');
    expect(screen.getByTestId('candidate-page-status')).toHaveTextContent('Page 1 of 3');
  });
});

describe('CandidateList: profile dialog', () => {
  it('opens from a card with the whole profile and closes with Escape, returning focus', async () => {
    teachers.mockReturnValue(pending().promise);
    const user = userEvent.setup();
    renderList([amina, grace]);
    const open = screen.getByRole('button', { name: 'View profile of Amina Haddad' });
    await user.click(open);

    const dialog = await screen.findByRole('dialog', { name: 'Amina Haddad' });
    expect(dialog).toHaveTextContent('Arabic, English, French');
    expect(dialog).toHaveTextContent('Governess, Tutor');
    expect(dialog).toHaveTextContent('6-12 years');
    expect(dialog).toHaveTextContent('Former primary teacher');
    expect(within(dialog).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Download CV' })).toHaveAttribute(
      'href',
      'http://127.0.0.1:4000/media/cv/amina.pdf',
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus());

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('writes age ranges with the Arabic comma, each isolated left to right, in Arabic', async () => {
    teachers.mockReturnValue(pending().promise);
    const user = userEvent.setup();
    renderList([candidate(5, { name: 'Lina Aziz', experienceWithAges: '0-2, 3-5' })], 'ar');
    await user.click(within(cards()[0]).getByRole('button'));
    const dialog = await screen.findByRole('dialog', { name: 'Lina Aziz' });
    const ranges = dialog.querySelectorAll('bdi[dir="ltr"]');
    expect([...ranges].map((range) => range.textContent)).toEqual(['0-2', '3-5']);
    expect(ranges[0].parentElement).toHaveTextContent('0-2، 3-5');
  });

  it('shows the display defaults for missing details and no download without a CV', async () => {
    teachers.mockReturnValue(pending().promise);
    const user = userEvent.setup();
    renderList([maria]);
    await user.click(screen.getByRole('button', { name: 'View profile of Maria Santos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Maria Santos' });
    expect(dialog).toHaveTextContent('English, Arabic');
    expect(dialog).toHaveTextContent('Nanny, Nanny-housekeeper, Part Time Nanny');
    expect(dialog).toHaveTextContent('No experience');
    expect(dialog).toHaveTextContent('No description');
    expect(dialog).toHaveTextContent('No CV');
    expect(within(dialog).queryByRole('link', { name: 'Download CV' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'View profile of Maria Santos' })).toHaveFocus();
  });

  // A profile made from an application: the CV exists, kept off the site (docs/product-rules.md, Candidates).
  it.each<[Language, string, string]>([
    ['en', 'CV sent to families privately on request', 'No CV'],
    ['ar', 'نرسل السيرة الذاتية إلى العائلات بسرية عند الطلب', 'لا توجد سيرة ذاتية'],
    ['ru', 'Резюме отправляем семьям конфиденциально по запросу', 'Резюме отсутствует'],
  ])('says in %s that a CV kept private is sent on request, not that there is none', async (language, onRequest, noCv) => {
    const user = userEvent.setup();
    teachers.mockReturnValue(pending().promise);
    renderList([candidate(6, { name: 'Esther Wambui', cvOnRequest: true })], language);
    await user.click(within(cards()[0]).getByRole('button'));
    const dialog = await screen.findByRole('dialog', { name: 'Esther Wambui' });
    expect(dialog).toHaveTextContent(onRequest);
    expect(dialog).not.toHaveTextContent(noCv);
    expect(dialog.querySelector('a[download]')).toBeNull();
  });
});

// Her consent withdrawn after the site was built: the API stops listing her at once, the static
// page still has her until it is rebuilt. A family opens a shared link to her profile meanwhile.
describe('CandidateList: a profile the refreshed list changes or drops', () => {
  const nadia = candidate(30, { name: 'Nadia Karimova', rating: 3, description: 'Built-time description.', descriptionLanguage: 'en' });

  it.each<[Language, string, string]>([
    ['en', '', 'This profile is no longer available. You are welcome to meet our other candidates below.'],
    ['ar', '/ar', 'هذا الملف الشخصي لم يعد متاحًا. يسعدنا أن تتعرّفوا على مرشّحينا الآخرين أدناه.'],
    ['ru', '/ru', 'Эта анкета больше недоступна. Будем рады познакомить вас с другими кандидатами ниже.'],
  ])('closes her profile, drops her card and says so politely once the refreshed list no longer has her (%s)', async (language, prefix, goneText) => {
    const reply = pending();
    teachers.mockReturnValue(reply.promise);
    window.history.replaceState(null, '', `${prefix}/candidate-details?candidate=30`);
    renderList([amina, nadia, grace], language);
    // Before the refresh answers, the build's copy is all the page has: it opens her profile.
    const dialog = await screen.findByRole('dialog', { name: 'Nadia Karimova' });
    expect(dialog).toHaveTextContent('Built-time description.');

    await act(async () => reply.release(answer([amina, grace])));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Built-time description.')).not.toBeInTheDocument();
    expect(cardNames()).toEqual(['Amina Haddad', 'Grace Wanjiru']);
    expect(screen.getByTestId('profile-gone')).toHaveTextContent(goneText);
    // Her card, the dialog's opener, is gone: the keyboard user is put at the list, not the page's top.
    expect(screen.getByTestId('candidate-results')).toHaveFocus();
  });

  it('says the same when the link names a candidate neither the page nor the refreshed list has', async () => {
    const reply = pending();
    teachers.mockReturnValue(reply.promise);
    window.history.replaceState(null, '', '/candidate-details?candidate=77');
    renderList([amina]);
    expect(screen.queryByTestId('profile-gone')).not.toBeInTheDocument();
    await act(async () => reply.release(answer([amina, grace])));
    expect(screen.getByTestId('profile-gone')).toHaveTextContent('This profile is no longer available.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the refreshed rating and description in her open profile', async () => {
    const reply = pending();
    teachers.mockReturnValue(reply.promise);
    window.history.replaceState(null, '', '/candidate-details?candidate=30');
    renderList([amina, nadia]);
    const dialog = await screen.findByRole('dialog', { name: 'Nadia Karimova' });
    expect(within(dialog).getByRole('img', { name: 'Rated 3 out of 5' })).toBeInTheDocument();

    await act(async () => reply.release(answer([amina, { ...nadia, rating: 5, description: 'Refreshed description.' }])));
    const refreshed = screen.getByRole('dialog', { name: 'Nadia Karimova' });
    expect(within(refreshed).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(refreshed).queryByRole('img', { name: 'Rated 3 out of 5' })).not.toBeInTheDocument();
    expect(refreshed).toHaveTextContent('Refreshed description.');
    expect(screen.queryByTestId('profile-gone')).not.toBeInTheDocument();
    expect(within(refreshed).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('keeps the build’s profile open when the refresh fails', async () => {
    teachers.mockResolvedValue(httpError);
    window.history.replaceState(null, '', '/candidate-details?candidate=30');
    renderList([amina, nadia]);
    expect(await screen.findByTestId('candidates-error')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Nadia Karimova' });
    expect(dialog).toHaveTextContent('Built-time description.');
    expect(screen.queryByTestId('profile-gone')).not.toBeInTheDocument();
  });

  it('closes a profile opened from her card when the refreshed list drops her', async () => {
    const reply = pending();
    teachers.mockReturnValue(reply.promise);
    const user = userEvent.setup();
    renderList([amina, nadia]);
    await user.click(screen.getByRole('button', { name: 'View profile of Nadia Karimova' }));
    expect(await screen.findByRole('dialog', { name: 'Nadia Karimova' })).toBeInTheDocument();
    await act(async () => reply.release(answer([amina])));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('profile-gone')).toBeInTheDocument();
    expect(screen.getByTestId('candidate-results')).toHaveFocus();
    // Opening another profile puts the message away.
    await user.click(screen.getByRole('button', { name: 'View profile of Amina Haddad' }));
    expect(screen.queryByTestId('profile-gone')).not.toBeInTheDocument();
  });
});
