import { postTitle } from './post-title';

describe('postTitle', () => {
  it('names a post by its English title, else the first language with one, else its slug', () => {
    expect(postTitle({ id: 1, slug: 'choosing-a-nanny', translations: { en: { title: 'Choosing a nanny' }, ru: { title: 'Как выбрать няню' } } })).toBe('Choosing a nanny');
    expect(postTitle({ id: 2, slug: 'visas', translations: { en: { title: '  ' }, ar: { title: 'التأشيرات' }, ru: { title: 'Визы' } } })).toBe('التأشيرات');
    expect(postTitle({ id: 3, slug: 'untitled', translations: {} })).toBe('untitled');
  });
});
