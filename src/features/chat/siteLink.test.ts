import { describe, expect, it } from 'vitest';
import { siteLink } from './siteLink';

describe('siteLink', () => {
  const site = 'https://www.example.com';

  it('names the page a link to the site leads to, with its path and section', () => {
    expect(siteLink('https://www.example.com/es/migration#programs', site)).toEqual({
      path: '/es/migration#programs',
      page: 'migration',
    });
    expect(siteLink('https://www.example.com/', site)).toEqual({ path: '/', page: 'home' });
  });

  it('reads a path the site has no page for as the path', () => {
    expect(siteLink('https://www.example.com/nowhere', site)).toEqual({ path: '/nowhere' });
  });

  it('leaves other addresses alone', () => {
    expect(siteLink('https://www.example.com.evil.example/x', site)).toBeNull();
    expect(siteLink('https://wa.me/123', site)).toBeNull();
    expect(siteLink('not a url', site)).toBeNull();
  });
});
