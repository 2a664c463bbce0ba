import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import FormatQuoteRounded from '@mui/icons-material/FormatQuoteRounded';
import { Box, IconButton, Paper, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import SlickModule from 'react-slick';
import { Reveal } from '../reveal/Reveal';
import { Img } from '../Img';
import { currentDotSx, dotSx } from '../carousel/dotSx';
import { brandColors, radii } from '../../theme/tokens';

/** A testimonial as the island receives it (JSON). */
export type Testimonial = {
  id: string;
  quote: string;
  name: string;
  role: string;
  avatar: { src: string; alt: string; width: number; height: number };
};

// react-slick is CommonJS: the server bundle sees the module object, the browser its default.
const Slider = (SlickModule as unknown as { default?: typeof SlickModule }).default ?? SlickModule;
type Slider = InstanceType<typeof SlickModule>;

/** Items per view by breakpoint (min-width in px → count); the server renders one. */
export const perViewByWidth = [
  [1100, 3],
  [700, 2],
  [0, 1],
] as const;

function usePerView(): number {
  const [perView, setPerView] = useState(1);
  useEffect(() => {
    const lists = perViewByWidth.map(([min]) => window.matchMedia(`(min-width: ${min}px)`));
    const update = () => setPerView(perViewByWidth.find((_, i) => lists[i]?.matches)?.[1] ?? 1);
    update();
    lists.forEach((list) => list.addEventListener('change', update));
    return () => lists.forEach((list) => list.removeEventListener('change', update));
  }, []);
  return perView;
}

/**
 * What react-slick's markup does not say: keyboard and screen-reader users stay out of the
 * slides it hides (including its clones), which are made inert.
 */
function useSlickSemantics(root: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const sync = () => {
      element.querySelectorAll<HTMLElement>('.slick-slide').forEach((slide) => {
        slide.inert = slide.getAttribute('aria-hidden') === 'true';
      });
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-hidden', 'class'],
    });
    return () => observer.disconnect();
  }, [root]);
}

/**
 * The narrowest width from which every item fits in one view, so the slider has nothing to
 * slide. Its dots and arrows are hidden there by CSS too: the prerendered page (one per view)
 * has them, and a dot tabbed to before hydration must not vanish under the focus (WCAG 2.4.3).
 */
function allFitFrom(count: number): number | null {
  const fitting = perViewByWidth.filter(([, perView]) => count <= perView);
  return fitting.length > 0 ? Math.min(...fitting.map(([min]) => min)) : null;
}

function TestimonialCard({ item }: { item: Testimonial }) {
  return (
    <Paper
      component="figure"
      elevation={0}
      sx={{
        m: 0,
        height: '100%',
        p: { xs: 3, md: 4 },
        borderRadius: radii.cardCompact,
        border: '1px solid',
        borderColor: 'divider',
        display: 'flex',
        flexDirection: 'column',
        gap: 3,
      }}
    >
      <FormatQuoteRounded
        aria-hidden="true"
        sx={{ fontSize: 44, color: 'secondary.main', transform: 'scaleX(-1)', ml: -0.5 }}
      />
      <Typography component="blockquote" sx={{ m: 0, flexGrow: 1, fontSize: '1.05rem' }}>
        {item.quote}
      </Typography>
      <Stack component="figcaption" direction="row" spacing={2} alignItems="center">
        <Img
          src={item.avatar.src}
          alt={item.avatar.alt}
          width={item.avatar.width}
          height={item.avatar.height}
          loading="lazy"
          sx={{ width: 56, height: 56, borderRadius: '50%', flexShrink: 0 }}
        />
        <Box>
          <Typography sx={{ fontWeight: 700 }}>{item.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {item.role}
          </Typography>
        </Box>
      </Stack>
    </Paper>
  );
}

/**
 * Testimonials on react-slick: loops, start-aligned, 1 / 2 / 3 per view (after mount; the
 * server and first client render show one), fades in once at 30 % visibility.
 */
export function Testimonials({
  items,
  label,
  roleDescription,
  previousLabel,
  nextLabel,
  dotLabels,
}: {
  items: readonly Testimonial[];
  label: string;
  /** What a screen reader calls the region ("carousel"), in the page language. */
  roleDescription: string;
  previousLabel: string;
  nextLabel: string;
  /** The name of each item's dot ("Go to testimonial 2"), in the order of the items. */
  dotLabels: readonly string[];
}) {
  const slider = useRef<Slider>(null);
  const root = useRef<HTMLDivElement>(null);
  const perView = usePerView();
  // The dot of the slide shown says so (aria-current), not only its colour, from the
  // prerendered page on: the first slide is current before any script runs.
  const [current, setCurrent] = useState(0);
  useSlickSemantics(root);
  const sliding = items.length > perView;
  const fitsFrom = allFitFrom(items.length);
  const hideControls =
    fitsFrom === null
      ? {}
      : {
          [`@media (min-width: ${fitsFrom}px)`]: {
            '.slick-dots, [data-slider-arrows]': { display: 'none' },
          },
        };
  return (
    <Reveal threshold={0.3} duration={0.8}>
      <Box
        ref={root}
        role="region"
        aria-roledescription={roleDescription}
        aria-label={label}
        sx={{
          // The parts of slick-carousel's stylesheet the layout needs, in the critical CSS.
          '.slick-slider': { position: 'relative', display: 'block', touchAction: 'pan-y' },
          '.slick-list': { position: 'relative', display: 'block', overflow: 'hidden', mx: -1.5 },
          '.slick-track': {
            position: 'relative',
            top: 0,
            left: 0,
            display: 'flex',
            alignItems: 'stretch',
          },
          '.slick-slide': { float: 'left', height: 'auto', minHeight: 1, px: 1.5 },
          '.slick-slide > div': { height: '100%' },
          '.slick-slide > div > div': { height: '100%' },
          '.slick-dots': {
            listStyle: 'none',
            display: 'flex',
            justifyContent: 'center',
            gap: 0.5,
            p: 0,
            m: 0,
            mt: 3,
          },
          '.slick-dots button': dotSx(alpha(brandColors.navy, 0.25)),
          '.slick-dots .slick-active button': currentDotSx('secondary.dark'),
          ...hideControls,
        }}
      >
        <Slider
          ref={slider}
          infinite
          arrows={false}
          dots={sliding}
          speed={500}
          slidesToShow={perView}
          slidesToScroll={1}
          centerMode={false}
          swipeToSlide
          // Slick's default wraps the dots in an inline display:block that defeats the flex row.
          appendDots={(dots) => <ul>{dots}</ul>}
          beforeChange={(_, next) => setCurrent(next)}
          customPaging={(i) => (
            <button
              type="button"
              aria-label={dotLabels[i]}
              aria-current={i === current ? 'true' : undefined}
              data-testid="testimonial-dot"
            />
          )}
        >
          {items.map((item) => (
            <TestimonialCard key={item.id} item={item} />
          ))}
        </Slider>
        {sliding && (
          <Stack
            data-slider-arrows
            direction="row"
            spacing={1}
            justifyContent="center"
            sx={{ mt: 1 }}
          >
            <IconButton
              aria-label={previousLabel}
              onClick={() => slider.current?.slickPrev()}
              sx={{ border: '1px solid', borderColor: 'divider' }}
            >
              <ChevronLeftRounded />
            </IconButton>
            <IconButton
              aria-label={nextLabel}
              onClick={() => slider.current?.slickNext()}
              sx={{ border: '1px solid', borderColor: 'divider' }}
            >
              <ChevronRightRounded />
            </IconButton>
          </Stack>
        )}
      </Box>
    </Reveal>
  );
}
