import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { goHomeScript, homePathAttribute } from './goHome';

// The inline script as the browser runs it: its own text, with the page's document and location.
function runScript(html: string) {
  document.body.innerHTML = html;
  const replace = vi.fn();
  runInNewContext(goHomeScript, { document, location: { replace } });
  return replace;
}

describe('goHomeScript', () => {
  it("replaces /book-call with its language's home page, asking it to open the scheduler", () => {
    const replace = runScript(`<div ${homePathAttribute}="/es"></div>`);
    expect(replace).toHaveBeenCalledWith('/es?book');
  });

  it('stays on the page when it names no home path', () => {
    expect(runScript('<div></div>')).not.toHaveBeenCalled();
  });

  it('is self-contained: one expression over document and location, no imports', () => {
    expect(goHomeScript).not.toMatch(/\bimport\b|\brequire\(/);
    expect(goHomeScript.trim().endsWith(');')).toBe(true);
  });
});
