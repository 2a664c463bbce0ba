import { Box, Link } from '@mui/material';
import { newTab } from '../../components/newTab';
import { visuallyHidden } from '../../components/visuallyHidden';
import { useT } from '../../i18n/useT';
import { statuteUrl, type Statute } from '../../shared/germanyCheck/law';

/** A statute as the page language cites it: "§ 18g (1) AufenthG", "§ 18g Abs. 1 AufenthG". */
export function useCite() {
  const { t } = useT('germanyCheck');
  return ({ act, sections, paragraph }: Statute) => {
    const [first, second] = sections;
    if (second) return t('law.two', { first, second, act });
    return paragraph === undefined
      ? t('law.section', { section: first, act })
      : t('law.paragraph', { section: first, paragraph, act });
  };
}

/** The statute a rule comes from, linked to its official text. */
export function LawLink({ statute }: { statute: Statute }) {
  const { t } = useT('germanyCheck');
  const cite = useCite();
  return (
    <Link
      href={statuteUrl(statute)}
      {...newTab}
      variant="body2"
      color="text.secondary"
      // Underlined: a link inside a sentence must not rely on colour alone (WCAG 1.4.1).
      underline="always"
      sx={{ whiteSpace: 'nowrap' }}
    >
      {cite(statute)}
      <Box component="span" sx={visuallyHidden}>
        {' '}
        {t('opensInNewTab')}
      </Box>
    </Link>
  );
}
