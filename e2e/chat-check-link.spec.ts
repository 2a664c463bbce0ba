import es from '../locales/es/germanyCheck.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { openCheck } from './germanyCheck';

// A visitor who tells the chat their case follows its link to the Germany check and finds the
// answers the chat read already chosen, and what they did not say still asked.

test.use({ viewport: { width: 1440, height: 900 } });

test('the own-case reply links to the check with what the visitor wrote already answered', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/es/germany-check');
  await page.getByTestId('chat-launcher').click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByRole('textbox')
    .fill(
      'Tengo 29 años, soy desarrollador con título universitario y 4 años de experiencia. Me ofrecen 52.000 € al año en Berlín. ¿Me dan la Tarjeta Azul?',
    );
  await page.keyboard.press('Enter');
  const link = page
    .getByTestId('chat-assistant-message')
    .nth(1)
    .getByRole('link', { name: /Puedo irme a Alemania/ });
  await expect(link).toHaveAttribute('href', /salary=52000/);
  const href = new URL((await link.getAttribute('href')) ?? '');
  expect(href.pathname).toBe('/es/germany-check');
  expect(href.hash).toBe('#check');

  await openCheck(page, `${href.pathname}${href.search}${href.hash}`);
  const q = es.check.questions;
  const radio = (question: string, option: string) =>
    page.getByRole('group', { name: question }).getByRole('radio', { name: option, exact: true });
  await expect(radio(q.qualification.label, q.qualification.options.degree)).toBeChecked();
  await expect(radio(q.age.label, q.age.options.under35)).toBeChecked();
  await expect(radio(q.occupation.label, q.occupation.options.it)).toBeChecked();
  // The German level was never given: the check asks it rather than showing "none" as chosen.
  await expect(
    page.getByRole('group', { name: q.german.label }).getByRole('radio'),
  ).not.toHaveCount(0);
  for (const option of await page
    .getByRole('group', { name: q.german.label })
    .getByRole('radio')
    .all()) {
    await expect(option).not.toBeChecked();
  }
  await expect(
    page.getByTestId('result-incomplete').getByRole('button', { name: q.german.label }),
  ).toBeVisible();
});
