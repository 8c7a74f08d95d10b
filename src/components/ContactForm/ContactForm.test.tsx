import React from 'react';
import { fc, test } from '@fast-check/jest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { renderWithI18n } from '../../../test-support/render-with-i18n';
import { api, type ApiResult } from '../../lib/api-client';
import { contactDraft } from '../../lib/form-draft';
import type { Language } from '@efe/shared/constants';
import { ContactForm } from './ContactForm';
import { typedPhoneNumber } from '../../../test-support/typed-phone-numbers';

jest.mock('../../lib/api-client', () => ({ api: { sendContactMessage: jest.fn() } }));

const sendContactMessage = api.sendContactMessage as jest.MockedFunction<typeof api.sendContactMessage>;
const NAMESPACES = ['forms', 'validation', 'common'] as const;

function renderForm(language: Language = 'en') {
  return renderWithI18n(
    <>
      <button type="button">Outside the form</button>
      <ContactForm />
    </>,
    { language, namespaces: NAMESPACES },
  );
}

async function fillValidForm(user: UserEvent) {
  await user.type(screen.getByLabelText(/Full name/), '  Layla Haddad ');
  await user.type(screen.getByLabelText(/Email/), 'layla@example.ae');
  await user.type(screen.getByLabelText(/Phone/), '+971 50 123 4567');
  await user.type(screen.getByLabelText(/Subject/), 'Governess for two girls');
  await user.type(screen.getByLabelText(/Message/), 'Our daughters are 7 and 10.');
}

/** A reply the test releases when it wants, to look at the form while the message is on its way. */
function deferredReply() {
  let release: (result: ApiResult<{ id: number }>) => void = () => undefined;
  const promise = new Promise<ApiResult<{ id: number }>>((resolve) => (release = resolve));
  return { promise, release };
}

beforeEach(() => {
  sendContactMessage.mockReset();
  window.sessionStorage.clear();
});

describe('ContactForm', () => {
  it('shows every required message under its field and focuses the first one on an empty submit', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    // The check runs after the click returns (Formik validates asynchronously).
    await waitFor(() => expect(screen.getByLabelText(/Full name/)).toHaveAttribute('aria-invalid', 'true'));

    const expected: Array<[RegExp, string]> = [
      [/Full name/, 'Full name is required.'],
      [/Email/, 'Email is required.'],
      [/Phone/, 'Phone number is required.'],
      [/Subject/, 'Subject is required.'],
      [/Message/, 'Message is required.'],
    ];
    for (const [label, message] of expected) {
      const control = screen.getByLabelText(label);
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription(message);
    }
    await waitFor(() => expect(screen.getByLabelText(/Full name/)).toHaveFocus());
    expect(sendContactMessage).not.toHaveBeenCalled();
  });

  it('explains an invalid e-mail and phone number', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillValidForm(user);
    await user.clear(screen.getByLabelText(/Email/));
    await user.type(screen.getByLabelText(/Email/), 'layla@');
    await user.clear(screen.getByLabelText(/Phone/));
    await user.type(screen.getByLabelText(/Phone/), '1234567890123456');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    await waitFor(() => expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('Please enter a valid email address.'));
    expect(screen.getByLabelText(/Phone/)).toHaveAccessibleDescription('Phone number must be 1 to 15 digits.');
    await waitFor(() => expect(screen.getByLabelText(/Email/)).toHaveFocus());
    expect(sendContactMessage).not.toHaveBeenCalled();
  });

  it('sends the trimmed message, opens the thank-you popup, and Escape closes it returning focus', async () => {
    const user = userEvent.setup();
    const reply = deferredReply();
    sendContactMessage.mockReturnValue(reply.promise);
    renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const sending = screen.getByTestId('contact-submit');
    expect(sending).toBeDisabled();
    expect(sending).toHaveTextContent('Sending…');
    expect(sendContactMessage).toHaveBeenCalledWith({
      full_name: 'Layla Haddad',
      email: 'layla@example.ae',
      phone: '+971 50 123 4567',
      // "Not sure yet", left as it was.
      service: '',
      subject: 'Governess for two girls',
      message: 'Our daughters are 7 and 10.',
      site_language: 'en',
    });

    reply.release({ ok: true, status: 201, data: { id: 1 } });
    const dialog = await screen.findByRole('dialog', { name: 'Thank you!' });
    // Shown with showModal(): the page behind is out of reach (the browser's doing, tested in Chromium).
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveTextContent('Your message has been received. We will be in touch shortly.');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    // The form was emptied for the next message.
    expect(screen.getByLabelText(/Full name/, { selector: 'input' })).toHaveValue('');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send message' })).toHaveFocus());
    expect(sendContactMessage).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab inside the popup and closes it with its button', async () => {
    const user = userEvent.setup();
    sendContactMessage.mockResolvedValue({ ok: true, status: 201, data: { id: 2 } });
    renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const dialog = await screen.findByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('contact-submit')).toHaveFocus());
  });

  it('keeps the input after a network failure and sends it again from the retry button', async () => {
    const user = userEvent.setup();
    sendContactMessage.mockResolvedValueOnce({ ok: false, kind: 'network', message: 'Failed to fetch' });
    renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not reach our server.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Full name/)).toHaveValue('  Layla Haddad ');
    expect(screen.getByLabelText(/Message/)).toHaveValue('Our daughters are 7 and 10.');
    const retry = screen.getByRole('button', { name: 'Try again' });
    await waitFor(() => expect(retry).toHaveFocus());

    sendContactMessage.mockResolvedValueOnce({ ok: true, status: 201, data: { id: 3 } });
    await user.click(retry);
    expect(await screen.findByRole('dialog', { name: 'Thank you!' })).toBeInTheDocument();
    expect(sendContactMessage).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(/We could not reach our server/)).not.toBeInTheDocument();
  });

  it('shows the server field errors under their fields with a general message, keeping the input', async () => {
    const user = userEvent.setup();
    sendContactMessage.mockResolvedValue({
      ok: false,
      kind: 'http',
      status: 400,
      message: 'Bad Request',
      errors: { phone: 'Phone number must be 1 to 15 digits.' },
    });
    renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not send your message.');
    const phone = screen.getByLabelText(/Phone/);
    expect(phone).toHaveAccessibleDescription('Phone number must be 1 to 15 digits.');
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveValue('+971 50 123 4567');
  });

  test.prop({ number: typedPhoneNumber(1, 15), language: fc.constantFrom<Language>('en', 'ar', 'ru') }, { numRuns: 8 })(
    'sends a phone number typed in Western, Arabic-Indic or Persian digits, in every language',
    async ({ number, language }) => {
      sendContactMessage.mockReset();
      sendContactMessage.mockResolvedValue({ ok: true, status: 201, data: { id: 5 } });
      // Each run is a new visit: no draft of the run before.
      window.sessionStorage.clear();
      const user = userEvent.setup({ delay: null });
      const { i18n } = renderForm(language);
      try {
        await user.type(screen.getByLabelText(new RegExp(i18n.t('forms:contact.full_name'))), 'Layla Haddad');
        await user.type(screen.getByLabelText(new RegExp(i18n.t('forms:contact.email'))), 'layla@example.ae');
        await user.type(screen.getByLabelText(new RegExp(i18n.t('forms:contact.phone'))), number.typed);
        await user.type(screen.getByLabelText(new RegExp(i18n.t('forms:contact.subject'))), 'Governess');
        await user.type(screen.getByLabelText(new RegExp(i18n.t('forms:contact.message'))), 'Two girls.');
        await user.click(screen.getByRole('button', { name: i18n.t('forms:contact.submit') }));
        await waitFor(() => expect(sendContactMessage).toHaveBeenCalledWith(expect.objectContaining({ phone: number.typed.trim() })));
        expect(screen.queryByText(i18n.t('validation:phone.invalid', { max: 15 }))).toBeNull();
      } finally {
        cleanup();
      }
    },
  );

  it('validates in the page language and sends it as site_language', async () => {
    const user = userEvent.setup();
    sendContactMessage.mockResolvedValue({ ok: true, status: 201, data: { id: 4 } });
    const { i18n } = renderForm('ru');
    const submit = screen.getByRole('button', { name: i18n.t('forms:contact.submit') });
    await user.click(submit);
    expect(await screen.findByText(i18n.t('validation:full_name.required'))).toBeInTheDocument();
    expect(i18n.t('validation:full_name.required')).not.toBe('Full name is required.');

    await user.type(screen.getByLabelText(new RegExp(i18n.t('forms:contact.full_name'))), 'Анна Петрова');
    await user.type(screen.getByLabelText(new RegExp(i18n.t('forms:contact.email'))), 'anna@example.ru');
    await user.type(screen.getByLabelText(new RegExp(i18n.t('forms:contact.phone'))), '+7 912 345-67-89');
    await user.type(screen.getByLabelText(new RegExp(i18n.t('forms:contact.subject'))), 'Няня');
    await user.type(screen.getByLabelText(new RegExp(i18n.t('forms:contact.message'))), 'Ищем няню для сына.');
    await user.click(submit);
    await waitFor(() => expect(sendContactMessage).toHaveBeenCalledWith(expect.objectContaining({ site_language: 'ru' })));
  });
});

describe('ContactForm: draft', () => {
  it('keeps a message that could not be sent through a reload, says so, and forgets it once sent', async () => {
    const user = userEvent.setup();
    sendContactMessage.mockResolvedValueOnce({ ok: false, kind: 'network', message: 'Failed to fetch' });
    const first = renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach our server.');
    expect(screen.queryByTestId('contact-draft-restored')).not.toBeInTheDocument();
    first.unmount();

    renderForm();
    expect(await screen.findByTestId('contact-draft-restored')).toHaveTextContent(
      'We restored the message you typed earlier; it has not been sent yet.',
    );
    expect(screen.getByLabelText(/Full name/)).toHaveValue('  Layla Haddad ');
    expect(screen.getByLabelText(/Message/)).toHaveValue('Our daughters are 7 and 10.');

    sendContactMessage.mockResolvedValueOnce({ ok: true, status: 201, data: { id: 5 } });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('dialog', { name: 'Thank you!' })).toBeInTheDocument();
    expect(contactDraft.load()).toBeNull();
    expect(screen.queryByTestId('contact-draft-restored')).not.toBeInTheDocument();
  });

  it('offers the services in the page\'s language, "Not sure yet" first, and chooses the one the address names', async () => {
    window.history.replaceState(null, '', '/ru/contact-us?service=premier-nanny');
    try {
      const user = userEvent.setup();
      renderForm('ru');
      const service = screen.getByRole('combobox', { name: 'Интересующая услуга' });
      expect(service).not.toHaveAttribute('aria-required', 'true');
      expect(within(service).getAllByRole('option')[0]).toHaveTextContent('Пока не знаю');
      await waitFor(() => expect(service).toHaveValue('premier-nanny'));
      expect(within(service).getByRole('option', { selected: true })).toHaveTextContent('Няни премиум-класса');
      sendContactMessage.mockResolvedValue({ ok: true, status: 201, data: { id: 1 } });
      await user.type(screen.getByLabelText(/Имя и фамилия/), 'Анна');
      await user.type(screen.getByLabelText(/Электронная почта/), 'anna@example.ru');
      await user.type(screen.getByLabelText(/Телефон/), '+971 50 123 4567');
      await user.type(screen.getByLabelText(/Тема/), 'Няня');
      await user.type(screen.getByLabelText(/Сообщение/), 'Нужна няня.');
      await user.click(screen.getByRole('button', { name: 'Отправить сообщение' }));
      await waitFor(() => expect(sendContactMessage).toHaveBeenCalledWith(expect.objectContaining({ service: 'premier-nanny', site_language: 'ru' })));
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
