/** Explicit GraphQL types for the sourced content, so queries never depend on inference. */
export const contentTypeDefs = `
  type BlogPost implements Node @dontInfer {
    postId: Int!
    slug: String!
    language: String!
    "The API's order, for posts without publishedAt."
    position: Int!
    title: String!
    contentHtml: String!
    excerpt: String!
    metaDescription: String!
    imageUrl: String
    category: String
    author: String
    "The language the text is in: the page's, or English where the post lacks it."
    contentLanguage: String!
    "The category's and the author's languages: contentLanguage, or English where only the English translation names them."
    categoryLanguage: String!
    authorLanguage: String!
    publishedAt: Date @dateformat
    publishedOn: String
    localImage: File @link
  }
  type RecentPost implements Node @dontInfer {
    language: String!
    slug: String!
    title: String!
    position: Int!
    contentLanguage: String!
    imageUrl: String
    localImage: File @link
  }
  type Testimonial implements Node @dontInfer {
    "Null from an API of the seed's contract, which gives testimonials no id."
    testimonialId: Int
    language: String!
    position: Int!
    name: String!
    html: String!
    contentLanguage: String!
  }
  type Candidate implements Node @dontInfer {
    teacherId: Int!
    language: String!
    position: Int!
    name: String!
    roles: [String!]!
    languages: [String!]!
    imageUrl: String
    "Null when no rating was given: the site then shows no stars."
    rating: Int
    description: String
    descriptionLanguage: String
    experienceWithAges: String
    cvUrl: String
    cvOnRequest: Boolean!
    country: String
    localImage: File @link
  }
  type CandidateFilters implements Node @dontInfer {
    roles: [String!]!
    countries: [String!]!
    languages: [String!]!
  }
  type PrivacyFacts implements Node @dontInfer {
    "Null where the API does not say: the notice then names no number."
    retentionDays: Int
  }
  type TeamPhoto implements Node @dontInfer {
    position: Int!
    imageUrl: String!
    localImage: File @link
  }
`;
