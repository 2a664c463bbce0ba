import { schemaContext, type JsonLdBlock } from './jsonLd';

export interface QuestionAndAnswer {
  question: string;
  answer: string;
}

/** The questions a page shows, each with its accepted answer, in the order the page shows them. */
export function buildFaqPage(
  url: string,
  lang: string,
  items: readonly QuestionAndAnswer[],
): JsonLdBlock {
  return {
    '@context': schemaContext,
    '@type': 'FAQPage',
    url,
    inLanguage: lang,
    mainEntity: items.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}
