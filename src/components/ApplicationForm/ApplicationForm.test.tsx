import fs from 'fs';
import path from 'path';
import React from 'react';
import { fc, test } from '@fast-check/jest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { renderWithI18n } from '../../../test-support/render-with-i18n';
import { api, type ApiResult } from '../../lib/api-client';
import { applicationDraft } from '../../lib/form-draft';
import { LANGUAGES as SITE_LANGUAGES, PHOTO_MAX_BYTES, SUCCESS_MESSAGE_MS, type Language } from '@efe/shared/constants';
import { NAMED_COUNTRIES } from '@efe/shared/countries';
import { ApplicationForm } from './ApplicationForm';
import { typedPhoneNumber } from '../../../test-support/typed-phone-numbers';
import { Type } from '@sinclair/typebox';
import { checked } from '../../../test-support/checked';

jest.mock('../../lib/api-client', () => ({ api: { createApplication: jest.fn() } }));
const createApplication = api.createApplication as jest.MockedFunction<typeof api.createApplication>;
type CreateResult = ApiResult<{ id: number }>;

const ROLES = ['Governess', 'Nanny', 'Teacher', 'Tutor'];
const LANGUAGES = ['Arabic', 'English', 'Russian'];
/** The listed candidates' countries: one the site names, one it does not (typed by the staff). */
const CANDIDATE_COUNTRIES = ['Philippines', 'Vietnam'];

function renderForm(language: Language = 'en') {
  return renderWithI18n(<ApplicationForm roles={ROLES} languages={LANGUAGES} countries={CANDIDATE_COUNTRIES} />, {
    language,
    namespaces: ['forms', 'validation', 'candidates', 'consent'],
  });
}

const fileOf = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });
const cvFile = () => fileOf('maria-santos-cv.pdf', 'application/pdf', 2048);
const photoFile = () => fileOf('maria.png', 'image/png', 4096);

/** `value`, checked to be what the test takes it for (a field of that kind, a file), with no cast. */
function ofKind<T>(kind: abstract new (...args: never[]) => T, value: unknown): T {
  if (!(value instanceof kind)) throw new Error(`expected a ${kind.name}, found ${String(value)}`);
  return value;
}

const cvInput = () => ofKind(HTMLInputElement, screen.getByLabelText('CV'));
const photoInput = () => ofKind(HTMLInputElement, screen.getByLabelText('Photo'));
const submitButton = () => screen.getByTestId('application-submit');

async function fillText(user: UserEvent) {
  await user.type(screen.getByLabelText('Full name'), 'Maria Santos');
  await user.type(screen.getByLabelText('Email'), 'maria.santos@example.com');
  await user.type(screen.getByLabelText('Phone number'), '+971 50 123 4567');
  await user.click(screen.getByLabelText('English'));
  await user.click(screen.getByLabelText('Arabic'));
  await user.selectOptions(screen.getByLabelText('Role you are applying for'), 'Nanny');
  await user.selectOptions(screen.getByLabelText('Age group you prefer'), '3–5 years');
  await user.type(screen.getByLabelText('Quote: a few words about you'), 'Eight years with toddlers in Dubai.');
}

async function fillAll(user: UserEvent) {
  await fillText(user);
  await user.upload(cvInput(), cvFile());
  await user.upload(photoInput(), photoFile());
}

/** Fills every required field by its name, whatever the page's language. */
async function fillInAnyLanguage(user: UserEvent) {
  const form = screen.getByTestId('application-form');
  const named = <T extends Element>(selector: string) => form.querySelector<T & HTMLElement>(selector)!;
  await user.type(named('[name="name"]'), 'Maria Santos');
  await user.type(named('[name="email"]'), 'maria.santos@example.com');
  await user.type(named('[name="phone"]'), '971501234567');
  await user.click(named('[name="language"][value="english"]'));
  await user.selectOptions(named('select[name="role"]'), 'nanny');
  await user.selectOptions(named('select[name="ageGroup"]'), '3-5');
  await user.type(named('[name="quote"]'), 'Eight years with toddlers.');
  await user.upload(named<HTMLInputElement>('input[name="cv"]'), cvFile());
  await user.upload(named<HTMLInputElement>('input[name="photo"]'), photoFile());
}

function deferred() {
  let release: (result: CreateResult) => void = () => undefined;
  const promise = new Promise<CreateResult>((resolve) => (release = resolve));
  return { promise, release };
}

function expectFilled() {
  expect(screen.getByLabelText('Full name')).toHaveValue('Maria Santos');
  expect(screen.getByLabelText('Email')).toHaveValue('maria.santos@example.com');
  expect(screen.getByLabelText('Phone number')).toHaveValue('971501234567');
  expect(screen.getByLabelText('English')).toBeChecked();
  expect(screen.getByLabelText('Arabic')).toBeChecked();
  expect(screen.getByLabelText('Role you are applying for')).toHaveValue('nanny');
  expect(screen.getByLabelText('Age group you prefer')).toHaveValue('3-5');
  expect(screen.getByLabelText('Quote: a few words about you')).toHaveValue('Eight years with toddlers in Dubai.');
  expect(screen.getByTestId('cv-file-name')).toHaveTextContent('maria-santos-cv.pdf');
  expect(screen.getByTestId('photo-file-name')).toHaveTextContent('maria.png');
  expect(cvInput().files?.[0]?.name).toBe('maria-santos-cv.pdf');
  expect(photoInput().files?.[0]?.name).toBe('maria.png');
}

// Filling nine fields is slow on a busy two-core machine; the default 5 s is too tight there.
jest.setTimeout(20_000);

beforeEach(() => {
  createApplication.mockReset();
  window.sessionStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('ApplicationForm: validation', () => {
  it('shows all nine messages on an empty submit, focuses the first and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    expect(screen.queryByTestId('name-error')).not.toBeInTheDocument();
    await user.click(submitButton());
    // The check runs after the click returns (Formik validates asynchronously): wait for its summary.
    const summary = await screen.findByTestId('application-error-summary');

    const expected: Array<[string, string]> = [
      ['Full name', 'Name is required.'],
      ['Email', 'Email is required.'],
      ['Phone number', 'Phone number is required.'],
      ['Role you are applying for', 'Role is required.'],
      ['Age group you prefer', 'Age group is required.'],
      ['Quote: a few words about you', 'Quote is required.'],
      ['CV', 'CV is required.'],
      ['Photo', 'Photo is required.'],
    ];
    for (const [label, message] of expected) {
      const control = screen.getByLabelText(label);
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    const languages = screen.getByRole('group', { name: 'Languages you speak' });
    expect(languages).toHaveAccessibleDescription(expect.stringContaining('Language is required.'));
    expect(screen.getByTestId('language-error')).toHaveTextContent('Language is required.');
    expect(summary).toHaveTextContent('Please correct the 9 fields marked below.');
    // "marked below" must be true: the summary precedes every field.
    expect(summary.compareDocumentPosition(screen.getByLabelText('Full name')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveFocus());
    expect(createApplication).not.toHaveBeenCalled();
  });

  it('shows the messages in Arabic on the Arabic page', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm('ar');
    await user.click(screen.getByTestId('application-submit'));
    expect(await screen.findByTestId('name-error')).toHaveTextContent('الاسم مطلوب.');
    expect(screen.getByTestId('photo-error')).toHaveTextContent('الصورة الشخصية مطلوبة.');
  });

  it('moves focus to the first field still wrong and clears a message once fixed', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.type(screen.getByLabelText('Full name'), 'Maria Santos');
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(screen.queryByTestId('name-error')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'maria@example.com');
    await waitFor(() => expect(screen.queryByTestId('email-error')).not.toBeInTheDocument());
  });

  it('keeps only digits in the phone, at most 15', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    const phone = screen.getByLabelText('Phone number');
    await user.type(phone, '+971 (50) abc 123-4567');
    expect(phone).toHaveValue('971501234567');
    await user.clear(phone);
    await user.type(phone, '12345678901234567890');
    expect(phone).toHaveValue('123456789012345');
    expect(phone).toHaveAccessibleDescription('Digits only, up to 15.');
  });

  test.prop({ number: typedPhoneNumber(1, 15) }, { numRuns: 10 })('keeps a phone typed in Arabic-Indic or Persian digits, as Western digits', async ({ number }) => {
    // Each run is a new visit: no draft of the run before.
    window.sessionStorage.clear();
    const user = userEvent.setup({ delay: null });
    renderForm('ar');
    try {
      await user.type(screen.getByLabelText('رقم الهاتف'), number.typed);
      expect(screen.getByLabelText('رقم الهاتف')).toHaveValue(number.western.replace(/\D/g, ''));
    } finally {
      cleanup();
    }
  });

  it('offers the server’s roles and languages, translated, and the three age groups', () => {
    renderForm('ru');
    const role = screen.getByLabelText('Должность, на которую вы претендуете');
    expect(within(role).getByRole('option', { name: 'Няня' })).toHaveValue('nanny');
    expect(screen.getByLabelText('Русский')).toHaveAttribute('value', 'russian');
    const ageGroup = screen.getByLabelText('Предпочитаемый возраст детей');
    expect(within(ageGroup).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual([
      '',
      '0-2',
      '3-5',
      '6-12',
    ]);
  });
});

describe('ApplicationForm: files', () => {
  it('shows "No file chosen" until a valid file, with the accepted types and the size hint', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    expect(cvInput()).toHaveAttribute('accept', '.pdf,.docx');
    expect(photoInput()).toHaveAttribute('accept', '.jpg,.jpeg,.png');
    expect(screen.getByTestId('cv-file-name')).toHaveTextContent('No file chosen');
    expect(screen.getByTestId('photo-file-name')).toHaveTextContent('No file chosen');
    expect(screen.getByText('Maximum upload file size 200 KB.')).toBeInTheDocument();
    await user.upload(cvInput(), cvFile());
    expect(screen.getByTestId('cv-file-name')).toHaveTextContent('maria-santos-cv.pdf');
    expect(cvInput()).toHaveAccessibleDescription(expect.stringContaining('maria-santos-cv.pdf'));
  });

  it('refuses a wrong type or an oversize file at once: message shown, input reset', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderForm();
    await user.upload(cvInput(), cvFile());
    await user.upload(cvInput(), fileOf('notes.txt', 'text/plain', 10));
    expect(screen.getByTestId('cv-error')).toHaveTextContent('Only PDF and DOCX files are allowed.');
    expect(screen.getByTestId('cv-file-name')).toHaveTextContent('No file chosen');
    expect(cvInput().value).toBe('');

    await user.upload(photoInput(), fileOf('me.png', 'image/png', PHOTO_MAX_BYTES + 1));
    expect(screen.getByTestId('photo-error')).toHaveTextContent('File size should not exceed 200KB.');
    expect(screen.getByTestId('photo-file-name')).toHaveTextContent('No file chosen');
    expect(photoInput()).toHaveAttribute('aria-invalid', 'true');

    await user.upload(photoInput(), photoFile());
    expect(screen.queryByTestId('photo-error')).not.toBeInTheDocument();
    expect(screen.getByTestId('photo-file-name')).toHaveTextContent('maria.png');
  });
});

describe('ApplicationForm: sending', () => {
  it('sends the multipart body, shows progress, then clears everything and confirms for 3 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime });
    const reply = deferred();
    createApplication.mockReturnValue(reply.promise);
    renderForm('ar');
    // Arabic page, English labels are not there: fill by test ids and roles.
    await user.type(screen.getByLabelText('الاسم الكامل'), 'Maria Santos');
    await user.type(screen.getByLabelText('البريد الإلكتروني'), 'maria.santos@example.com');
    await user.type(screen.getByLabelText('رقم الهاتف'), '971501234567');
    await user.click(screen.getByLabelText('الإنجليزية'));
    await user.selectOptions(screen.getByLabelText('الوظيفة التي تتقدمون إليها'), 'governess');
    await user.selectOptions(screen.getByLabelText('الفئة العمرية المفضّلة'), '6-12');
    await user.type(screen.getByLabelText('نبذة عنكم'), 'Governess for ten years.');
    await user.upload(screen.getByLabelText('السيرة الذاتية'), cvFile());
    await user.upload(screen.getByLabelText('الصورة الشخصية'), photoFile());
    await user.click(submitButton());

    await waitFor(() => expect(submitButton()).toBeDisabled());
    expect(submitButton()).toHaveTextContent('جارٍ الإرسال…');
    const body = createApplication.mock.calls[0][0];
    expect(body.get('name')).toBe('Maria Santos');
    expect(body.get('phone')).toBe('971501234567');
    expect(body.getAll('language')).toEqual(['english']);
    expect(body.get('role')).toBe('governess');
    expect(body.get('ageGroup')).toBe('6-12');
    expect(body.get('site_language')).toBe('ar');
    expect(ofKind(File, body.get('cv')).name).toBe('maria-santos-cv.pdf');
    expect(ofKind(File, body.get('photo')).name).toBe('maria.png');

    await act(async () => reply.release({ ok: true, status: 201, data: { id: 7 } }));
    const success = screen.getByTestId('application-success');
    expect(success).toHaveAttribute('role', 'status');
    expect(success).toHaveTextContent('تم إرسال النموذج بنجاح!');
    expect(screen.getByLabelText('الاسم الكامل')).toHaveValue('');
    expect(screen.getByLabelText('الإنجليزية')).not.toBeChecked();
    expect(screen.getByLabelText('الوظيفة التي تتقدمون إليها')).toHaveValue('');
    expect(screen.getByTestId('cv-file-name')).toHaveTextContent('لم يتم اختيار ملف');
    expect(ofKind(HTMLInputElement, screen.getByLabelText('السيرة الذاتية')).value).toBe('');
    expect(screen.queryByTestId('name-error')).not.toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
    expect(window.sessionStorage.getItem(applicationDraft.key)).toBeNull();

    act(() => jest.advanceTimersByTime(SUCCESS_MESSAGE_MS - 100));
    expect(success).toHaveTextContent('تم إرسال النموذج بنجاح!');
    act(() => jest.advanceTimersByTime(200));
    expect(success).toBeEmptyDOMElement();
  });

  it('keeps every answer and both files after a network failure and offers a retry', async () => {
    const user = userEvent.setup({ delay: null });
    createApplication.mockResolvedValueOnce({ ok: false, kind: 'network', message: 'Failed to fetch' });
    renderForm();
    await fillAll(user);
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach our server. Your answers and files are still here; please try again.',
    );
    expectFilled();

    createApplication.mockResolvedValueOnce({ ok: true, status: 201, data: { id: 8 } });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Form submitted successfully!')).toBeInTheDocument();
    expect(createApplication).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('says so when the server took too long, keeping everything', async () => {
    const user = userEvent.setup({ delay: null });
    createApplication.mockResolvedValueOnce({ ok: false, kind: 'timeout', message: 'aborted' });
    renderForm();
    await fillAll(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('The server took too long to answer.');
    expectFilled();
  });

  it('shows the server’s field errors under their fields and a general message, keeping everything', async () => {
    const user = userEvent.setup({ delay: null });
    createApplication.mockResolvedValueOnce({
      ok: false,
      kind: 'http',
      status: 400,
      message: 'Bad Request',
      errors: { photo: 'Only JPG and PNG files are allowed.', email: 'Please enter a valid email address.' },
    });
    renderForm();
    await fillAll(user);
    await user.click(submitButton());

    expect(await screen.findByTestId('photo-error')).toHaveTextContent('Only JPG and PNG files are allowed.');
    expect(screen.getByTestId('email-error')).toHaveTextContent('Please enter a valid email address.');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your application was not accepted. Please correct the marked fields.',
    );
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expectFilled();

    // Editing a field takes its server message away; the other stays until it is dealt with.
    await user.type(screen.getByLabelText('Email'), 'x');
    expect(screen.queryByTestId('email-error')).not.toBeInTheDocument();
    expect(screen.getByTestId('photo-error')).toBeInTheDocument();
  });
});

describe('ApplicationForm: draft', () => {
  it('saves the typed answers for the session and restores them with a note', async () => {
    const user = userEvent.setup({ delay: null });
    const first = renderForm();
    await fillAll(user);
    const stored = JSON.parse(window.sessionStorage.getItem(applicationDraft.key) ?? '{}');
    expect(stored).toMatchObject({ name: 'Maria Santos', language: ['arabic', 'english'], role: 'nanny' });
    expect(stored).not.toHaveProperty('cv');
    first.unmount();

    renderForm();
    expect(await screen.findByTestId('application-draft-restored')).toHaveTextContent(
      'We restored the answers you typed earlier.',
    );
    expect(screen.getByLabelText('Full name')).toHaveValue('Maria Santos');
    expect(screen.getByLabelText('Quote: a few words about you')).toHaveValue('Eight years with toddlers in Dubai.');
    expect(screen.getByLabelText('Arabic')).toBeChecked();
    expect(screen.getByTestId('cv-file-name')).toHaveTextContent('No file chosen');
  });

  it('does not show the note when there was nothing to restore', () => {
    renderForm();
    expect(screen.queryByTestId('application-draft-restored')).not.toBeInTheDocument();
  });
});

describe('ApplicationForm: double submit', () => {
  it('sends once however often the button is pressed while the first submit is under way', async () => {
    const user = userEvent.setup({ delay: null });
    const reply = deferred();
    createApplication.mockReturnValue(reply.promise);
    renderForm();
    await fillAll(user);
    const form = ofKind(HTMLFormElement, screen.getByTestId('application-form'));
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await waitFor(() => expect(submitButton()).toBeDisabled());
    await user.keyboard('{Enter}');
    expect(createApplication).toHaveBeenCalledTimes(1);
    await act(async () => reply.release({ ok: true, status: 201, data: { id: 9 } }));
    expect(screen.getByTestId('application-success')).toHaveTextContent('Form submitted successfully!');
  });
});

describe('ApplicationForm: the optional consent to a profile', () => {
  const consentBox = () => within(screen.getByTestId('profile-consent')).getByRole('checkbox');

  it.each([
    ['en', /^I agree that families/],
    ['ar', /^أوافق على/],
    ['ru', /^Я согласен/],
  ] as const)('is unticked at first on the %s page, in the wording the API records as version 1', (language, wording) => {
    renderForm(language);
    expect(consentBox()).not.toBeChecked();
    expect(consentBox()).toHaveAccessibleName(expect.stringMatching(wording));
  });

  it('goes with the application only when ticked', async () => {
    const user = userEvent.setup({ delay: null });
    createApplication.mockResolvedValue({ ok: true, status: 201, data: { id: 9 } });
    renderForm();
    await fillAll(user);
    await user.click(submitButton());
    await waitFor(() => expect(createApplication).toHaveBeenCalledTimes(1));
    expect(createApplication.mock.calls[0][0].has('profile_consent')).toBe(false);

    await fillAll(user);
    await user.click(consentBox());
    expect(consentBox()).toBeChecked();
    await user.click(submitButton());
    await waitFor(() => expect(createApplication).toHaveBeenCalledTimes(2));
    expect(createApplication.mock.calls[1][0].getAll('profile_consent')).toEqual(['yes']);
    await waitFor(() => expect(consentBox()).not.toBeChecked());
  });
});

describe('ApplicationForm: the optional country', () => {
  /** The candidates page's names of the countries, per language (`candidates:values.countries`). */
  const CountryNames = Type.Object({ values: Type.Object({ countries: Type.Record(Type.String(), Type.String()) }) });
  const countryNames = (language: Language) =>
    checked(CountryNames, JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../locales', language, 'candidates.json'), 'utf8'))).values.countries;
  const countryLabel: Record<Language, string> = { en: 'Nationality', ar: 'الجنسية', ru: 'Гражданство' };
  const countrySelect = (language: Language = 'en') => ofKind(HTMLSelectElement, screen.getByLabelText(countryLabel[language]));
  /** Fills the required answers by the fields' names, which are the same on every page. */

  it.each(SITE_LANGUAGES)('offers, on the %s page, the countries the site names and those of listed candidates, named as the candidates page names them', (language) => {
    renderForm(language);
    const select = countrySelect(language);
    const offered = [...select.options].slice(1).map((option) => [option.value, option.textContent]);
    const names = countryNames(language);
    expect(offered.map(([value]) => value).sort()).toEqual([...NAMED_COUNTRIES, 'Vietnam'].sort());
    for (const [value, label] of offered) expect(label).toBe(names[value ?? ''] ?? value);
    expect(select).toHaveValue('');
    expect(select).toHaveAccessibleDescription(expect.stringMatching(/.+/));
  });

  it('is not required: an application without it is sent without it', async () => {
    const user = userEvent.setup({ delay: null });
    createApplication.mockResolvedValue({ ok: true, status: 201, data: { id: 3 } });
    renderForm();
    await fillAll(user);
    expect(countrySelect()).toHaveValue('');
    await user.click(submitButton());
    await waitFor(() => expect(createApplication).toHaveBeenCalledTimes(1));
    expect(createApplication.mock.calls[0][0].has('country')).toBe(false);
    expect(screen.queryByTestId('country-error')).not.toBeInTheDocument();
  });

  test.prop({ language: fc.constantFrom(...SITE_LANGUAGES), country: fc.constantFrom(...NAMED_COUNTRIES, 'Vietnam') }, { numRuns: 8 })(
    'sends the chosen country in the site spelling, from any page, and clears it once sent',
    async ({ language, country }) => {
      cleanup();
      createApplication.mockReset();
      window.sessionStorage.clear();
      createApplication.mockResolvedValue({ ok: true, status: 201, data: { id: 4 } });
      const user = userEvent.setup({ delay: null });
      renderForm(language);
      await fillInAnyLanguage(user);
      await user.selectOptions(countrySelect(language), country);
      await user.click(submitButton());
      await waitFor(() => expect(createApplication).toHaveBeenCalledTimes(1));
      expect(createApplication.mock.calls[0][0].getAll('country')).toEqual([country]);
      await waitFor(() => expect(countrySelect(language)).toHaveValue(''));
    },
  );
});

describe('ApplicationForm: a body too large for the server', () => {
  const validationTexts = (language: Language) =>
    checked(Type.Object({ bodyTooLarge: Type.String(), requestTooLarge: Type.String() }), JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', '..', 'locales', language, 'validation.json'), 'utf8')));

  const retryLabel = (language: Language) =>
    checked(Type.Object({ application: Type.Object({ retry: Type.String() }) }), JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', '..', 'locales', language, 'forms.json'), 'utf8'))).application.retry;

  // The server refuses it before reading it, so in the language of the request's headers, which may not be the page's.
  test.prop({ language: fc.constantFrom(...SITE_LANGUAGES), serverLanguage: fc.constantFrom(...SITE_LANGUAGES) }, { numRuns: 9 })(
    "is said in the page's language, with the files' limits, offering no retry of the same files; the answers stay",
    async ({ language, serverLanguage }) => {
      cleanup();
      createApplication.mockReset();
      window.sessionStorage.clear();
      createApplication.mockResolvedValue({ ok: false, kind: 'http', status: 413, message: validationTexts(serverLanguage).requestTooLarge, errors: {} });
      const user = userEvent.setup({ delay: null });
      renderForm(language);
      await fillInAnyLanguage(user);
      await user.click(submitButton());
      await waitFor(() => expect(createApplication).toHaveBeenCalledTimes(1));
      const alert = await screen.findByRole('alert');
      await waitFor(() => expect(alert).toHaveTextContent(validationTexts(language).bodyTooLarge));
      expect(screen.queryByRole('button', { name: retryLabel(language) })).not.toBeInTheDocument();
      expect(screen.getByTestId('application-form').querySelector('[name="name"]')).toHaveValue('Maria Santos');
    },
  );
});
