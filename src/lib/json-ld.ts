/** schema.org structured data builders. Pure, so tests can check them. */
import { CONTACT } from '@efe/shared/constants';

export interface FaqEntry {
  question: string;
  answer: string;
}

export function faqPageJsonLd(items: readonly FaqEntry[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export function organizationJsonLd(input: { name: string; url: string; logo: string; address: string; description: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': ['Organization', 'LocalBusiness'],
    name: input.name,
    url: input.url,
    logo: input.logo,
    image: input.logo,
    description: input.description,
    email: CONTACT.email,
    telephone: CONTACT.phoneE164,
    address: {
      '@type': 'PostalAddress',
      streetAddress: input.address,
      addressLocality: 'Dubai',
      addressCountry: 'AE',
    },
    sameAs: Object.values(CONTACT.social),
  };
}

export function blogPostingJsonLd(input: {
  title: string;
  description: string;
  url: string;
  image: string | null;
  author: string | null;
  datePublished: string | null;
  language: string;
  publisher: string;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: input.title,
    description: input.description,
    mainEntityOfPage: input.url,
    inLanguage: input.language,
    ...(input.image ? { image: input.image } : {}),
    ...(input.datePublished ? { datePublished: input.datePublished } : {}),
    author: input.author ? { '@type': 'Person', name: input.author } : { '@type': 'Organization', name: input.publisher },
    publisher: { '@type': 'Organization', name: input.publisher },
  };
}
