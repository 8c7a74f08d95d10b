import { contentBody, isBlank, perLanguageBody } from './content-body';

describe('contentBody', () => {
  it('keeps only the fields the API stores', () => {
    const body = contentBody('blog', {
      id: 4,
      slug: 'a-post',
      image: 'abc.webp',
      image_url: 'http://api/media/abc.webp',
      published_at: '2026-11-23T10:00:00.000Z',
      translations: { en: { title: 'T', content: '<p>x</p>' } },
    });
    expect(body).toEqual({ slug: 'a-post', image: 'abc.webp', published_at: '2026-11-23T10:00:00.000Z', translations: { en: { title: 'T', content: '<p>x</p>' } } });
  });

  it('leaves out a language the editor did not fill, and blank fields of one they started', () => {
    const body = contentBody('blog', {
      slug: 's',
      translations: {
        en: { title: 'Title', content: '<p>Body</p>', category: '', author: null },
        ar: { title: '', content: '<p></p>', category: null },
        ru: { title: 'Заголовок', content: '<p> </p>' },
      },
    });
    expect(body.translations).toEqual({ en: { title: 'Title', content: '<p>Body</p>' }, ru: { title: 'Заголовок' } });
  });

  it('drops blank optional fields and list items, which the API reads as none', () => {
    const body = contentBody('candidates', { first_name: 'Anna', last_name: 'K', country: ' ', image: null, roles: ['Nanny', ''], rating: 4, descriptions: { en: 'Kind', ar: '' } });
    expect(body).toEqual({ first_name: 'Anna', last_name: 'K', roles: ['Nanny'], rating: 4, descriptions: { en: 'Kind' } });
  });

  it('refuses a resource it has no body for', () => {
    expect(() => contentBody('applications', {})).toThrow('No body is known for applications');
  });
});

describe('isBlank', () => {
  it('sees through empty rich text but not a picture', () => {
    expect(isBlank('<p>&nbsp;</p>')).toBe(true);
    expect(isBlank('<p><img src="/media/a.webp"></p>')).toBe(false);
    expect(isBlank(0)).toBe(false);
  });
});

describe('perLanguageBody', () => {
  it('answers an empty object for no value', () => {
    expect(perLanguageBody(undefined)).toEqual({});
  });
});
