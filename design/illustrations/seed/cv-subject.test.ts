import { parseCvSubject } from './cv-subject';

describe('parseCvSubject', () => {
  it('reads name, roles, languages, summary, qualifications and skills', () => {
    const parsed = parseCvSubject(
      'Charlotte Evans; roles: Governess, Teacher; languages: English, French; Summary: 2015-2020 teacher in London; since 2020 governess. | Qualifications: BA English Literature; PGCE Primary. | Skills: phonics, fluent French.',
    );
    expect(parsed).toEqual({
      name: 'Charlotte Evans',
      roles: ['Governess', 'Teacher'],
      languages: ['English', 'French'],
      summary: '2015-2020 teacher in London; since 2020 governess.',
      qualifications: ['BA English Literature', 'PGCE Primary'],
      skills: 'phonics, fluent French.',
    });
  });

  it('keeps free text as the summary when the subject has no fields', () => {
    expect(parseCvSubject('Experienced maternity nurse')).toMatchObject({ name: null, roles: [], summary: 'Experienced maternity nurse' });
  });
});
