import de from '../locales/de/germanyCheck.json' with { type: 'json' };
import en from '../locales/en/germanyCheck.json' with { type: 'json' };
import es from '../locales/es/germanyCheck.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { choose, openCheck } from './germanyCheck';
import { holdRequests } from './holdRequests';

// What the visitor walk-through of issue 36 (36c) found on the page, tried as a visitor would.

test.use({ viewport: { width: 1440, height: 900 } });

test('an IT specialist whose three years were some time ago can say so, and gets the Blue Card', async ({
  page,
}) => {
  const q = es.check.questions;
  await openCheck(page, '/es/germany-check');
  await choose(page, q.goal.label, q.goal.options.work);
  await choose(page, q.qualification.label, q.qualification.options.school);
  await choose(page, q.occupation.label, q.occupation.options.it);
  // One answer for each combination the rules count, none chosen for the visitor.
  const experience = page.getByRole('group', { name: q.experience.label });
  await expect(experience.getByRole('radio')).toHaveCount(5);
  await expect(experience.getByRole('radio', { checked: true })).toHaveCount(0);
  await choose(page, q.experience.label, q.experience.options.threeOfSevenEarlier);
  await choose(page, q.jobOffer.label, es.check.yes);
  // § 18g (2) asks for a job as an IT specialist.
  await choose(page, q.jobOccupation.label, q.occupation.options.it);
  await choose(page, q.sixMonthContract.label, es.check.yes);
  await page.getByLabel(q.salary.label).fill('46.000');
  await choose(page, q.german.label, q.levels.none);
  await choose(page, q.english.label, 'B2');
  await choose(page, q.age.label, q.age.options.under35);

  await expect(page.getByTestId('result-incomplete')).toHaveCount(0);
  // § 18g (2): three years of IT experience in the last seven, with no two of the last five.
  const blueCard = page.getByTestId('result-blueCard');
  await expect(blueCard).toHaveAttribute('data-status', 'possible');
  await expect(blueCard.locator('li[data-state="met"]').first()).toContainText(
    es.conditions.itExperience,
  );
  // § 19c (2) with § 6 BeschV does ask two years in the last five.
  await expect(
    page.getByTestId('result-experience').locator('li[data-state="unmet"]'),
  ).toContainText([es.conditions.experienceTwoOfFive]);
});

test('a link of the first format opens on the result it gave, its experience read as before', async ({
  page,
}) => {
  await openCheck(
    page,
    '/es/germany-check?goal=work&qualification=school&occupation=it&experience=threeOfSeven&german=none&english=B2&age=under35&offer=yes&sixmonths=yes&salary=46000',
  );
  await expect(page.getByTestId('result-incomplete')).toHaveCount(0);
  await expect(page.getByTestId('result-blueCard')).toHaveAttribute('data-status', 'possible');
  await expect(
    page
      .getByRole('group', { name: es.check.questions.experience.label })
      .getByRole('radio', { name: es.check.questions.experience.options.threeOfSeven }),
  ).toBeChecked();
});

test('at 40 or over without a job offer, the result does not wait for "45 or older?"', async ({
  page,
}) => {
  const q = de.check.questions;
  await openCheck(
    page,
    '/de/germany-check?goal=work&qualification=vocational&recognition=partial&occupation=other&licence=notRegulated&experience=fiveOfSeven&german=B1&english=none&age=from40&offer=no&stay=no&partner=no&v=2',
  );
  await expect(page.getByRole('group', { name: q.from45.label })).toHaveCount(0);
  await expect(page.getByTestId('result-incomplete')).toHaveCount(0);
  // Partial recognition 4, German B1 2, five years in the last seven 3.
  await expect(page.getByTestId('result-opportunityCard')).toHaveAttribute(
    'data-status',
    'possible',
  );
  // With a job offer, § 18 (2) no. 5 may apply to §§ 18a and 18b: now it is asked.
  await choose(page, q.jobOffer.label, de.check.yes);
  await expect(page.getByRole('group', { name: q.from45.label })).toBeVisible();
  await expect(
    page.getByTestId('result-incomplete').getByRole('button', { name: q.from45.label }),
  ).toBeVisible();
});

test('with full recognition, the routes of § 16d are not listed as missing in the result', async ({
  page,
}) => {
  await openCheck(
    page,
    '/germany-check?goal=nursing&qualification=vocational&recognition=full&occupation=nursing&experience=fiveOfSeven&german=B2&english=none&age=under35&offer=yes&salary=40000&agreement=no&v=2',
  );
  const result = page.getByTestId('result');
  await expect(result.getByTestId('result-nursing')).toHaveAttribute('data-status', 'possible');
  await expect(result.getByTestId('result-recognitionMeasures')).toHaveCount(0);
  await expect(result.getByTestId('result-recognitionPartnership')).toHaveCount(0);
  // The overview of every route still explains them.
  await expect(page.getByTestId('route-recognitionMeasures')).toBeVisible();
});

test('no yes/no answer is chosen for the visitor, and one skipped shows as unanswered', async ({
  page,
}) => {
  const q = es.check.questions;
  await openCheck(page, '/es/germany-check');
  await choose(page, q.goal.label, q.goal.options.work);
  await choose(page, q.qualification.label, q.qualification.options.degree);
  await choose(page, q.recognition.label, q.recognition.options.notChecked);
  for (const label of [q.recentGraduate.label, q.jobOffer.label]) {
    await expect(
      page.getByRole('group', { name: label }).getByRole('radio', { checked: true }),
    ).toHaveCount(0);
  }
  await choose(page, q.recentGraduate.label, es.check.no);
  await choose(page, q.occupation.label, q.occupation.options.other);
  await choose(page, q.licence.label, q.licence.options.notRegulated);
  await choose(page, q.experience.label, q.experience.options.twoOfFive);
  await choose(page, q.german.label, 'B1');
  await choose(page, q.english.label, q.levels.none);
  await choose(page, q.age.label, q.age.options.under35);
  await choose(page, q.germanStay.label, es.check.no);
  await choose(page, q.partner.label, es.check.no);

  // The job offer was skipped: the result names it, and says nothing as if it were "no".
  const incomplete = page.getByTestId('result-incomplete');
  await expect(incomplete.getByRole('button')).toHaveText([q.jobOffer.label]);
  await expect(page.getByTestId('result-summary')).toBeEmpty();
  await expect(page).not.toHaveURL(/offer=/);
  await choose(page, q.jobOffer.label, es.check.no);
  await expect(incomplete).toHaveCount(0);
  await expect(page.getByTestId('result-summary')).not.toBeEmpty();
});

test('§ 17 (1): the school certificate giving access to university is to show, not assumed', async ({
  page,
}) => {
  await openCheck(
    page,
    '/germany-check?goal=training&qualification=vocational&recognition=notChecked&occupation=other&licence=notRegulated&experience=none&german=B1&english=none&age=under35&offer=no&stay=no&partner=no&v=2',
  );
  const search = page.getByTestId('result-trainingSearch');
  await expect(search).toHaveAttribute('data-status', 'toShow');
  await expect(search.locator('li', { hasText: en.conditions.schoolCertificate })).toHaveAttribute(
    'data-state',
    'toProve',
  );
});

// What the walk-through 36d found on the page, section 2.
test('"45 mil" is read on the English page, and the 45+ lines show only once "45 or older?" is asked', async ({
  page,
}) => {
  const q = en.check.questions;
  // A school certificate with a job offer at 40 or over: "45 or older?" is not asked.
  await openCheck(
    page,
    '/germany-check?goal=work&qualification=school&occupation=other&german=B1&english=none&age=from40&offer=yes&v=2',
  );
  await page.getByLabel(q.salary.label).fill('45 mil');
  await expect(page.getByTestId('salary-message')).toHaveText(
    q.salary.understood.replace('{{amount}}', '€45,000'),
  );
  await expect(page.getByTestId('result-incomplete')).toHaveCount(0);
  await expect(page.getByRole('group', { name: q.from45.label })).toHaveCount(0);
  const result = page.getByTestId('result');
  await expect(result.getByTestId('result-blueCard')).toBeVisible();
  await expect(result).not.toContainText(en.conditions.noAgeRule);
  await expect(result).not.toContainText(en.conditions.olderWorkerSalary.split(':')[0] ?? '');
});

test('an answer whose question disappears leaves the address', async ({ page }) => {
  const q = es.check.questions;
  await openCheck(
    page,
    '/es/germany-check?goal=work&qualification=degree&recognition=full&graduate=no&occupation=other&licence=notRegulated&experience=twoOfFive&german=B1&english=none&age=from40&over45=yes&offer=yes&salary=60000&v=2',
  );
  await expect(page).toHaveURL(/over45=yes/);
  await choose(page, q.age.label, q.age.options.under35);
  await expect(page).not.toHaveURL(/over45/);
  await choose(page, q.qualification.label, q.qualification.options.school);
  await expect(page).not.toHaveURL(/recognition=/);
  await expect(page).toHaveURL(/qualification=school/);
});

// Walk-through 56k: § 18g AufenthG weighs the job offered, not the degree.
test("an IT graduate hired as a controller says so, and the Blue Card weighs the job's occupation", async ({
  page,
}) => {
  const q = de.check.questions;
  await openCheck(
    page,
    '/de/germany-check?goal=work&qualification=degree&recognition=full&graduate=no&occupation=it&experience=twoOfFive&german=B1&english=none&age=under35&offer=yes&sixmonths=yes&salary=47000&v=3',
  );
  // The link names no job yet: the result waits for it, and the question says why it is asked.
  const job = page.getByRole('group', { name: q.jobOccupation.label });
  await expect(job).toContainText(q.jobOccupation.help);
  await expect(job.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(
    page.getByTestId('result-incomplete').getByRole('button', { name: q.jobOccupation.label }),
  ).toBeVisible();

  await choose(page, q.jobOccupation.label, q.occupation.options.other);
  await expect(page).toHaveURL(/job=other/);
  // Another occupation may be regulated: the licence is asked before the result, and so are the
  // years in the job's occupation, which is not the degree's.
  await choose(page, q.licence.label, q.licence.options.notRegulated);
  await choose(page, q.jobExperience.label, q.experience.options.none);
  const blueCard = page.getByTestId('result-blueCard');
  await expect(blueCard).toHaveAttribute('data-status', 'missing');
  // €47,000 is under the general threshold; whether a controller's job fits the degree is to show.
  await expect(blueCard.locator('li[data-state="unmet"]')).toContainText([/50\.700/]);
  await expect(blueCard.locator('li[data-state="toProve"]')).toHaveCount(1);

  await choose(page, q.jobOccupation.label, q.occupation.options.it);
  await expect(blueCard).toHaveAttribute('data-status', 'possible');
  await expect(blueCard.locator('li[data-state="met"]')).toContainText([/45\.934,20/]);
  // One occupation again: the experience told for the degree is the job's.
  await expect(page.getByRole('group', { name: q.jobExperience.label })).toHaveCount(0);
  await expect(page).not.toHaveURL(/jobexperience/);
});

test('a law graduate who works in IT tells the years in IT apart, and gets the IT routes without points for them (75a F1)', async ({
  page,
}) => {
  const q = en.check.questions;
  await openCheck(page, '/germany-check');
  await choose(page, q.goal.label, q.goal.options.work);
  await choose(page, q.qualification.label, q.qualification.options.degree);
  await choose(page, q.recognition.label, q.recognition.options.notChecked);
  await choose(page, q.recentGraduate.label, en.check.no);
  await choose(page, q.occupation.label, q.occupation.options.other);
  // The degree's field: no years in law.
  await choose(page, q.experience.label, q.experience.options.none);
  await choose(page, q.jobOffer.label, en.check.yes);
  await expect(page.getByRole('group', { name: q.jobExperience.label })).toHaveCount(0);
  // No licence is asked for a job in IT, which is not regulated.
  await choose(page, q.jobOccupation.label, q.occupation.options.it);
  await expect(page.getByRole('group', { name: q.licence.label })).toHaveCount(0);
  const jobYears = page.getByRole('group', { name: q.jobExperience.label });
  await expect(jobYears).toContainText(q.jobExperience.help);
  await expect(jobYears.getByRole('radio', { checked: true })).toHaveCount(0);
  await choose(page, q.jobExperience.label, q.experience.options.fiveOfSeven);
  await expect(page).toHaveURL(/jobexperience=fiveOfSeven/);
  await choose(page, q.sixMonthContract.label, en.check.yes);
  await page.getByLabel(q.salary.label).fill('50,000');
  await choose(page, q.german.label, q.levels.none);
  await choose(page, q.english.label, 'B2');
  await choose(page, q.age.label, q.age.options.under35);
  await choose(page, q.germanStay.label, en.check.no);
  await choose(page, q.partner.label, en.check.no);

  await expect(page.getByTestId('result-incomplete')).toHaveCount(0);
  // § 18g (2): IT experience and an IT job, whatever the degree.
  const blueCard = page.getByTestId('result-blueCard');
  await expect(blueCard).toHaveAttribute('data-status', 'possible');
  await expect(blueCard.locator('li[data-state="met"]').first()).toContainText(
    en.conditions.itExperience,
  );
  // § 19c (2) with § 6 BeschV: experience that prepares for the job.
  await expect(page.getByTestId('result-experience')).toHaveAttribute('data-status', 'possible');
  // § 20b: no points for years outside the degree's field.
  const points = page.getByTestId('result-points');
  await expect(points).toBeVisible();
  await expect(points).not.toContainText(en.points.items.experienceFiveOfSeven);
});

test('a doctor is asked for the licence to practice, and the answer decides the Blue Card (59c)', async ({
  page,
}) => {
  const q = es.check.questions;
  await openCheck(
    page,
    '/es/germany-check?goal=work&qualification=degree&recognition=full&graduate=no&occupation=shortage&experience=fiveOfSeven&german=B2&english=none&age=under35&offer=yes&job=shortage&sixmonths=yes&salary=65000&v=3',
  );
  // "Another occupation in short supply" holds doctors and engineers: the result waits for it.
  const licence = page.getByRole('group', { name: q.licence.label });
  await expect(licence).toContainText(q.licence.help);
  await expect(licence.getByRole('link', { name: q.recognition.finder })).toHaveAttribute(
    'href',
    /anerkennung-in-deutschland\.de/,
  );
  await expect(
    page.getByTestId('result-incomplete').getByRole('button', { name: q.licence.label }),
  ).toBeVisible();

  await choose(page, q.licence.label, q.licence.options.notYet);
  await expect(page).toHaveURL(/licence=notYet/);
  const blueCard = page.getByTestId('result-blueCard');
  await expect(blueCard).toHaveAttribute('data-status', 'toShow');
  await expect(blueCard.locator('li[data-state="toProve"]')).toContainText([
    es.conditions.licenceToPractise,
  ]);
  // A doctor's licence row says nothing of what a nurse's licence needs.
  await expect(blueCard).not.toContainText(/enfermería/i);
  // § 18 (2) no. 3 asks a licence granted or promised of § 19c (2) as of the Blue Card (95a W2).
  await expect(
    page.getByTestId('result-experience').locator('li[data-state="toProve"]', {
      hasText: es.conditions.licenceToPractise,
    }),
  ).toHaveCount(1);

  await choose(page, q.licence.label, q.licence.options.held);
  await expect(blueCard).toHaveAttribute('data-status', 'possible');
  await choose(page, q.licence.label, q.licence.options.notRegulated);
  await expect(blueCard).toHaveAttribute('data-status', 'possible');
  await expect(blueCard.locator('li', { hasText: es.conditions.licenceToPractise })).toHaveCount(0);
});

// Walk-through 63b: a skilled trade in short supply is off the Blue Card's list, and § 20b (1)
// no. 8 AufenthG gives its point only to a qualification on that list.
test('an electrician chooses the trade option and gets neither the shortage point nor the lower Blue Card threshold', async ({
  page,
}) => {
  const q = de.check.questions;
  await openCheck(
    page,
    '/de/germany-check?goal=work&qualification=degree&recognition=notChecked&graduate=no&experience=twoOfFive&german=B1&english=none&age=under35&stay=no&partner=no&offer=yes&sixmonths=yes&salary=48000&agreement=no&v=3',
  );
  await expect(page.getByRole('group', { name: q.occupation.label })).toContainText(
    q.occupation.help,
  );
  await choose(page, q.occupation.label, q.occupation.options.shortageOffList);
  await choose(page, q.jobOccupation.label, q.occupation.options.shortageOffList);
  await choose(page, q.licence.label, q.licence.options.notRegulated);
  await expect(page).toHaveURL(/occupation=shortageOffList/);
  // German B1 2, experience 2, under 35 2.
  await expect(page.getByTestId('result-points')).toContainText(
    de.result.points.total.replace('{{number}}', '6').replace('{{needed}}', '6'),
  );
  await expect(page.getByTestId('result-points')).not.toContainText(
    de.points.items.shortageOccupation,
  );
  // €48,000 is under the general threshold the trade keeps.
  const blueCard = page.getByTestId('result-blueCard');
  await expect(blueCard).toHaveAttribute('data-status', 'missing');
  await expect(blueCard.locator('li[data-state="unmet"]')).toContainText([/50\.700/]);
});

// Walk-through 94 (a, b, c): § 18g (3) AufenthG asks the Blue Card's job offer for at least six
// months; a link without the answer asks it before the result, and "no" misses the card only.
test('an engineer with a four-month contract answers the six-month question and misses only the Blue Card', async ({
  page,
}) => {
  const q = de.check.questions;
  await openCheck(
    page,
    '/de/germany-check?goal=work&qualification=degree&recognition=full&graduate=no&occupation=shortage&experience=fiveOfSeven&german=B2&english=none&age=under35&offer=yes&job=shortage&licence=notRegulated&salary=60000&v=3',
  );
  // § 20b's ages, quoted with how the check counts them (an exact age; whole years give more).
  await expect(page.getByRole('group', { name: q.age.label })).toContainText(q.age.help);
  const term = page.getByRole('group', { name: q.sixMonthContract.label });
  await expect(term).toContainText(q.sixMonthContract.help);
  await expect(term.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(
    page.getByTestId('result-incomplete').getByRole('button', { name: q.sixMonthContract.label }),
  ).toBeVisible();

  await choose(page, q.sixMonthContract.label, de.check.no);
  await expect(page).toHaveURL(/sixmonths=no/);
  const blueCard = page.getByTestId('result-blueCard');
  await expect(blueCard).toHaveAttribute('data-status', 'missing');
  await expect(blueCard.locator('li[data-state="unmet"]')).toContainText([
    de.conditions.sixMonthJob,
  ]);
  await expect(page.getByTestId('result-skilledWorker')).toHaveAttribute('data-status', 'possible');

  await choose(page, q.sixMonthContract.label, de.check.yes);
  await expect(blueCard).toHaveAttribute('data-status', 'possible');
  await expect(blueCard.locator('li[data-state="met"]')).toContainText([de.conditions.sixMonthJob]);
});

test('a shared link: the page is called ready only once the form shows the link’s answers (100c)', async ({
  page,
}) => {
  // The form's script is held until the test lets it through, as on a slow phone.
  const { release } = await holdRequests(page, '**/assets/CheckSection.island-*.js');
  const held = page.waitForRequest('**/assets/CheckSection.island-*.js');
  await page.goto(
    '/de/germany-check?goal=work&qualification=degree&english=C1&age=from40&german=B1&experience=fiveOfSeven&occupation=other&licence=notRegulated&recognition=notChecked&graduate=no&stay=no&partner=no&offer=no&v=3',
  );
  await held;
  await expect(page.locator('html')).toHaveAttribute('data-islands', 'ready');
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // Read at once, as a script that trusts the flag reads it: the link's result, not the questions.
  expect(await page.getByTestId('result-incomplete').count()).toBe(0);
  expect(await page.getByTestId('result-opportunityCard').getAttribute('data-status')).toBe(
    'possible',
  );
});
