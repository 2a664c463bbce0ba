import { Box, Link } from '@mui/material';
import type { MouseEvent } from 'react';
import { visuallyHidden } from '../../components/visuallyHidden';
import { site } from '../../config/site';
import type { Locale } from '../../i18n/locales';
import type { PageRoute } from '../../routes';
import { nextStepOf } from '../../shared/chat/nextSteps';
import { openBooking } from '../booking/booking';
import { linkify, type Segment } from './linkify';
import { siteLink } from './siteLink';
import { useChatCopy } from './useChatCopy';

/** A link's name: the page's for the site's own pages, else its path, else the address. */
function siteLinkName(segment: Segment, pageName: (page: PageRoute['id']) => string) {
  const own = segment.kind === 'url' ? siteLink(segment.href, site.siteUrl) : null;
  if (!own) return segment.text;
  return own.page ? pageName(own.page) : own.path;
}

function SegmentLink({
  segment,
  lang,
}: {
  segment: Exclude<Segment, { kind: 'text' }>;
  /** The reply's language, which the link's name is given in. */
  lang: Locale | undefined;
}) {
  const copy = useChatCopy(lang);
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
  // The site's own destinations get a readable label instead of a long address.
  const known = nextStepOf(segment.href, site);
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
      lang={copy.lang === lang ? undefined : copy.lang}
      sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
    >
      {known ? copy.linkName(known) : siteLinkName(segment, copy.pageName)}
      <Box component="span" sx={visuallyHidden}>
        {` ${copy.newTab}`}
      </Box>
    </Link>
  );
}

/** A reply as plain text with line breaks; addresses, e-mails and phones become links. */
export function MessageText({ text, lang }: { text: string; lang: Locale | undefined }) {
  return (
    <>
      {linkify(text).map((segment, index) =>
        segment.kind === 'text' ? (
          <span key={index}>{segment.text}</span>
        ) : (
          <SegmentLink key={index} segment={segment} lang={lang} />
        ),
      )}
    </>
  );
}
