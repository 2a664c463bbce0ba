import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { holdRequests } from './holdRequests';

async function openChat(page: Page) {
  const launcher = page.getByTestId('chat-launcher');
  await launcher.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

const input = (page: Page) => page.getByRole('dialog').getByRole('textbox');
const userMessages = (page: Page) => page.getByTestId('chat-user-message');
const replies = (page: Page) => page.getByTestId('chat-assistant-message');

// No test here checks an animation: without motion, nothing waits for one to finish.
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('greets in English on / as a non-modal dialog with focus in the input; Escape closes', async ({
  page,
}) => {
  await page.goto('/');
  const dialog = await openChat(page);
  await expect(dialog).toHaveAccessibleName('Chat with the Soultech assistant');
  await expect(dialog).toHaveAttribute('aria-modal', 'false');
  await expect(input(page)).toBeFocused();
  await expect(replies(page).first()).toContainText(
    "Hi! I'm the Soultech assistant, available 24/7.",
  );
  await expect(page.getByRole('log')).toHaveAttribute('aria-live', 'polite');
  await expect(page.getByTestId('chat-launcher')).toHaveAttribute('aria-expanded', 'true');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('chat-launcher')).toBeFocused();
  await expect(page.getByTestId('chat-launcher')).toHaveAttribute('aria-expanded', 'false');
});

test('greets in Spanish on /relocation and answers a Spanish question', async ({ page }) => {
  await page.goto('/relocation');
  const dialog = await openChat(page);
  await expect(dialog).toHaveAccessibleName('Chat con el asistente de Soultech');
  await expect(replies(page).first()).toContainText('estoy disponible 24/7');
  await input(page).fill('¿Qué paquetes de reubicación tienen?');
  await page.keyboard.press('Enter');
  await expect(replies(page).nth(1)).toContainText('Básico $97');
  await expect(
    replies(page)
      .nth(1)
      .getByRole('link', { name: /Evaluación previa gratuita/ }),
  ).toHaveAttribute('target', '_blank');
});

test('greets in German on /de/relocation and answers a German question', async ({ page }) => {
  await page.goto('/de/relocation');
  const dialog = await openChat(page);
  await expect(dialog).toHaveAccessibleName('Chat mit dem Soultech-Assistenten');
  await expect(replies(page).first()).toContainText('rund um die Uhr für Sie da');
  await input(page).fill('Was kosten die Relocation-Pakete?');
  await page.keyboard.press('Enter');
  await expect(replies(page).nth(1)).toContainText(/Basispaket 97\s\$/);
  await expect(
    replies(page)
      .nth(1)
      .getByRole('link', { name: /Kostenlose Vorabprüfung/ }),
  ).toHaveAttribute('target', '_blank');
});

test('answers a question from the real server, showing the typing indicator meanwhile', async ({
  page,
}) => {
  // Hold the request until the pending state has been checked, then let it through to the server.
  const { release } = await holdRequests(page, '**/api/chat');
  await page.goto('/');
  await openChat(page);
  await input(page).fill('Do I need to speak German?');
  await page.getByRole('button', { name: 'Send' }).click();

  await expect(userMessages(page).last()).toHaveText(/Do I need to speak German\?/);
  await expect(page.getByTestId('chat-typing')).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'The assistant is typing…' }),
  ).toBeAttached();
  await expect(input(page)).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  release();

  await expect(replies(page).nth(1)).toContainText(
    'many English-language roles do not require German',
  );
  await expect(page.getByTestId('chat-typing')).toBeHidden();
  await expect(input(page)).toBeEnabled();
  await expect(input(page)).toBeFocused();
});

test('asking for WhatsApp gets the WhatsApp link, and a follow-up keeps the topic', async ({
  page,
}) => {
  await page.goto('/');
  await openChat(page);
  await input(page).fill('do you have whatsapp?');
  await page.keyboard.press('Enter');
  await expect(
    replies(page)
      .nth(1)
      .getByRole('link', { name: /WhatsApp/ }),
  ).toHaveAttribute('href', /^https:\/\/wa\.me\//);

  await input(page).fill('how much are your relocation packages?');
  await page.keyboard.press('Enter');
  await expect(replies(page).nth(2)).toContainText('$497');
  await input(page).fill('and what does the premium one include?');
  await page.keyboard.press('Enter');
  await expect(replies(page).nth(3)).toContainText(/personalized roadmap/i);
});

test('the input stops at 1,000 characters and shows the count', async ({ page }) => {
  await page.goto('/es');
  await openChat(page);
  await expect(page.getByTestId('chat-counter')).toHaveText('0/1000');
  await input(page).fill('a'.repeat(1200));
  await expect(input(page)).toHaveValue('a'.repeat(1000));
  await expect(page.getByTestId('chat-counter')).toHaveText('1000/1000');
  await expect(page.getByRole('dialog')).toContainText('hasta 1000 caracteres');
});

test('Enter sends, Shift+Enter makes a new line', async ({ page }) => {
  await page.goto('/');
  await openChat(page);
  await input(page).pressSequentially('line one');
  await page.keyboard.press('Shift+Enter');
  await input(page).pressSequentially('line two');
  await expect(input(page)).toHaveValue('line one\nline two');
  await expect(userMessages(page)).toHaveCount(0);

  await page.keyboard.press('Enter');
  await expect(userMessages(page)).toHaveCount(1);
  await expect(userMessages(page).first()).toContainText('line one\nline two');
  await expect(input(page)).toHaveValue('');
});

test('an empty or whitespace-only message is never sent', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/chat')) {
      sent.push((request.postDataJSON() as { message: string }).message);
    }
  });
  await page.goto('/');
  await openChat(page);
  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await page.keyboard.press('Enter');
  await input(page).fill('   \n  ');
  await expect(send).toBeDisabled();
  await page.keyboard.press('Enter');
  await expect(userMessages(page)).toHaveCount(0);

  // Requests go out one at a time, in order: once a real message has its reply, an empty one
  // sent before it would have been the first request.
  await input(page).fill('Hello');
  await page.keyboard.press('Enter');
  await expect(replies(page)).toHaveCount(2);
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatch(/Visitor's message: Hello$/);
  await expect(userMessages(page)).toHaveCount(1);
});

test('a failed request shows the error snackbar and an apology with phone and e-mail', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allow(/Chat: the assistant could not be reached/);
  consoleWatch.allow(/Failed to load resource: the server responded with a status of 503/);
  await page.route('**/api/chat', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }),
  );
  await page.goto('/');
  await openChat(page);
  await input(page).fill('Hello?');
  await page.keyboard.press('Enter');

  const snackbar = page.getByText(
    'Unable to connect to our AI assistant. Please try again or contact us directly.',
  );
  await expect(snackbar).toBeVisible();
  await expect(page.getByText('Connection Error')).toBeVisible();
  const apology = replies(page).nth(1);
  await expect(apology).toContainText("Sorry, I'm having trouble connecting");
  await expect(apology.getByRole('link', { name: '+49 30 0000 0000' })).toHaveAttribute(
    'href',
    'tel:+493000000000',
  );
  await expect(apology.getByRole('link', { name: 'talent@example.com' })).toHaveAttribute(
    'href',
    'mailto:talent@example.com',
  );
});

test('the failure is localized on Spanish pages', async ({ page, consoleWatch }) => {
  consoleWatch.allow(/Chat: the assistant could not be reached/);
  consoleWatch.allow(/Failed to load resource: net::ERR_FAILED/);
  await page.route('**/api/chat', (route) => route.abort('failed'));
  await page.goto('/relocation');
  await openChat(page);
  await input(page).fill('Hola');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Error de conexión')).toBeVisible();
  await expect(replies(page).nth(1)).toContainText(
    'Lo siento, ahora mismo tengo problemas de conexión',
  );
});

test('the conversation and the open window survive navigation and a reload', async ({ page }) => {
  await page.goto('/');
  await openChat(page);
  await input(page).fill('What relocation packages do you have?');
  await page.keyboard.press('Enter');
  await expect(replies(page)).toHaveCount(2);

  // Moving to another page (a document navigation from the home page): the window opens again
  // with its messages.
  await page.getByRole('contentinfo').getByRole('link', { name: 'For Talent' }).click();
  await expect(page).toHaveURL(/\/for-talent$/);
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(userMessages(page)).toHaveCount(1);

  // A page that boots as islands wakes the chat's island for it.
  await page.goto('/privacy-policy');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(userMessages(page).first()).toContainText('What relocation packages do you have?');
  await expect(replies(page)).toHaveCount(2);

  // Closed, it stays closed on the next page and after a reload; the conversation stays.
  await page.getByTestId('chat-launcher').click();
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem('site.chatOpen'))).toBeNull();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByTestId('chat-launcher')).toHaveAttribute('aria-expanded', 'false');
  await openChat(page);
  await expect(userMessages(page)).toHaveCount(1);
  await expect(replies(page)).toHaveCount(2);
});

test('replies are plain text: markup from the server is shown, never run', async ({ page }) => {
  await page.route('**/api/chat', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        response: '<img src=x onerror="window.__pwned=1"><b>bold</b>\nSee https://example.com/x.',
        id: 'r1',
        timestamp: new Date().toISOString(),
      }),
    }),
  );
  await page.goto('/');
  await openChat(page);
  await input(page).fill('Hi');
  await page.keyboard.press('Enter');
  const reply = replies(page).nth(1);
  await expect(reply).toContainText('<img src=x onerror="window.__pwned=1"><b>bold</b>');
  await expect(reply.locator('img, b')).toHaveCount(0);
  await expect(reply.getByRole('link', { name: /https:\/\/example\.com\/x/ })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );
  expect(
    await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
  ).toBeUndefined();
});
