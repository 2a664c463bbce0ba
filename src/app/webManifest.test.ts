import { describe, expect, it } from 'vitest';
import { brandColors } from '../theme/tokens';
import { manifestIcons } from './siteIcons';
import { webManifest } from './webManifest';

describe('webManifest', () => {
  const manifest = webManifest('Acme');

  it('names the brand and takes its colours from the design tokens', () => {
    expect(manifest).toMatchObject({
      name: 'Acme',
      short_name: 'Acme',
      start_url: '/',
      display: 'standalone',
      theme_color: brandColors.navy,
      background_color: brandColors.paper,
    });
  });

  it('lists 192 and 512 pixel icons, plain and maskable', () => {
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
      '192x192 any',
      '192x192 maskable',
      '512x512 any',
      '512x512 maskable',
    ]);
    expect(manifest.icons.map((i) => i.src)).toEqual(manifestIcons.map((i) => i.href));
  });
});
