import { Reveal } from '../../components/reveal/Reveal';
import { Section } from '../../components/sections/Section';
import { headingCopy } from '../../components/sections/headingCopy';
import { useT } from '../../i18n/useT';
import { flipCards } from './content';
import FlipCardListIsland from './FlipCardList.island';

export function FlipCardsSection() {
  const { t } = useT('forTalent');
  return (
    <Section id="offer" heading={headingCopy(t, 'cards')}>
      <Reveal threshold={0.2}>
        <FlipCardListIsland
          hydrate="interaction"
          hintTap={t('cards.hintTap')}
          hintHover={t('cards.hintHover')}
          cards={flipCards.map(({ id, image }) => {
            const title = t(`cards.items.${id}.title`);
            return {
              id,
              image: { ...image, alt: t(`cards.items.${id}.alt`) },
              title,
              front: t(`cards.items.${id}.front`),
              back: t(`cards.items.${id}.back`),
              flipLabel: t('cards.flipLabel', { title }),
            };
          })}
        />
      </Reveal>
    </Section>
  );
}
