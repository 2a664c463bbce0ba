/**
 * The layout of a share image (1200 × 630) as the element tree satori draws: the brand's mark
 * and name, the page title in the page language, and the site's host, on the brand's navy.
 */
import { shareImageSize } from '../src/app/shareImage';
import { brandColors } from '../src/theme/tokens';

export interface CardText {
  title: string;
  brand: string;
  host: string;
  lang: string;
}

interface Node {
  type: string;
  props: {
    style?: Record<string, string | number>;
    children?: (Node | string)[] | string;
  } & Record<string, unknown>;
}

const box = (style: Node['props']['style'], children: (Node | string)[] | string): Node => ({
  type: 'div',
  props: { style, children },
});

/** Long titles get a smaller size so that every title fits in three lines. */
export function titleSize(title: string): number {
  if (title.length > 60) return 56;
  if (title.length > 36) return 66;
  return 80;
}

export function shareCard({ title, brand, host, lang }: CardText, logoSvg: string): Node {
  const logo: Node = {
    type: 'img',
    props: {
      src: `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString('base64')}`,
      width: 88,
      height: 88,
    },
  };
  return box(
    {
      ...shareImageSize,
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '72px 80px',
      backgroundColor: brandColors.navy,
      color: brandColors.white,
      fontFamily: 'Plus Jakarta Sans',
    },
    [
      box({ display: 'flex', alignItems: 'center', gap: 24 }, [
        box(
          {
            display: 'flex',
            padding: 6,
            borderRadius: 50,
            backgroundColor: brandColors.sand,
          },
          [logo],
        ),
        box({ fontSize: 48, fontWeight: 800, letterSpacing: '-0.02em' }, brand),
      ]),
      {
        type: 'div',
        props: {
          lang,
          style: {
            display: 'flex',
            fontSize: titleSize(title),
            fontWeight: 800,
            lineHeight: 1.12,
            letterSpacing: '-0.02em',
            maxWidth: 1040,
          },
          children: title,
        },
      },
      box({ display: 'flex', alignItems: 'center', gap: 24 }, [
        box({ width: 96, height: 8, borderRadius: 4, backgroundColor: brandColors.amber }, []),
        box({ fontSize: 30, fontWeight: 700, color: brandColors.mist }, host),
      ]),
    ],
  );
}
