import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithLocale } from '../../components/test-utils';
import { site } from '../../config/site';
import { telHref } from '../../config/siteConfig';
import type { Locale } from '../../i18n/locales';
import { accessibilityContent } from './accessibilityContent';
import AccessibilityPage from './AccessibilityPage';
import { imprintContent } from './imprintContent';
import ImprintPage from './ImprintPage';
import { blockKeys, type LegalDocumentContent } from './legalDocument';
import { storageKeys } from '../../config/storageKeys';
import { maxHistoryTurns } from '../../shared/chat/protocol';
import { privacyContent } from './privacyContent';
import PrivacyPolicyPage from './PrivacyPolicyPage';
import { termsContent } from './termsContent';
import TermsPage from './TermsPage';

const documents = [
  { content: termsContent, Page: TermsPage },
  { content: privacyContent, Page: PrivacyPolicyPage },
  { content: imprintContent, Page: ImprintPage },
  { content: accessibilityContent, Page: AccessibilityPage },
] as const;

type Json = { [key: string]: Json } | string;

async function leafKeys(lng: Locale, ns: string): Promise<Set<string>> {
  const copy = (await import(`../../../locales/${lng}/${ns}.json`)) as { default: Json };
  const walk = (node: Json, prefix: string): string[] =>
    typeof node === 'string'
      ? [prefix]
      : Object.entries(node).flatMap(([key, child]) =>
          walk(child, prefix ? `${prefix}.${key}` : key),
        );
  return new Set(walk(copy.default, ''));
}

describe.each(documents)('$content.ns', ({ content, Page }) => {
  it.each(['en', 'es'] as const)(
    'has every text its content module names, and no other (%s)',
    async (lng) => {
      const keys = await leafKeys(lng, content.ns);
      const sectionKeys = [...keys].filter((key) => key.startsWith('sections.'));
      expect(sectionKeys.sort()).toEqual(blockKeys(content as LegalDocumentContent).sort());
    },
  );

  it.each(['en', 'es'] as const)(
    'renders a table of contents linking to every heading (%s)',
    async (lng) => {
      await renderWithLocale(<Page />, { lng, namespaces: ['common', content.ns] });
      const toc = screen.getByRole('navigation');
      const links = within(toc).getAllByRole('link');
      expect(links).toHaveLength(content.sections.length);
      const headings = screen.getAllByRole('heading', { level: 2 }).filter((h) => !toc.contains(h));
      links.forEach((link, i) => {
        const id = content.sections[i]?.id ?? '';
        expect(link.getAttribute('href')).toMatch(new RegExp(`#${id}$`));
        expect(headings[i]).toHaveAttribute('id', id);
        expect(headings[i]).toHaveTextContent(link.textContent ?? '');
      });
    },
  );
});

describe('privacy policy', () => {
  it.each(['en', 'es'] as const)('has exactly nine sections, numbered 1 to 9 (%s)', async (lng) => {
    await renderWithLocale(<PrivacyPolicyPage />, { lng, namespaces: ['common', 'privacyPolicy'] });
    const article = screen.getByRole('article');
    const headings = within(article).getAllByRole('heading', { level: 2 });
    expect(headings).toHaveLength(9);
    headings.forEach((heading, i) =>
      expect(heading.textContent).toMatch(new RegExp(`^${i + 1}\\.`)),
    );
    expect(within(screen.getByRole('navigation')).getByRole('list').tagName).toBe('OL');
  });

  it.each(['en', 'es', 'de'] as const)(
    'names exactly the storage keys of src/config/storageKeys.ts, each once (%s)',
    async (lng) => {
      await renderWithLocale(<PrivacyPolicyPage />, {
        lng,
        namespaces: ['common', 'privacyPolicy'],
      });
      const cookies = screen.getByRole('region', { name: /^8\./ });
      // Every quoted name with a dot in section 8 is a storage key the policy names.
      const named = [...(cookies.textContent ?? '').matchAll(/["„]([\w]+\.[\w]+)["“]/g)].map(
        (match) => match[1],
      );
      expect(named.sort()).toEqual(Object.values(storageKeys).sort());
    },
  );

  it('says what the chat sends: the last turns and the visitor-type guess', async () => {
    await renderWithLocale(<PrivacyPolicyPage />, { namespaces: ['common', 'privacyPolicy'] });
    const data = screen.getByRole('region', { name: /^2\./ });
    expect(data).toHaveTextContent(`the last ${maxHistoryTurns} messages of the conversation`);
    expect(data).toHaveTextContent(/guesses whether you are a professional, a company/);
  });

  it('names the controller, the privacy contact and every recipient from the site configuration', async () => {
    await renderWithLocale(<PrivacyPolicyPage />, {
      lng: 'de',
      namespaces: ['common', 'privacyPolicy'],
    });
    const { legalName, legalForm, address } = site.company;
    expect(screen.getByRole('region', { name: /^1\./ })).toHaveTextContent(
      `${legalName} ${legalForm}, ${address}`,
    );
    expect(screen.getAllByRole('link', { name: site.privacyEmail })).toHaveLength(2);
    const recipients = screen.getByRole('region', { name: /^4\./ });
    for (const recipient of Object.values(site.recipients)) {
      if (recipient) expect(recipients).toHaveTextContent(recipient.name);
    }
    expect(recipients).toHaveTextContent('Calendly LLC (Vereinigte Staaten)');
    expect(recipients).toHaveTextContent('KI-Anbieter: derzeit keiner');
  });

  it('sets the right to object apart from the other rights, under its own heading', async () => {
    await renderWithLocale(<PrivacyPolicyPage />, { namespaces: ['common', 'privacyPolicy'] });
    const rights = screen.getByRole('region', { name: /^7\./ });
    const objection = within(rights).getByRole('region', { name: /right to object/i });
    expect(within(objection).getByRole('heading', { level: 3 })).toBeInTheDocument();
    expect(within(rights).getByRole('list')).not.toHaveTextContent(/object/i);
  });

  it('shows the last-updated date in the page language', async () => {
    await renderWithLocale(<PrivacyPolicyPage />, {
      lng: 'es',
      namespaces: ['common', 'privacyPolicy'],
    });
    const time = screen.getByText('26 de marzo de 2025');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2025-03-26');
  });
});

describe('imprint', () => {
  it('lists the company details of the site configuration, with phone and e-mail links', async () => {
    await renderWithLocale(<ImprintPage />, { namespaces: ['common', 'imprint'] });
    expect(screen.getByText(site.company.registerNumber)).toBeInTheDocument();
    expect(screen.getByText(site.company.vatId)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: site.emails.clients })).toHaveAttribute(
      'href',
      `mailto:${site.emails.clients}`,
    );
    expect(screen.getByRole('link', { name: site.phone })).toHaveAttribute('href', telHref(site));
  });
});
