import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useId, useState, type KeyboardEvent } from 'react';
import { brandColors, radii } from '../../theme/tokens';
import { faqIcons, type FaqIconName } from './faqIcons';

/** One question: plain strings and an icon's name, so the list can be an island's JSON props. */
export type FaqItem = {
  id: string;
  question: string;
  answer: string;
  icon?: FaqIconName;
};

const headerSelector = '[data-accordion-header]';

/**
 * APG accordion: one item open at a time, clicking the open one closes it, and
 * ArrowUp / ArrowDown / Home / End move focus between the headers. Answers are in the HTML.
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const [open, setOpen] = useState<string | false>(false);
  const baseId = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (!target.matches(headerSelector)) return;
    const headers = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(headerSelector));
    const at = headers.indexOf(target);
    const last = headers.length - 1;
    const next = {
      ArrowDown: at === last ? 0 : at + 1,
      ArrowUp: at === 0 ? last : at - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    headers[next]?.focus();
  };

  return (
    <Box onKeyDown={onKeyDown} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {items.map((item) => {
        const expanded = open === item.id;
        const headerId = `${baseId}-${item.id}-header`;
        const panelId = `${baseId}-${item.id}-panel`;
        const Icon = item.icon && faqIcons[item.icon];
        return (
          <Accordion
            key={item.id}
            expanded={expanded}
            onChange={() => setOpen(expanded ? false : item.id)}
            disableGutters
            elevation={0}
            slotProps={{ heading: { component: 'h3' } }}
            sx={{
              borderRadius: `${radii.art} !important`,
              border: '1px solid',
              borderColor: expanded ? 'secondary.main' : 'divider',
              bgcolor: brandColors.white,
              transition: 'border-color 200ms ease, box-shadow 200ms ease',
              boxShadow: expanded ? `0 12px 32px ${alpha(brandColors.navy, 0.08)}` : 'none',
              '&::before': { display: 'none' },
            }}
          >
            <AccordionSummary
              id={headerId}
              aria-controls={panelId}
              data-accordion-header=""
              expandIcon={<ExpandMoreRounded />}
              sx={{
                px: { xs: 2, md: 3 },
                py: 1,
                borderRadius: radii.cardCompact,
                '& .MuiAccordionSummary-content': { alignItems: 'center', gap: 2, my: 1.25 },
              }}
            >
              {Icon && (
                <Box
                  aria-hidden="true"
                  sx={{
                    flexShrink: 0,
                    width: 40,
                    height: 40,
                    borderRadius: radii.tile,
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: expanded ? 'secondary.main' : alpha(brandColors.steel, 0.08),
                    color: expanded ? 'primary.main' : 'primary.light',
                    transition: 'background-color 200ms ease',
                  }}
                >
                  <Icon />
                </Box>
              )}
              <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
                {item.question}
              </Typography>
            </AccordionSummary>
            {/* MUI's wrapper around the details is the region named by the question. */}
            <AccordionDetails
              sx={{ px: { xs: 2, md: 3 }, pt: 0, pb: 3, pl: { md: item.icon ? 11 : 3 } }}
            >
              <Typography color="text.secondary">{item.answer}</Typography>
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
}
