import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { devLocaleErrors } from './devLocaleErrors';

type Transform = (this: unknown, code: string, id: string) => unknown;
const transform = devLocaleErrors().transform as Transform;
const id = join(process.cwd(), 'locales/pt/common.json');

function run(code: string, path = id) {
  const context = {
    error: vi.fn((error: { message: string }) => {
      throw Object.assign(new Error(error.message), error);
    }),
    warn: vi.fn(),
  };
  let thrown: unknown;
  try {
    transform.call(context, code, path);
  } catch (error) {
    thrown = error;
  }
  return { context, thrown: thrown as (Error & { loc?: unknown }) | undefined };
}

describe('devLocaleErrors', () => {
  it('fails a broken locale file with its path, line and column for Vite’s overlay', () => {
    const { thrown } = run('{\n  "a": "x",\n}\n');
    expect(thrown?.message).toBe(
      'locales/pt/common.json:2:11: trailing comma: the last entry of an object or list has no comma after it',
    );
    expect(thrown?.loc).toEqual({ file: id, line: 2, column: 11 });
    // The caret stands under the comma, the 11th character of line 2.
    expect((thrown as { frame?: string } | undefined)?.frame).toBe(
      '1 | {\n2 |   "a": "x",\n  |           ^\n3 | }\n4 | ',
    );
  });

  it('warns in the terminal about a mistake the page survives', () => {
    const { context, thrown } = run('{ "a": "x", "a": "y" }');
    expect(thrown).toBeUndefined();
    expect(context.warn).toHaveBeenCalledWith(
      'locales/pt/common.json:1:13: a is written twice (also at line 1): only the last one would count',
    );
  });

  it('leaves valid files and other JSON alone', () => {
    expect(run('{ "a": "x" }').context.warn).not.toHaveBeenCalled();
    expect(run('{ "a": ', join(process.cwd(), 'package.json')).thrown).toBeUndefined();
  });
});
