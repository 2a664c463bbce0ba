import { Box } from '@mui/material';
import { Reveal } from '../../components/reveal/Reveal';
import { itemGridSx } from '../../components/sections/ItemGrid';
import { Section } from '../../components/sections/Section';
import { headingCopy } from '../../components/sections/headingCopy';
import { useT } from '../../i18n/useT';
import { flipCards } from './content';
import { FlipCard } from './FlipCard';

export function FlipCardsSection() {
  const { t } = useT('forTalent');
  return (
    <Section id="offer" heading={headingCopy(t, 'cards')}>
      <Reveal threshold={0.2}>
        <Box component="ul" sx={itemGridSx(4)}>
          {flipCards.map(({ id, image }) => {
            const title = t(`cards.items.${id}.title`);
            return (
              <FlipCard
                key={id}
                image={{ ...image, alt: t(`cards.items.${id}.alt`) }}
                title={title}
                front={t(`cards.items.${id}.front`)}
                back={t(`cards.items.${id}.back`)}
                hintTap={t('cards.hintTap')}
                hintHover={t('cards.hintHover')}
                flipLabel={t('cards.flipLabel', { title })}
              />
            );
          })}
        </Box>
      </Reveal>
    </Section>
  );
}
