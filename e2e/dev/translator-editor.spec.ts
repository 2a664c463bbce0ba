import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, WebSocket } from '@playwright/test';
import { expect, test } from '../fixtures';
import { devLocalesCopy } from './devServer';

/**
 * The translator editor of `npm run dev` (TRANSLATING.md, "Edit on the page"), as a translator
 * uses it, on the copy of locales/ the dev server serves (playwright.dev.config.ts).
 */
const page = '/es/about/company';
const file = join('es', 'company.json');
const original = (name = file) => readFileSync(join('locales', name), 'utf8');
const served = (name = file) => readFileSync(join(devLocalesCopy, name), 'utf8');

/** The lines of the served copy that differ from the project's file. */
function changedLines(name = file): string[] {
  const before = original(name).split('\n');
  const after = served(name).split('\n');
  expect(after).toHaveLength(before.length);
  return after.filter((line, index) => line !== before[index]);
}

// Each test starts from the project's texts.
test.afterEach(() => {
  for (const name of [file, join('es', 'common.json')]) {
    if (served(name) !== original(name)) writeFileSync(join(devLocalesCopy, name), original(name));
  }
});

const heading = (p: Page) => p.getByRole('main').getByRole('heading', { level: 1 });
const dialog = (p: Page) => p.getByRole('dialog', { name: 'Edit text' });
const textBox = (p: Page) => dialog(p).getByRole('textbox', { name: 'Text (es)' });

/** Vite's messages to the page: a full reload, and the editor's "kept" notice. */
function watchViteSocket(p: Page) {
  const frames: string[] = [];
  p.on('websocket', (socket: WebSocket) => {
    socket.on('framereceived', ({ payload }) => frames.push(String(payload)));
  });
  return frames;
}

async function openHeadingEditor(p: Page) {
  await p.goto(`${page}?edit`);
  await expect(heading(p)).toHaveText('Nuestra historia');
  await expect(p.getByRole('complementary', { name: 'Translator editor' })).toBeVisible();
  await heading(p).click({ modifiers: ['Alt'] });
  await expect(dialog(p)).toBeVisible();
}

test('without ?edit nothing is marked and Alt+click opens nothing', async ({ page: p }) => {
  await p.goto(page);
  await expect(heading(p)).toHaveText('Nuestra historia');
  await heading(p).hover();
  await heading(p).click({ modifiers: ['Alt'] });
  await expect(p.locator('[data-translator-editor], [data-translator-highlight]')).toHaveCount(0);
  await expect(p.getByRole('dialog')).toHaveCount(0);
});

test('Alt+click opens the heading, Save writes one line and the page shows it without a reload', async ({
  page: p,
}) => {
  const frames = watchViteSocket(p);
  await p.goto(`${page}?edit`);
  await expect(heading(p)).toHaveText('Nuestra historia');
  // Marked on hover, with its key.
  await heading(p).hover();
  await expect(p.locator('[data-translator-highlight]')).toContainText('company › intro.title');
  await heading(p).click({ modifiers: ['Alt'] });

  await expect(dialog(p)).toHaveAttribute('aria-modal', 'true');
  await expect(dialog(p)).toContainText('locales/es/company.json › intro.title');
  await expect(dialog(p).getByRole('region', { name: 'English source' })).toContainText(
    'Our Story',
  );
  await expect(textBox(p)).toHaveValue('Nuestra historia');
  await expect(textBox(p)).toBeFocused();

  await p.evaluate(() => Object.assign(window, { sameDocument: true }));
  await textBox(p).fill('Nuestra historia en Berlín');
  await dialog(p).getByRole('button', { name: 'Save' }).click();

  await expect(dialog(p)).toHaveCount(0);
  await expect(heading(p)).toHaveText('Nuestra historia en Berlín');
  expect(changedLines()).toEqual(['    "title": "Nuestra historia en Berlín",']);
  // The dev server saw its own write and sent no reload: the same document shows the text.
  await expect
    .poll(() => frames.some((frame) => frame.includes('translator-editor:kept')))
    .toBe(true);
  expect(frames.filter((frame) => frame.includes('full-reload'))).toEqual([]);
  expect(await p.evaluate(() => 'sameDocument' in window)).toBe(true);
});

test('an empty text is refused with the checker message, and the file is untouched', async ({
  page: p,
}) => {
  await openHeadingEditor(p);
  await textBox(p).fill('');
  await dialog(p).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(p).getByRole('alert')).toContainText(
    'locales/es/company.json:7:5: intro.title is empty',
  );
  await expect(dialog(p)).toBeVisible();
  expect(served()).toBe(original());
  await expect(heading(p)).toHaveText('Nuestra historia');
});

test('a lost placeholder is refused with the checker message', async ({ page: p }) => {
  await p.goto(`${page}?edit`);
  const lead = p.getByRole('main').getByText(/es una consultora con sede en Berlín/);
  await lead.click({ modifiers: ['Alt'] });
  await expect(dialog(p)).toContainText('locales/es/company.json › intro.lead');
  await expect(dialog(p).getByRole('region', { name: 'Keep exactly' })).toContainText('{{brand}}');
  await expect(textBox(p)).toHaveValue(/^\{\{brand\}\} es una consultora/);
  const withoutBrand = (await textBox(p).inputValue()).replace('{{brand}}', 'Soultech');
  await textBox(p).fill(withoutBrand);
  await dialog(p).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(p).getByRole('alert')).toContainText(
    'intro.lead has placeholders/tags [] but en has [{{brand}}]',
  );
  expect(served()).toBe(original());
});

test('Cancel and Escape close without saving', async ({ page: p }) => {
  await openHeadingEditor(p);
  await textBox(p).fill('Otra cosa');
  await dialog(p).getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog(p)).toHaveCount(0);
  await heading(p).click({ modifiers: ['Alt'] });
  await expect(textBox(p)).toHaveValue('Nuestra historia');
  await textBox(p).fill('Otra cosa más');
  await p.keyboard.press('Escape');
  await expect(dialog(p)).toHaveCount(0);
  await expect(heading(p)).toHaveText('Nuestra historia');
  expect(served()).toBe(original());
});

test('by keyboard: a text not visible, edited and saved, focus back where it was', async ({
  page: p,
}) => {
  await p.goto(`${page}?edit`);
  await expect(heading(p)).toHaveText('Nuestra historia');
  const corner = p.getByRole('complementary', { name: 'Translator editor' });
  const listButton = corner.getByRole('button', { name: 'Texts not visible' });
  await listButton.focus();
  await p.keyboard.press('Enter');
  await expect(listButton).toHaveAttribute('aria-expanded', 'true');
  const list = corner.getByRole('region', { name: 'Texts not visible right now' });
  await p.keyboard.press('Tab');
  await expect(list.getByRole('textbox', { name: 'Filter by key or text' })).toBeFocused();
  await p.keyboard.type('meta.description');
  const item = list.getByRole('button', { name: /^meta\.description/ }).first();
  await expect(item).toContainText('Nuestra misión');
  // The page's own file comes first in the list: its description is the first match.
  await p.keyboard.press('Tab');
  await expect(item).toBeFocused();
  await p.keyboard.press('Enter');

  await expect(dialog(p)).toContainText('locales/es/company.json › meta.description');
  await expect(textBox(p)).toBeFocused();
  await p.keyboard.press('End');
  await p.keyboard.type(' Desde Berlín.');
  await p.keyboard.press('Tab');
  await expect(dialog(p).getByRole('button', { name: 'Cancel' })).toBeFocused();
  await p.keyboard.press('Tab');
  const save = dialog(p).getByRole('button', { name: 'Save' });
  await expect(save).toBeFocused();
  // The focus is visible: the editor's ring.
  expect(await save.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
  await p.keyboard.press('Enter');
  await expect(dialog(p)).toHaveCount(0);
  await expect(corner.getByRole('status')).toHaveText(
    'Saved locales/es/company.json › meta.description',
  );
  expect(changedLines()).toHaveLength(1);
  expect(changedLines()[0]).toMatch(/^ {4}"description": ".* Desde Berlín\."$/);
  await expect(item).toBeFocused();

  // Escape closes and gives the focus back.
  await p.keyboard.press('Enter');
  await expect(textBox(p)).toBeFocused();
  await p.keyboard.press('Escape');
  await expect(dialog(p)).toHaveCount(0);
  await expect(item).toBeFocused();
});
