import type { i18n as I18n } from 'i18next';
import type { Locale } from '../../i18n/locales';
import type { PageNamespace } from '../../i18n/namespaces';
import { questions } from '../../pages/about/faqs/content';
import { faqItems } from '../../pages/home/content';
import type { QuestionAndAnswer } from './faqPage';

type FaqSource = (i18n: I18n, lng: Locale) => QuestionAndAnswer[];

/**
 * The pages that show an FAQ accordion, read from the same locale keys and in the same order
 * (the page's content module) as the accordion, so the markup states exactly what is visible.
 */
export const faqSources: Partial<Record<PageNamespace, FaqSource>> = {
  home: (i18n, lng) => {
    const t = i18n.getFixedT(lng, 'home');
    return faqItems.map(({ id }) => ({
      question: t(`faq.items.${id}.question`),
      answer: t(`faq.items.${id}.answer`),
    }));
  },
  faqs: (i18n, lng) => {
    const t = i18n.getFixedT(lng, 'faqs');
    return questions.map(({ id }) => ({
      question: t(`list.items.${id}.question`),
      answer: t(`list.items.${id}.answer`),
    }));
  },
};
