import { describe, expect, it } from 'vitest';
import { siteLinkLabel } from './siteLinkLabel';

describe('siteLinkLabel', () => {
  const site = 'https://www.example.com';

  it('reads a link to the site as its path and section', () => {
    expect(siteLinkLabel('https://www.example.com/es/relocation#plans', site)).toBe(
      '/es/relocation#plans',
    );
    expect(siteLinkLabel('https://www.example.com/', site)).toBe('/');
  });

  it('leaves other addresses alone', () => {
    expect(siteLinkLabel('https://www.example.com.evil.example/x', site)).toBeNull();
    expect(siteLinkLabel('https://wa.me/123', site)).toBeNull();
    expect(siteLinkLabel('not a url', site)).toBeNull();
  });
});
