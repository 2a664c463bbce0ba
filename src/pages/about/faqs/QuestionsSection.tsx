import FaqAccordionIsland from '../../../components/faq/FaqAccordion.island';
import { Section } from '../../../components/sections/Section';
import { headingCopy } from '../../../components/sections/headingCopy';
import { useT } from '../../../i18n/useT';
import { questions } from './content';

/** One accordion (one answer open at a time) with the companies' and the talent's questions. */
export function QuestionsSection() {
  const { t } = useT('faqs');
  return (
    <Section id="questions" maxWidth="md" heading={headingCopy(t, 'list')}>
      <FaqAccordionIsland
        hydrate="interaction"
        items={questions.map(({ id, icon }) => ({
          id,
          icon,
          question: t(`list.items.${id}.question`),
          answer: t(`list.items.${id}.answer`),
        }))}
      />
    </Section>
  );
}
