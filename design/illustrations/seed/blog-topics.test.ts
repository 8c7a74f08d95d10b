import { topicForSubject } from './blog-topics';

describe('topicForSubject', () => {
  it('picks the topic whose keyword appears first in the subject', () => {
    expect(topicForSubject('A warm nanny reading a picture book with a toddler')).toBe('nanny');
    expect(topicForSubject('A teenage student working through exam papers with a tutor')).toBe('tutor');
    expect(topicForSubject('A young woman with a suitcase at an airport, holding a passport')).toBe('abroad');
    expect(topicForSubject('A desk with a passport and a folder of documents')).toBe('documents');
  });

  it('falls back to the general picture', () => {
    expect(topicForSubject('A quiet afternoon')).toBe('general');
  });
});
