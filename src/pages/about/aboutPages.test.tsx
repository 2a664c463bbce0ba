import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithLocale } from '../../components/test-utils';
import { site } from '../../config/site';
import type { Locale } from '../../i18n/locales';
import type { PageNamespace } from '../../i18n/namespaces';
import AboutPage from './AboutPage';
import BenefitsPage from './BenefitsPage';
import CompanyPage from './CompanyPage';
import FaqsPage from './FaqsPage';
import SocialResponsibilityPage from './SocialResponsibilityPage';
import WhyUsPage from './WhyUsPage';

async function renderPage(Page: ComponentType, ns: PageNamespace, lng: Locale = 'en') {
  return renderWithLocale(<Page />, { lng, namespaces: ['common', ns] });
}

const h2s = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const hrefs = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));

describe('about pages', { timeout: 20_000 }, () => {
  it('/about: What Guides Us (5 values), The Team (CEO and COO), Why Choose (4) and Why Us', async () => {
    await renderPage(AboutPage, 'about');
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(h2s()).toEqual(['What Guides Us', 'The Team', 'Why Choose Soultech']);
    const values = screen.getByRole('region', { name: 'What Guides Us' });
    expect(within(values).getAllByRole('listitem')).toHaveLength(5);
    const team = screen.getByRole('region', { name: 'The Team' });
    expect(within(team).getByRole('heading', { name: 'Co-founder & CEO' })).toBeInTheDocument();
    expect(within(team).getByRole('heading', { name: 'Co-founder & COO' })).toBeInTheDocument();
    expect(within(team).getByText(site.team.ceo)).toBeInTheDocument();
    expect(within(team).getByText(site.team.coo)).toBeInTheDocument();
    // The config's names are stand-ins until the business supplies them, and the page says so.
    expect(within(team).getByTestId('team-sample-note')).toBeInTheDocument();
    const why = screen.getByRole('region', { name: 'Why Choose Soultech' });
    expect(within(why).getAllByRole('listitem')).toHaveLength(4);
    expect(within(why).getByRole('link', { name: 'Why Us' })).toHaveAttribute(
      'href',
      '/about/why-us',
    );
  });

  it('/about/company: mission, vision, a five-point manifesto and Why Choose Us', async () => {
    await renderPage(CompanyPage, 'company');
    expect(screen.getByRole('heading', { level: 1, name: 'Our Story' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our Mission' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our Vision' })).toBeInTheDocument();
    const manifesto = screen.getByRole('region', { name: 'What We Stand For' });
    expect(within(manifesto).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Why Choose Us' })).toHaveAttribute(
      'href',
      '/about/why-us',
    );
  });

  it('/about/why-us: six differentiators with the stated figures, a call and a message', async () => {
    await renderPage(WhyUsPage, 'whyUs');
    const section = screen.getByRole('region', { name: 'What Makes Us Different' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(6);
    for (const figure of ['94%', '30%', '3×', '4–6 weeks']) {
      expect(within(section).getByText(figure)).toBeInTheDocument();
    }
    expect(hrefs('actions-buttons')).toEqual(['/book-call', '/contact']);
  });

  it('/about/social-responsibility: four initiatives, the impact figures, Get Involved', async () => {
    await renderPage(SocialResponsibilityPage, 'socialResponsibility');
    const initiatives = screen.getByRole('region', { name: 'How We Give Back' });
    expect(within(initiatives).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    const impact = screen.getByRole('region', { name: 'Impact in Numbers' });
    expect(
      within(impact)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['500+', '100+', '25', '5']);
    expect(hrefs('get-involved-buttons')).toEqual(['/contact']);
  });

  it('/about/benefits: benefits for both sides and only the stated figures, in Spanish', async () => {
    await renderPage(BenefitsPage, 'benefits', 'es');
    expect(within(screen.getByTestId('benefits-companies')).getAllByRole('listitem')).toHaveLength(
      5,
    );
    expect(within(screen.getByTestId('benefits-talent')).getAllByRole('listitem')).toHaveLength(5);
    const stats = screen.getByRole('region', { name: 'Beneficios en cifras' });
    expect(
      within(stats)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['94%', '30%', '3×', '4–6 semanas', '< 2 semanas', '30–40%']);
    expect(hrefs('actions-buttons')).toEqual(['/es/book-call', '/es/contact']);
  });

  it('/about/faqs: eight questions in one accordion, a call and a message', async () => {
    await renderPage(FaqsPage, 'faqs');
    const section = screen.getByRole('region', { name: 'Your Questions, Answered' });
    expect(within(section).getAllByRole('button')).toHaveLength(8);
    expect(within(section).getByRole('button', { name: /Do I have to pay/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(hrefs('actions-buttons')).toEqual(['/book-call', '/contact']);
  });
});
