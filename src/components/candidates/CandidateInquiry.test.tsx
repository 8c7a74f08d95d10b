import React from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../../test-support/render-with-i18n';
import { api } from '../../lib/api-client';
import type { Language } from '@efe/shared/constants';
import { CandidateList } from './CandidateList';
import { amina, grace, many, options, teacherOf } from './test-fixtures';
import type { CandidateView } from './candidate-view';

jest.mock('../../lib/api-client', () => ({ api: { teachers: jest.fn(), sendContactMessage: jest.fn() } }));
const teachers = jest.mocked(api.teachers);
const sendContactMessage = jest.mocked(api.sendContactMessage);

function renderList(built: CandidateView[], language: Language = 'en') {
  return renderWithI18n(<CandidateList built={built} options={options} placeholder={null} />, {
    language,
    namespaces: ['candidates', 'common', 'forms', 'validation'],
  });
}

beforeEach(() => {
  teachers.mockReset().mockReturnValue(new Promise(() => undefined));
  sendContactMessage.mockReset();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/candidate-details');
});

async function askAbout(name: string, buttonText: string) {
  const user = userEvent.setup();
  await user.click(within(screen.getByRole('heading', { name })).getByRole('button'));
  const dialog = await screen.findByRole('dialog', { name });
  await user.click(within(dialog).getByRole('button', { name: buttonText }));
  const form = await within(dialog).findByTestId('inquiry-form');
  return { user, dialog, form };
}

describe('Ask about a candidate', () => {
  it('opens a short form in the profile, her name in the message, and sends it with her id', async () => {
    sendContactMessage.mockResolvedValue({ ok: true, status: 201, data: { id: 9 } });
    renderList([amina, grace]);
    const { user, form } = await askAbout('Amina Haddad', 'Ask about Amina');
    expect(within(form).getByRole('heading')).toHaveTextContent('Ask about Amina Haddad');
    await waitFor(() => expect(within(form).getByLabelText(/Full name/)).toHaveFocus());
    expect(within(form).getByLabelText(/Message/)).toHaveValue('I would like to know more about Amina Haddad.');
    expect(within(form).queryByLabelText(/Subject/)).not.toBeInTheDocument();

    await user.type(within(form).getByLabelText(/Full name/), 'Layla Haddad');
    await user.type(within(form).getByLabelText(/Email/), 'layla@example.ae');
    await user.type(within(form).getByLabelText(/Phone/), '+971 50 123 4567');
    await user.selectOptions(within(form).getByLabelText(/Service/), 'elite-governess');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));

    // Sent once the asynchronous validation has passed: on a busy machine, well after the click.
    await waitFor(() =>
      expect(sendContactMessage).toHaveBeenCalledWith({
        full_name: 'Layla Haddad',
        email: 'layla@example.ae',
        phone: '+971 50 123 4567',
        service: 'elite-governess',
        subject: 'About candidate Amina Haddad',
        message: 'I would like to know more about Amina Haddad.',
        site_language: 'en',
        candidate_id: amina.id,
      }),
    );
    const thanks = within(await screen.findByTestId('inquiry-sent')).getByRole('status');
    expect(thanks).toHaveTextContent('Thank you! We have your question about Amina Haddad');
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(window.sessionStorage.getItem(`inquiry-draft-${amina.id}`)).toBeNull();
  });

  it('checks the fields like the contact form, in Arabic, and sends nothing while one is wrong', async () => {
    renderList([amina], 'ar');
    const { user, form } = await askAbout('Amina Haddad', 'اسألوا عن Amina');
    await user.click(within(form).getByRole('button', { name: 'إرسال الرسالة' }));
    // Focus moves to the first wrong field once the asynchronous validation has run, not at the click.
    const name = within(form).getByLabelText(/الاسم الكامل/);
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(name).toHaveFocus());
    expect(sendContactMessage).not.toHaveBeenCalled();
    expect(within(form).getByLabelText(/الرسالة/)).toHaveValue('أودّ معرفة المزيد عن Amina Haddad.');
  });

  it('keeps what was typed when the server cannot be reached, and offers to try again', async () => {
    sendContactMessage.mockResolvedValue({ ok: false, kind: 'network', message: 'Failed to fetch' });
    renderList([amina]);
    const { user, form } = await askAbout('Amina Haddad', 'Ask about Amina');
    await user.type(within(form).getByLabelText(/Full name/), 'Layla Haddad');
    await user.type(within(form).getByLabelText(/Email/), 'layla@example.ae');
    await user.type(within(form).getByLabelText(/Phone/), '+971501234567');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    const retry = await within(form).findByRole('button', { name: 'Try again' });
    await waitFor(() => expect(retry).toHaveFocus());
    expect(within(form).getByLabelText(/Full name/)).toHaveValue('Layla Haddad');
    // The draft is kept for her, so a reload does not cost the family what they typed.
    expect(JSON.parse(window.sessionStorage.getItem(`inquiry-draft-${amina.id}`) ?? '{}')).toMatchObject({ full_name: 'Layla Haddad' });
  });

  it('brings back a draft about the same candidate, and says so', async () => {
    window.sessionStorage.setItem(`inquiry-draft-${amina.id}`, JSON.stringify({ full_name: 'Layla Haddad', message: 'Is she free from March?' }));
    renderList([amina]);
    const { form } = await askAbout('Amina Haddad', 'Ask about Amina');
    expect(within(form).getByLabelText(/Full name/)).toHaveValue('Layla Haddad');
    expect(within(form).getByLabelText(/Message/)).toHaveValue('Is she free from March?');
    expect(within(form).getByTestId('inquiry-draft-restored')).toBeInTheDocument();
  });
});

describe('a link to one candidate', () => {
  it('opens her profile on the page of her card, and focus goes to her card on close', async () => {
    const list = many(9);
    window.history.replaceState(null, '', `/candidate-details?candidate=${list[7].id}`);
    renderList(list);
    const dialog = await screen.findByRole('dialog', { name: list[7].name });
    expect(dialog).toBeInTheDocument();
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: `View profile of ${list[7].name}` })).toHaveFocus());
  });

  it('shows everyone when the address names no candidate on the list, also once it is refreshed', async () => {
    window.history.replaceState(null, '', '/candidate-details?candidate=999');
    teachers.mockResolvedValue({ ok: true, status: 200, data: { data: [teacherOf(amina), teacherOf(grace)] } });
    renderList([amina]);
    await screen.findByRole('heading', { name: 'Grace Wanjiru' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
