import { brokenStorage } from '../../../test-support/broken-storage';
import { draftKey, dropDraft, keepDraft, keptDraft } from './form-drafts';

beforeEach(() => window.localStorage.clear());

describe('admin form drafts', () => {
  const key = draftKey('editor@example.com', 'blog', undefined);

  it('keeps the values of a form per account, resource and record', () => {
    expect(key).toBe('admin-draft:editor@example.com:blog:new');
    expect(draftKey('editor@example.com', 'blog', 7)).not.toBe(draftKey('other@example.com', 'blog', 7));
    const values = { slug: 'a-post', translations: { en: { title: 'Title', body: '<p>Text</p>' } } };
    keepDraft(key, values, new Date('2026-11-24T10:00:00Z'));
    expect(keptDraft(key)).toEqual({ values, savedAt: '2026-11-24T10:00:00.000Z', filesLeftOut: false });
    dropDraft(key);
    expect(keptDraft(key)).toBeNull();
  });

  it('leaves out a chosen file, and says so, but keeps a picture the record already had', () => {
    const chosen = { rawFile: new File(['png'], 'new.png', { type: 'image/png' }), src: 'blob:x', title: 'new.png' };
    keepDraft(key, { picture: chosen, slug: 'a-post' });
    expect(keptDraft(key)).toMatchObject({ values: { slug: 'a-post' }, filesLeftOut: true });
    keepDraft(key, { picture: { src: '/media/a.webp' }, slug: 'a-post' });
    expect(keptDraft(key)).toMatchObject({ values: { picture: { src: '/media/a.webp' } }, filesLeftOut: false });
  });

  it('ignores what is not a draft, and works on when storage throws', () => {
    window.localStorage.setItem(key, 'not json');
    expect(keptDraft(key)).toBeNull();
    window.localStorage.setItem(key, '{"values":1}');
    expect(keptDraft(key)).toBeNull();
    const broken = brokenStorage;
    expect(() => keepDraft(key, { slug: 'x' }, new Date(), broken)).not.toThrow();
    expect(keptDraft(key, broken)).toBeNull();
    expect(() => dropDraft(key, broken)).not.toThrow();
  });
});
