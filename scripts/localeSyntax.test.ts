import { describe, expect, it } from 'vitest';
import { formatProblem, readLocaleText } from './localeSyntax';

const problemsOf = (text: string) =>
  readLocaleText(text).problems.map((problem) => formatProblem('locales/pt/common.json', problem));

describe('readLocaleText', () => {
  it('reads a valid file, with the position of each key', () => {
    const { value, problems, positions } = readLocaleText(
      '{\n  "nav": {\n    "home": "Início"\n  }\n}\n',
    );
    expect(problems).toEqual([]);
    expect(value).toEqual({ nav: { home: 'Início' } });
    expect(positions.get('nav.home')).toEqual({ line: 3, column: 5 });
  });

  it('names the line and column of a trailing comma, at the comma', () => {
    const text = '{\n  "a": "x",\n  "b": {\n    "c": "y",\n  }\n}\n';
    expect(problemsOf(text)).toEqual([
      'locales/pt/common.json:4:13: trailing comma: the last entry of an object or list has no comma after it',
    ]);
    expect(readLocaleText(text).value).toBeUndefined();
  });

  it('reports the first syntax error in words: a missing quote, a missing comma, a comment', () => {
    expect(problemsOf('{\n  "a": "x\n}')).toEqual([
      expect.stringMatching(/^locales\/pt\/common\.json:2:8: /),
    ]);
    expect(problemsOf('{\n  "a": "x"\n  "b": "y"\n}')).toEqual([
      'locales/pt/common.json:3:3: a comma is missing before this entry',
    ]);
    expect(problemsOf('{\n  // note\n  "a": "x"\n}')).toEqual([
      'locales/pt/common.json:2:3: comments are not allowed in JSON',
    ]);
    expect(problemsOf("{ 'a': 'x' }")).toEqual([
      'locales/pt/common.json:1:3: unexpected character (keys and texts are written in "double quotes")',
    ]);
  });

  it('reports a byte order mark, and reads the file all the same', () => {
    const { value, problems } = readLocaleText('\uFEFF{ "a": "x" }');
    expect(problems.map((p) => formatProblem('f.json', p))).toEqual([
      'f.json:1:1: the file starts with a byte order mark (BOM): save it as "UTF-8" without BOM',
    ]);
    expect(value).toEqual({ a: 'x' });
  });

  it('reports a key written twice in the same object, not the same key in two objects', () => {
    const text = '{\n  "a": { "title": "x" },\n  "b": { "title": "y", "title": "z" }\n}';
    expect(problemsOf(text)).toEqual([
      'locales/pt/common.json:3:24: b.title is written twice (also at line 3): only the last one would count',
    ]);
  });

  it('reports values that are not text, and lists', () => {
    const text = '{\n  "a": 3,\n  "b": null,\n  "c": true,\n  "d": ["x"]\n}';
    expect(problemsOf(text)).toEqual([
      'locales/pt/common.json:2:8: a is the number 3: every value is a text in "double quotes"',
      'locales/pt/common.json:3:8: b is null: every value is a text in "double quotes"',
      'locales/pt/common.json:4:8: c is the boolean true: every value is a text in "double quotes"',
      'locales/pt/common.json:5:8: d is a list in [ ]: lists are objects keyed by id, as in English',
    ]);
  });

  it('reports HTML entities and tags with attributes, and lets plain tags be', () => {
    const text = JSON.stringify({
      a: 'Termos &amp; condições',
      b: 'Veja <a href="/x">aqui</a>',
      c: 'Uma linha<br/>outra <br /> e <0>link</0> {{name}}',
    });
    expect(problemsOf(text)).toEqual([
      'locales/pt/common.json:1:6: a has the HTML entity &amp;, which the page would show as it is: type the character itself',
      'locales/pt/common.json:1:35: b has the tag <a href="/x">: tags carry no attributes here, keep exactly the tags English has',
    ]);
  });

  it('checks only the syntax of a file that is not copy', () => {
    expect(readLocaleText('{ "names": ["a", 3] }', { localeRules: false }).problems).toEqual([]);
  });
});
