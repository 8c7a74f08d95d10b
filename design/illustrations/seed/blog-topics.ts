/**
 * Maps a blog post's picture subject to a topic by keywords. Subjects describe a scene with its
 * main person or object first, so the keyword that appears earliest in the text decides.
 */
export const BLOG_TOPICS = [
  { topic: 'nanny', keywords: ['nanny', 'nannies', 'childcare', 'au pair', 'housekeeper'] },
  { topic: 'governess', keywords: ['governess', 'etiquette'] },
  { topic: 'interview', keywords: ['consultant', 'interview', 'hiring', 'candidate', 'vetting', 'recruit', 'cvs'] },
  { topic: 'documents', keywords: ['passport', 'documents', 'visa', 'contract', 'paperwork'] },
  { topic: 'application', keywords: ['personal statement', 'application', 'essay', 'brochure'] },
  { topic: 'abroad', keywords: ['abroad', 'overseas', 'suitcase', 'airport', 'departure', 'relocat'] },
  { topic: 'university', keywords: ['university', 'universities', 'college', 'graduat', 'admission'] },
  { topic: 'online', keywords: ['online', 'homeschool', 'virtual', 'video call'] },
  { topic: 'baby', keywords: ['baby', 'babies', 'infant', 'newborn', 'tummy time', 'maternity'] },
  { topic: 'play', keywords: ['block tower', 'blocks', 'tablet', 'screen time', 'toys', 'building'] },
  { topic: 'language', keywords: ['bilingual', 'multilingual', 'language', 'vocabulary'] },
  { topic: 'leadership', keywords: ['leadership', 'confidence', 'public speaking', 'podium', 'presentation'] },
  { topic: 'routine', keywords: ['routine', 'sleep', 'bedtime', 'schedule'] },
  { topic: 'activities', keywords: ['summer', 'holiday', 'outdoor', 'park', 'sport', 'camp'] },
  { topic: 'school', keywords: ['school', 'kindergarten', 'nursery', 'uniform', 'classroom'] },
  { topic: 'tutor', keywords: ['tutor', 'homework', 'exam', 'revision', 'maths'] },
  { topic: 'reading', keywords: ['reading', 'picture book', 'story', 'stories', 'library', 'books'] },
] as const;

export type BlogTopic = (typeof BLOG_TOPICS)[number]['topic'] | 'general';

export function topicForSubject(subject: string): BlogTopic {
  const text = subject.toLowerCase();
  let best: { topic: BlogTopic; at: number } = { topic: 'general', at: Number.POSITIVE_INFINITY };
  for (const { topic, keywords } of BLOG_TOPICS) {
    for (const keyword of keywords) {
      const at = text.indexOf(keyword);
      if (at >= 0 && at < best.at) best = { topic, at };
    }
  }
  return best.topic;
}
