import type { Page } from '@playwright/test';
import de from '../locales/de/germanyCheck.json' with { type: 'json' };
import en from '../locales/en/germanyCheck.json' with { type: 'json' };
import es from '../locales/es/germanyCheck.json' with { type: 'json' };
import { formatEuro } from '../src/i18n/formatEuro';
import { figureFor, sources, sourceUrl, type SourceId } from '../src/config/germanRules';
import { axeViolations } from './axe';
import { expect, test, visit } from './fixtures';
import { checkIsland, choose, openCheck } from './germanyCheck';

type Copy = typeof en;
const copies = { en, es, de } as const;
const urls = { en: '/germany-check', es: '/es/germany-check', de: '/de/germany-check' } as const;
type Lng = keyof typeof urls;

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

/** The ids of the routes the result gives a status, in the order shown. */
const routesWith = (page: Page, status: 'possible' | 'toShow') =>
  page
    .getByTestId('result')
    .locator(`article[data-status="${status}"]`)
    .evaluateAll((articles) => articles.map((a) => a.getAttribute('data-testid')));

/** The phone's step counter in sight (each step heading has its own). */
const visibleCounter = (page: Page) => page.locator('[data-testid="step-counter"]:visible');

/** Each language's visitor, their answers, and what the rules make of them. */
const visitors: Record<
  Lng,
  {
    answer: (page: Page, q: Copy['check']['questions']) => Promise<void>;
    /** The points box's total, or none where the box does not belong. */
    points: number | null;
    /** The routes possible, then those possible once shown, goal's routes first. */
    possible: string[];
    toShow: string[];
    /**
     * How many the summary counts: the goal's routes possible and possible once shown, and the
     * other routes open either way.
     */
    counted: Counted;
  }
> = {
  // An IT specialist with a non-recognised degree, three years' experience and a job offer.
  en: {
    answer: async (page, q) => {
      await choose(page, q.goal.label, q.goal.options.work);
      await choose(page, q.qualification.label, q.qualification.options.degree);
      await choose(page, q.recognition.label, q.recognition.options.notChecked);
      await choose(page, q.recentGraduate.label, en.check.no);
      await choose(page, q.occupation.label, q.occupation.options.it);
      await choose(page, q.experience.label, q.experience.options.threeOfSeven);
      await choose(page, q.jobOffer.label, en.check.yes);
      await choose(page, q.jobOccupation.label, q.occupation.options.it);
      await choose(page, q.sixMonthContract.label, en.check.yes);
      await page.getByLabel(q.salary.label).fill('48k');
      await choose(page, q.german.label, 'A2');
      await choose(page, q.english.label, 'C1');
      await choose(page, q.age.label, q.age.options.under35);
      await choose(page, q.germanStay.label, en.check.no);
      await choose(page, q.partner.label, en.check.no);
    },
    // German A2 1, English C1 1, experience 2, shortage occupation 1, under 35 2.
    points: 7,
    possible: ['blueCard', 'experience', 'opportunityCard'],
    toShow: [
      'skilledWorker',
      'recognitionPartnership',
      'vocationalTraining',
      'study',
      'studyApplication',
    ],
    counted: { possible: 3, toShow: 2, others: 3 },
  },
  // A Bolivian school leaver who wants to study, with German B1.
  es: {
    answer: async (page, q) => {
      await choose(page, q.goal.label, es.check.questions.goal.options.study);
      await choose(page, q.qualification.label, es.check.questions.qualification.options.school);
      // Neither occupation nor experience is asked of a school leaver who wants to study.
      await expect(page.getByRole('group', { name: q.occupation.label })).toHaveCount(0);
      await choose(page, q.jobOffer.label, es.check.no);
      await choose(page, q.german.label, 'B1');
      await choose(page, q.english.label, es.check.questions.levels.none);
      await choose(page, q.age.label, es.check.questions.age.options.under35);
      // No points count for a school leaver: neither a stay nor a partner is asked.
      await expect(page.getByRole('group', { name: q.partner.label })).toHaveCount(0);
    },
    // No points box for a student.
    points: null,
    possible: [],
    // § 17 (1) once the school certificate that gives access to university is shown.
    toShow: ['study', 'studyApplication', 'trainingSearch', 'vocationalTraining'],
    counted: { possible: 0, toShow: 2, others: 2 },
  },
  // A nurse with partial recognition, German B1 and a job offer.
  de: {
    answer: async (page, q) => {
      await choose(page, q.goal.label, de.check.questions.goal.options.nursing);
      await choose(
        page,
        q.qualification.label,
        de.check.questions.qualification.options.vocational,
      );
      await choose(page, q.recognition.label, de.check.questions.recognition.options.partial);
      await choose(page, q.occupation.label, de.check.questions.occupation.options.nursing);
      await choose(page, q.experience.label, de.check.questions.experience.options.fiveOfSeven);
      await choose(page, q.jobOffer.label, de.check.yes);
      await choose(page, q.jobOccupation.label, de.check.questions.occupation.options.nursing);
      await page.getByLabel(q.salary.label).fill('36.000,00');
      await expect(page.getByTestId('salary-message')).toHaveText(
        de.check.questions.salary.understood.replace('{{amount}}', formatEuro('de', 36_000)),
      );
      await choose(page, q.german.label, 'B1');
      await choose(page, q.english.label, de.check.questions.levels.none);
      await choose(page, q.age.label, de.check.questions.age.options.from35to39);
      await choose(page, q.germanStay.label, de.check.yes);
      await choose(page, q.partner.label, de.check.no);
    },
    // Partial recognition 4, German B1 2, experience 3, shortage occupation 1, 35–39 1, stay 1.
    points: 12,
    possible: ['opportunityCard'],
    toShow: [
      'recognitionMeasures',
      'recognitionPartnership',
      'vocationalTraining',
      'study',
      'studyApplication',
    ],
    counted: { possible: 1, toShow: 2, others: 3 },
  },
};

interface Counted {
  possible: number;
  toShow: number;
  others: number;
}

const intl = { en: 'en-US', es: 'es-BO', de: 'de-DE' } as const;

/** A sentence with a count, in the plural form the language uses for it ("1 depends"). */
function line(
  lng: Lng,
  key: 'summary' | 'summaryToShow' | 'summaryNoneYet' | 'summaryOthers',
  count: number,
) {
  const form = new Intl.PluralRules(intl[lng]).select(count);
  // The plural keys are the copy's own: `summary_one`, `summary_other` (and es `_many`).
  const result = copies[lng].result as unknown as Record<string, string>;
  const template = result[`${key}_${form}`];
  if (template === undefined) throw new Error(`No ${key}_${form} in ${lng}`);
  return template.replace('{{count}}', String(count));
}

/** The summary the result gives, as the result panel composes it. */
function summary(lng: Lng, { possible, toShow, others }: Counted) {
  return [
    possible > 0
      ? line(lng, 'summary', possible)
      : toShow > 0
        ? line(lng, 'summaryNoneYet', toShow)
        : copies[lng].result.summaryNone,
    possible > 0 && toShow > 0 ? line(lng, 'summaryToShow', toShow) : '',
    others > 0 ? line(lng, 'summaryOthers', others) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

for (const lng of Object.keys(urls) as Lng[]) {
  const copy = copies[lng];
  const url = urls[lng];

  test.describe(`${url}`, () => {
    test.use({ viewport: { width: 1440, height: 900 } });

    test("before JavaScript: the routes, the 6-point rule, this year's figures and the official links", async ({
      request,
    }) => {
      const html = await (await request.get(url)).text();
      const text = decode(html);
      const year = new Date().getFullYear();
      expect(text).toContain(copy.intro.title);
      for (const route of Object.values(copy.routes.items)) expect(text).toContain(route.title);
      expect(text).toContain(copy.points.subtitle.replace('{{needed}}', '6'));
      for (const item of Object.values(copy.points.items)) expect(text).toContain(item);
      expect(text).toContain(copy.figures.title.replace('{{year}}', String(year)));
      for (const id of ['blueCardSalary', 'blueCardReducedSalary'] as const) {
        const figure = figureFor(id, year);
        expect(text).toContain(formatEuro(lng, figure.amount).replace(/\s+/g, ' '));
      }
      expect(text).toContain(copy.result.disclaimer);
      // Each official page in the page's language where the publisher has one.
      for (const id of Object.keys(sources) as SourceId[]) {
        expect(html).toContain(`href="${sourceUrl(id, lng)}"`);
      }
      // Every condition names its statute, linked to the official text.
      expect(html).toContain('href="https://www.gesetze-im-internet.de/aufenthg_2004/__18g.html"');
    });

    test('a visitor answers, sees the points and the routes, and the shared link restores them', async ({
      page,
    }) => {
      const visitor = visitors[lng];
      await openCheck(page, url);
      await expect(page.getByTestId('result-incomplete')).toBeVisible();
      await visitor.answer(page, copy.check.questions);
      const result = page.getByTestId('result');
      await expect(result.getByTestId('disclaimer')).toHaveText(copy.result.disclaimer);
      await expect(result.getByTestId('result-summary')).toHaveText(summary(lng, visitor.counted));
      if (visitor.points === null) await expect(result.getByTestId('result-points')).toHaveCount(0);
      else
        await expect(result.getByTestId('result-points')).toContainText(
          copy.result.points.total
            .replace('{{number}}', String(visitor.points))
            .replace('{{needed}}', '6'),
        );
      expect(await routesWith(page, 'possible')).toEqual(
        visitor.possible.map((id) => `result-${id}`),
      );
      expect(await routesWith(page, 'toShow')).toEqual(visitor.toShow.map((id) => `result-${id}`));
      await expect(page).toHaveURL(/\?goal=/);
      expect(await axeViolations(page), 'axe violations with a result').toEqual([]);

      const shared = page.url();
      await page.goto('about:blank');
      await openCheck(page, shared);
      await expect(result.getByTestId('result-summary')).toHaveText(summary(lng, visitor.counted));
      expect(await routesWith(page, 'possible')).toEqual(
        visitor.possible.map((id) => `result-${id}`),
      );
      if (visitor.points !== null)
        await expect(result.getByTestId('result-points')).toContainText(String(visitor.points));
      expect(page.url()).toBe(shared);
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('one step at a time, focus on each new step, and the shared result opens on the answer', async ({
    page,
  }) => {
    const q = en.check.questions;
    await openCheck(page, '/germany-check');
    const counter = visibleCounter(page);
    await expect(counter).toHaveText('Step 1 of 6:');
    await expect(page.getByRole('group', { name: q.goal.label })).toBeVisible();
    await expect(page.getByRole('group', { name: q.qualification.label })).toBeHidden();
    await expect(page.getByTestId('result')).toBeHidden();

    await choose(page, q.goal.label, q.goal.options.study);
    await page.getByTestId('step-next').click();
    await expect(counter).toHaveText('Step 2 of 6:');
    // The step is part of the heading focus lands on, and clear of the sticky header.
    const heading = page.getByRole('heading', {
      name: new RegExp(`^Step 2 of 6\\s*:\\s*${en.check.steps.qualification}$`),
    });
    await expect(heading).toBeFocused();
    const headerBottom = await page
      .locator('header')
      .first()
      .evaluate((header) => header.getBoundingClientRect().bottom);
    const counterTop = await counter.evaluate((element) => element.getBoundingClientRect().top);
    expect(counterTop).toBeGreaterThanOrEqual(headerBottom);
    await choose(page, q.qualification.label, q.qualification.options.school);
    await page.getByTestId('step-next').click();
    // A school leaver who wants to study is asked neither occupation nor experience.
    await expect(page.getByRole('group', { name: q.occupation.label })).toHaveCount(0);
    await choose(page, q.jobOffer.label, en.check.no);
    await page.getByTestId('step-next').click();
    await expect(page.getByRole('heading', { name: en.check.steps.languages })).toBeFocused();
    await choose(page, q.german.label, 'B1');
    await choose(page, q.english.label, 'B2');
    await page.getByTestId('step-back').click();
    await expect(counter).toHaveText('Step 3 of 6:');
    await page.getByTestId('step-next').click();
    // The browser's back goes one step back, not away from the page, and keeps the answers.
    await page.goBack();
    await expect(counter).toHaveText('Step 3 of 6:');
    await expect(page).toHaveURL(/\/germany-check\?.*german=B1/);
    await page.getByTestId('step-next').click();
    await page.getByTestId('step-next').click();
    await choose(page, q.age.label, q.age.options.under35);
    await expect(page.getByTestId('step-next')).toHaveText(en.check.toResult);
    await page.getByTestId('step-next').click();
    await expect(counter).toHaveText('Step 6 of 6:');
    await expect(page.getByRole('heading', { name: en.result.title })).toBeFocused();
    await expect(page.getByTestId('result-summary')).toHaveText(
      summary('en', { possible: 0, toShow: 2, others: 2 }),
    );
    expect(await axeViolations(page), 'axe violations on a phone').toEqual([]);

    await page.reload();
    // A shared link's answers wake the check at once.
    await expect(checkIsland(page)).toHaveAttribute('data-hydrated', 'true');
    await expect(counter).toHaveText('Step 6 of 6:');
    await expect(page.getByTestId('result-summary')).toHaveText(
      summary('en', { possible: 0, toShow: 2, others: 2 }),
    );
    await expect(page.getByRole('group', { name: q.goal.label })).toBeHidden();
  });

  test('an unanswered question is one press away from the result', async ({ page }) => {
    await openCheck(page, '/germany-check?goal=work');
    // A link with answers opens at its first open question.
    await expect(visibleCounter(page)).toHaveText('Step 2 of 6:');
    for (let step = 2; step < 6; step += 1) await page.getByTestId('step-next').click();
    const incomplete = page.getByTestId('result-incomplete');
    await incomplete.getByRole('button', { name: en.check.questions.german.label }).click();
    await expect(visibleCounter(page)).toHaveText('Step 4 of 6:');
    await expect(
      page.getByRole('group', { name: en.check.questions.german.label }).getByRole('radio').first(),
    ).toBeFocused();
  });

  test("a chat's link opens at its first open question, and an answer keeps the step (57c)", async ({
    page,
  }) => {
    const q = es.check.questions;
    await openCheck(
      page,
      '/es/germany-check?goal=nursing&qualification=vocational&recognition=notChecked&occupation=nursing&experience=twoOfFive&german=A2&offer=yes&salary=34000&v=3',
    );
    const counter = visibleCounter(page);
    await expect(counter).toHaveText('Paso 3 de 6:');
    await choose(page, q.jobOccupation.label, q.occupation.options.nursing);
    // The next open question (English) is on another step: the visitor stays where they are.
    await expect(page).toHaveURL(/job=nursing/);
    await expect(counter).toHaveText('Paso 3 de 6:');
    await expect(page.getByRole('group', { name: q.jobOccupation.label })).toBeVisible();
  });
});

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 700 } });

  test('German compounds wrap inside the cards: nothing wider than the screen', async ({
    page,
  }) => {
    await visit(page, '/de/germany-check');
    const title = page.getByRole('heading', { name: /Anerkennungs\u00ad?partnerschaft/ }).first();
    await expect(title).toBeVisible();
    const widths = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    expect(widths[0]).toBe(widths[1]);
  });
});

test.describe('keyboard and motion', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the check works from the keyboard, with the focus in sight', async ({ page }) => {
    const q = en.check.questions;
    await visit(page, '/germany-check');
    await page.getByRole('link', { name: en.intro.start }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#check')).toBeFocused();
    // Focus reaching into the check wakes it.
    await expect(checkIsland(page)).toHaveAttribute('data-hydrated', 'true');
    await page.keyboard.press('Tab');
    const goal = page.getByRole('group', { name: q.goal.label });
    await expect(goal.getByRole('radio', { name: q.goal.options.work, exact: true })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(goal.getByRole('radio', { name: q.goal.options.work, exact: true })).toBeChecked();
    await page.keyboard.press('ArrowDown');
    await expect(
      goal.getByRole('radio', { name: q.goal.options.study, exact: true }),
    ).toBeChecked();
    await expect(goal.locator('input:focus-visible')).toHaveCount(1);
    // The intro link to the check put its band in the address, as every link to a band does.
    await expect(page).toHaveURL(/\?goal=study&v=3#check$/);
    await page.keyboard.press('Tab');
    const qualification = page.getByRole('group', { name: q.qualification.label });
    await expect(qualification.getByRole('radio').first()).toBeFocused();
    await expect(qualification.locator('input:focus-visible')).toBeInViewport();
  });

  test('choosing a degree does not move the card the visitor is in', async ({ page }) => {
    const q = en.check.questions;
    await openCheck(page, '/germany-check?goal=work');
    const card = page.getByTestId('step-qualification');
    const before = await card.boundingBox();
    await choose(page, q.qualification.label, q.qualification.options.degree);
    await expect(page.getByRole('group', { name: q.recognition.label })).toBeVisible();
    const after = await card.boundingBox();
    expect([after?.x, after?.y]).toEqual([before?.x, before?.y]);
  });

  test('without the clipboard API the link is shown to copy by hand, with a message', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    });
    await openCheck(
      page,
      '/germany-check?goal=work&qualification=school&occupation=other&german=A2&english=none&age=from40&over45=no',
    );
    await page.getByRole('button', { name: en.result.copyLink }).click();
    await expect(page.getByTestId('copy-status')).toHaveText(en.result.copyFailed);
    const field = page.getByRole('textbox', { name: en.result.linkLabel });
    await expect(field).toHaveValue(page.url());
    await expect(field).toBeFocused();
  });

  test('with reduced motion the page jumps instead of scrolling, and nothing moves', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await visit(page, '/germany-check');
    await page.getByRole('link', { name: en.intro.routes }).click();
    // The jump happens inside the click: the section is in place as soon as the click returns.
    const top = await page.evaluate(
      () => document.getElementById('routes')?.getBoundingClientRect().top,
    );
    expect(Math.round(top ?? -1)).toBe(80);
    await page.locator('#figures').scrollIntoViewIfNeeded();
    const running = await page.evaluate(() => {
      const main = document.getElementById('main');
      return document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect instanceof KeyframeEffect &&
            animation.effect.target instanceof Node &&
            main?.contains(animation.effect.target),
        ).length;
    });
    expect(running, 'animations running under reduced motion').toBe(0);
  });
});

test.describe('a new year', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('in a year the build did not know, the dated bands move on to it right after loading', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/germany-check')).text();
    const built = Number(/data-rules-year="(\d+)"/.exec(html)?.[1]);
    expect(built).toBeGreaterThan(2000);
    const next = built + 1;
    await page.clock.setFixedTime(new Date(`${next}-01-15T10:00:00Z`));
    await visit(page, '/germany-check');
    await expect(
      page.getByRole('heading', { name: en.figures.title.replace('{{year}}', String(next)) }),
    ).toBeVisible();
    // The routes and the figures say which year each amount is for, now from the new year's view.
    const builtYearFigure = en.when.current.replace('{{year}}', String(built));
    await expect(page.locator('#routes')).not.toContainText(builtYearFigure);
    await expect(page.locator('#figures')).not.toContainText(builtYearFigure);
  });
});

test.describe('what a fresh visitor found', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a nurse without German: the skilled-worker card and the nursing card both ask German B2', async ({
    page,
  }) => {
    await openCheck(
      page,
      '/germany-check?goal=nursing&qualification=vocational&recognition=notChecked&occupation=nursing&experience=fiveOfSeven&german=none&english=B2&age=under35&agreement=no&offer=yes&salary=48000',
    );
    for (const id of ['skilledWorker', 'nursing']) {
      const card = page.getByTestId(`result-${id}`);
      await expect(card).toHaveAttribute('data-status', 'missing');
      await expect(card.locator('li[data-state="unmet"]')).toContainText(en.conditions.germanB2);
    }
  });

  test('a nurse whose degree is comparable in anabin: the Opportunity Card without points, the nursing recognition still to show (108c)', async ({
    page,
  }) => {
    const { recognition } = en.check.questions;
    await openCheck(
      page,
      '/germany-check?goal=nursing&qualification=degree&occupation=nursing&job=nursing&graduate=no&sixmonths=yes&experience=fiveOfSeven&german=B2&english=none&age=under35&offer=yes&salary=46000',
    );
    const question = page.getByRole('group', { name: recognition.label });
    // For nursing, "full" is the state authority's recognition, and a comparable degree its own option.
    await expect(question.getByRole('radio', { name: recognition.fullNursing })).toBeVisible();
    await choose(page, recognition.label, recognition.options.comparable);
    const card = page.getByTestId('result-opportunityCard');
    await expect(card).toHaveAttribute('data-status', 'possible');
    await expect(card.locator('li[data-state="met"]')).toContainText(
      en.conditions.qualificationRecognised,
    );
    await expect(page.getByTestId('result-points')).toHaveCount(0);
    await expect(
      page.getByTestId('result-nursing').locator('li[data-state="toProve"]'),
    ).toContainText(en.conditions.nursingRecognition);
    await expect(page).toHaveURL(/recognition=comparable/);
    // Anyone else's comparable degree is the full option: no separate choice.
    await choose(page, en.check.questions.goal.label, en.check.questions.goal.options.work);
    await choose(
      page,
      en.check.questions.occupation.label,
      en.check.questions.occupation.options.it,
    );
    await expect(question.getByRole('radio', { name: recognition.options.comparable })).toHaveCount(
      0,
    );
    await expect(question.getByRole('radio', { name: recognition.options.full })).toBeChecked();
  });

  test('the summary counts the cards as shown: the goal’s routes, then the others under their own heading', async ({
    page,
  }) => {
    await openCheck(
      page,
      '/germany-check?goal=nursing&qualification=vocational&recognition=partial&occupation=nursing&experience=twoOfFive&german=A2&english=none&age=under35',
    );
    const goal = page.getByRole('region', { name: en.result.groups.goal });
    const others = page.getByRole('region', { name: en.result.groups.others });
    const count = (group: typeof goal, status: string) =>
      group.locator(`article[data-status="${status}"]`).count();
    // The Opportunity Card (10 points) and § 16d (1) for her goal; § 16a, § 16b and § 17 (2)
    // once shown among the others.
    const counted = {
      possible: await count(goal, 'possible'),
      toShow: await count(goal, 'toShow'),
      others: (await count(others, 'possible')) + (await count(others, 'toShow')),
    };
    expect(counted).toEqual({ possible: 1, toShow: 1, others: 3 });
    await expect(page.getByTestId('result-summary')).toHaveText(summary('en', counted));

    // A school leaver who wants to work: § 17 (1) is open once the school certificate is shown,
    // and the summary says so.
    await openCheck(
      page,
      '/germany-check?goal=work&qualification=school&occupation=other&german=B1&english=B1&age=under35',
    );
    await expect(page.getByTestId('result-summary')).toHaveText(
      summary('en', { possible: 0, toShow: 0, others: 4 }),
    );
    await expect(
      page
        .getByRole('region', { name: en.result.groups.others })
        .getByTestId('result-trainingSearch'),
    ).toHaveAttribute('data-status', 'toShow');
  });

  test('one route to show reads "1 depends", in the singular', async ({ page }) => {
    await openCheck(
      page,
      '/germany-check?goal=training&qualification=school&german=A2&english=none&age=under35',
    );
    await expect(page.getByTestId('result-summary')).toContainText(
      'no route is confirmed by your answers yet: 1 depends on what you can still show',
    );
  });

  test('"Are you 45 or older?" starts unanswered, and the result waits for it', async ({
    page,
  }) => {
    const q = en.check.questions;
    await openCheck(
      page,
      '/germany-check?goal=work&qualification=degree&recognition=full&occupation=other&licence=notRegulated&experience=twoOfFive&german=B1&english=B2&offer=yes&sixmonths=yes&salary=50000',
    );
    await choose(page, q.age.label, q.age.options.from40);
    const from45 = page.getByRole('group', { name: q.from45.label });
    await expect(from45.getByRole('radio', { name: en.check.yes })).not.toBeChecked();
    await expect(from45.getByRole('radio', { name: en.check.no })).not.toBeChecked();
    await expect(
      page.getByTestId('result-incomplete').getByRole('button', { name: q.from45.label }),
    ).toBeVisible();
    await expect(page).not.toHaveURL(/over45=/);
    await choose(page, q.from45.label, en.check.yes);
    await expect(page).toHaveURL(/over45=yes/);
    await expect(page.getByTestId('result-skilledWorker')).toHaveAttribute('data-status', 'toShow');
  });

  test('at 45, the experience route asks the higher salary of § 1 (2) BeschV; the Blue Card says it does not (61a)', async ({
    page,
  }) => {
    await openCheck(
      page,
      '/germany-check?goal=work&qualification=vocational&recognition=notChecked&occupation=other&licence=notRegulated&experience=fiveOfSeven&german=B1&english=B2&age=from40&agreement=no&offer=yes&over45=yes&salary=47000',
    );
    const card = page.getByTestId('result-experience');
    await expect(card).toHaveAttribute('data-status', 'toShow');
    // A salary under the floor leaves only the pension provision to show (96b m05).
    const pension = en.conditions.olderWorkerPension.split(' {{')[0] ?? '';
    await expect(card.locator('li[data-state="toProve"]')).toContainText([pension]);
    await expect(card).not.toContainText(en.conditions.olderWorkerSalary.split(' {{')[0] ?? '');
    await expect(card).not.toContainText(en.conditions.noAgeRule);
    await expect(
      card.locator('a[href="https://www.gesetze-im-internet.de/beschv_2013/__1.html"]'),
    ).toHaveCount(1);
    await expect(page.getByTestId('result-blueCard').locator('li[data-state="met"]')).toContainText(
      [en.conditions.noAgeRule],
    );
  });

  test('an IT specialist without a qualification may come by experience (§ 6 BeschV, 61b)', async ({
    page,
  }) => {
    await openCheck(
      page,
      '/germany-check?goal=work&qualification=school&occupation=it&experience=twoOfFive&german=none&english=B2&age=under35&offer=yes&job=it&sixmonths=yes&salary=47000&v=3',
    );
    const card = page.getByTestId('result-experience');
    await expect(card).toHaveAttribute('data-status', 'possible');
    await expect(card.locator('li[data-state="met"]').first()).toContainText(
      en.conditions.itOccupation,
    );
    // Three years in the last seven are what the Blue Card's IT route asks.
    await expect(page.getByTestId('result-blueCard')).toHaveAttribute('data-status', 'missing');
  });

  test('"50.000" on the English page reads as €50,000; an amount read two ways says so', async ({
    page,
  }) => {
    const q = en.check.questions;
    await openCheck(page, '/germany-check?goal=work&offer=yes');
    const salary = page.getByLabel(q.salary.label);
    await salary.fill('50.000');
    await expect(page.getByTestId('salary-message')).toHaveText(
      q.salary.understood.replace('{{amount}}', formatEuro('en', 50_000)),
    );
    await salary.fill('45.500k');
    await salary.blur();
    await expect(page.getByTestId('salary-message')).toHaveText(q.salary.problems.ambiguous);
    await expect(salary).toHaveAttribute('aria-invalid', 'true');
    // A month's pay in the yearly field is not taken for a year's (63b).
    await salary.fill('3900');
    await salary.blur();
    await expect(page.getByTestId('salary-message')).toHaveText(q.salary.problems.range);
    await expect(salary).toHaveAttribute('aria-invalid', 'true');
  });

  test('switching language keeps the answers', async ({ page }) => {
    const query =
      '?goal=study&qualification=school&german=B1&english=B1&age=under35&offer=yes&salary=48000';
    await openCheck(page, `/es/germany-check${query}`);
    await page.getByRole('button', { name: /^ES, Español/ }).click();
    const deutsch = page.getByRole('menuitem', { name: 'Deutsch' });
    await expect(deutsch).toHaveAttribute('href', `/de/germany-check${query}`);
    await deutsch.click();
    await page.waitForURL(`/de/germany-check${query}`, { waitUntil: 'load' });
    await expect(checkIsland(page)).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByTestId('result-summary')).toHaveText(
      summary('de', { possible: 0, toShow: 2, others: 2 }),
    );
  });

  test('the prerendered page has no query in its language links', async ({ request }) => {
    const html = await (await request.get('/es/germany-check?goal=work')).text();
    expect(html).not.toMatch(/href="\/(de\/)?germany-check\?/);
  });
});
