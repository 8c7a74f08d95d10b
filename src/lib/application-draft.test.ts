import { APPLICATION_DRAFT_KEY, clearDraft, draftOf, loadDraft, parseDraft, saveDraft } from './application-draft';
import { EMPTY_APPLICATION, type ApplicationValues } from './application-schema';

const filled: ApplicationValues = {
  name: 'Olga Ivanova',
  email: 'olga@example.com',
  phone: '79161234567',
  language: ['russian', 'english'],
  role: 'governess',
  ageGroup: '6-12',
  quote: 'Governess with a teaching degree.',
  cv: new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }),
  photo: new File(['png'], 'me.png', { type: 'image/png' }),
};

beforeEach(() => window.sessionStorage.clear());

describe('application draft', () => {
  it('saves the text answers to sessionStorage and never the files', () => {
    saveDraft(filled);
    const stored = JSON.parse(window.sessionStorage.getItem(APPLICATION_DRAFT_KEY) ?? '{}');
    expect(stored).toEqual(draftOf(filled));
    expect(stored).not.toHaveProperty('cv');
    expect(stored).not.toHaveProperty('photo');
  });

  it('restores what was saved', () => {
    saveDraft(filled);
    expect(loadDraft()).toEqual({
      name: 'Olga Ivanova',
      email: 'olga@example.com',
      phone: '79161234567',
      language: ['russian', 'english'],
      role: 'governess',
      ageGroup: '6-12',
      quote: 'Governess with a teaching degree.',
    });
  });

  it('removes the draft when the form is emptied and when cleared', () => {
    saveDraft(filled);
    saveDraft(EMPTY_APPLICATION);
    expect(window.sessionStorage.getItem(APPLICATION_DRAFT_KEY)).toBeNull();
    saveDraft(filled);
    clearDraft();
    expect(loadDraft()).toBeNull();
  });

  it('ignores corrupt or foreign data', () => {
    expect(parseDraft('not json')).toBeNull();
    expect(parseDraft('[1,2]')).toBeNull();
    expect(parseDraft('{"name":""}')).toBeNull();
    expect(parseDraft('{"name":42,"email":"a@b.c","language":["english",7]}')).toEqual({
      name: '',
      email: 'a@b.c',
      phone: '',
      language: ['english'],
      role: '',
      ageGroup: '',
      quote: '',
    });
  });

  it('keeps working when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => saveDraft(filled, broken)).not.toThrow();
    expect(loadDraft(broken)).toBeNull();
    expect(() => clearDraft(broken)).not.toThrow();
  });
});
