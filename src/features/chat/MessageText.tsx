import { Box, Link } from '@mui/material';
import type { MouseEvent } from 'react';
import { site } from '../../config/site';
import { useT } from '../../i18n/useT';
import { openBooking } from '../booking/booking';
import { linkify, type Segment } from './linkify';

type LinkLabel = 'booking' | 'whatsapp' | 'companyRequest' | 'talentProfile' | 'preEvaluation';

/** The site's own destinations get a readable label instead of a long address. */
function knownLink(href: string): LinkLabel | null {
  if (href === new URL(site.booking.url).href) return 'booking';
  if (href.startsWith('https://wa.me/')) return 'whatsapp';
  if (href === new URL(site.forms.companyRequest).href) return 'companyRequest';
  if (href === new URL(site.forms.talentProfile).href) return 'talentProfile';
  if (href === new URL(site.forms.preEvaluation).href) return 'preEvaluation';
  return null;
}

function SegmentLink({ segment }: { segment: Exclude<Segment, { kind: 'text' }> }) {
  const { t } = useT('chat');
  if (segment.kind !== 'url') {
    return (
      <Link
        href={segment.href}
        sx={{
          fontWeight: 600,
          ...(segment.kind === 'phone' ? { whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }),
        }}
      >
        {segment.text}
      </Link>
    );
  }
  const known = knownLink(segment.href);
  const onClick =
    known === 'booking'
      ? (event: MouseEvent) => {
          event.preventDefault();
          void openBooking();
        }
      : undefined;
  return (
    <Link
      href={segment.href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
      sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
    >
      {known ? t(`links.${known}`) : segment.text}
      <Box component="span" sx={visuallyHidden}>
        {` ${t('links.newTab')}`}
      </Box>
    </Link>
  );
}

export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** A reply as plain text with line breaks; addresses, e-mails and phones become links. */
export function MessageText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((segment, index) =>
        segment.kind === 'text' ? (
          <span key={index}>{segment.text}</span>
        ) : (
          <SegmentLink key={index} segment={segment} />
        ),
      )}
    </>
  );
}
