import { renderAdminPage } from '../../../../test-support/admin-page';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Resource } from 'react-admin';
import { answerError } from '../../lib/admin-fetch';
import { editorPages } from './form';
import { CandidateList } from './list';

// A whole react-admin page in jsdom, on two busy cores: longer than jest's usual 20 s at worst.
jest.setTimeout(60_000);

const REFUSAL = 'Not published: Amina Yusuf did not agree, when applying, to a profile families may see. The draft stays private; the applicant may send an application again with the consent ticked.';
const INVALID_FORM = 'The form is not valid. Please check for errors';

const candidate = (published: boolean, consent: boolean) => ({
  id: 25,
  position: 3,
  published,
  made_from: {
    application_id: 12,
    name: 'Amina Yusuf',
    consent_version: consent ? 1 : null,
    consent_at: consent ? '2026-11-25T10:05:00.000Z' : null,
    consent_language: 'ar',
    consent_withdrawn_at: null,
  },
  first_name: 'Amina',
  last_name: 'Yusuf',
  roles: ['Nanny'],
  language: ['Arabic'],
  image: null,
  rating: null,
  experience_with_ages: '0-2',
  attach_cv: null,
  country: 'Kenya',
  descriptions: {},
});

/** The candidate's page over a data provider whose update answers as `update` does. */
function candidatePage(record: ReturnType<typeof candidate>, update: (resource: string, params: { data: Record<string, unknown> }) => Promise<unknown>) {
  renderAdminPage(
    '/candidates/25',
    { getList: async () => ({ data: [record], total: 1 }), getOne: async () => ({ data: record }), getMany: async () => ({ data: [record] }), update },
    <Resource name="candidates" list={CandidateList} edit={editorPages.edit} />,
  );
  return screen.findByRole('switch', { name: 'Published: shown on the site' }, { timeout: 15_000 });
}

/** Save, once the form's own checks have run (the button waits for them). */
async function save() {
  const button = screen.getByRole('button', { name: 'Save' });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
}

/** What the pop-up (react-admin's notification, not the consent's panel, also an alert) says. */
const expectPopUp = (text: string) => waitFor(() => expect(document.querySelector('.MuiSnackbar-root')).toHaveTextContent(text), { timeout: 10_000 });

/** A change the Save button waits for, whatever else the test does. */
const changeSomething = () => userEvent.type(screen.getByRole('textbox', { name: 'Experience with ages' }), ', 3-5');

describe("a candidate's save", () => {
  it("refused for want of the applicant's consent: the pop-up gives the API's reason, as the switch does", async () => {
    const published = await candidatePage(candidate(false, false), () => Promise.reject(answerError(409, { errors: { published: REFUSAL } })));
    await userEvent.click(published);
    await save();
    await expectPopUp(REFUSAL);
    expect(screen.queryByText(INVALID_FORM)).not.toBeInTheDocument();
    // And under the switch.
    expect(screen.getAllByText(REFUSAL)).toHaveLength(2);
  });

  it("refused for want of a rating: the pop-up gives the API's reason, and so does the rating's field", async () => {
    const unrated = 'Not published: a profile families see needs a rating (1 to 5 stars), which families compare candidates by; without one the site shows no stars. Choose a rating, or switch Published off to keep it a draft.';
    const published = await candidatePage(candidate(false, true), () => Promise.reject(answerError(409, { errors: { rating: unrated } })));
    await userEvent.click(published);
    await save();
    await expectPopUp(unrated);
    expect(screen.queryByText(INVALID_FORM)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText(unrated)).toHaveLength(2));
    // Under the rating's own field, where the recruiter chooses one.
    const rating = screen.getByRole('combobox', { name: 'Rating' });
    expect(rating.closest('.MuiFormControl-root')).toHaveTextContent(unrated);
  });

  it.each([
    ['a draft kept a draft', false, false, 'Saved as a draft, which only the staff see: the public site does not show it.'],
    ['a published one made a draft', true, false, 'Saved as a draft. The public site takes it off once it is rebuilt'],
    ['a draft published', false, true, 'Saved. The public site shows it once it is rebuilt'],
  ] as const)('%s says what the public site does', async (_case, before, after, said) => {
    const update = jest.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({ data: { ...candidate(before, true), ...params.data } }));
    const published = await candidatePage(candidate(before, true), update);
    await changeSomething();
    if (before !== after) await userEvent.click(published);
    await save();
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0][1].data.published).toBe(after);
    await expectPopUp(said);
    if (!after) expect(screen.queryByText(/shows it once it is rebuilt/)).not.toBeInTheDocument();
  });
});
