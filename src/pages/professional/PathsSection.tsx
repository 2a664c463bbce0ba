import { Grid } from '@mui/material';
import { Reveal, RevealItem } from '../../components/reveal/Reveal';
import { Section } from '../../components/sections/Section';
import { headingCopy } from '../../components/sections/headingCopy';
import { useLocale } from '../../i18n/LocaleContext';
import { pathFor } from '../../i18n/paths';
import { useT } from '../../i18n/useT';
import { paths } from './content';
import { PathCard } from './PathCard';

/** The paths for professionals and the route check, as cards linking to their pages. */
export function PathsSection() {
  const { t } = useT('professional');
  const lng = useLocale();
  return (
    <Section id="paths" heading={headingCopy(t, 'paths')}>
      <Reveal stagger={0.08}>
        <Grid
          container
          spacing={3}
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, justifyContent: 'center' }}
        >
          {paths.map((item) => (
            <Grid key={item.id} component="li" size={{ xs: 12, sm: 6, lg: 4 }}>
              <RevealItem sx={{ height: '100%' }}>
                <PathCard
                  icon={item.icon}
                  title={t(`paths.items.${item.id}.title`)}
                  text={t(`paths.items.${item.id}.text`)}
                  to={pathFor(item.to, lng)}
                  actionLabel={t('paths.action')}
                />
              </RevealItem>
            </Grid>
          ))}
        </Grid>
      </Reveal>
    </Section>
  );
}
