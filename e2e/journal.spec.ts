import { expect, test, type Page } from '@playwright/test';
import { freshMember, signedInPage, signInCookie, type TestMember } from './support/members';

/**
 * The trade journal: a trade added by hand and its figures, the import (a bad file imports
 * nothing and names the line; the same file twice adds nothing the second time), and
 * nobody else's journal page shows any of it. The export route (every trade in the import's
 * columns, nobody else's, 401 without a session) is app/api/__tests__/journal-export.int.test.ts.
 */
test.describe.configure({ mode: 'serial' });

let trader: TestMember;
let neighbour: TestMember;

test.beforeAll(async () => {
  trader = await freshMember(['course-risk-management'], 'journal-trader');
  neighbour = await freshMember(['course-risk-management'], 'journal-neighbour');
});

const figure = (page: Page, name: string) => page.locator(`[data-figure="${name}"]`);

const tradeForm = (page: Page) => page.getByRole('form', { name: 'Add a trade' });

async function addTrade(page: Page, fields: Record<string, string>, direction = 'Long') {
  const form = tradeForm(page);
  for (const [label, value] of Object.entries(fields))
    await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByLabel('Direction').selectOption({ label: direction });
  await form.getByRole('button', { name: 'Add trade' }).click();
}

test('a trade added by hand: refused with the reason when the stop is on the wrong side, then its figures', async ({
  browser,
}) => {
  const page = await signedInPage(browser, trader, '/home/journal');
  await expect(page.getByRole('heading', { level: 1, name: 'Trade journal' })).toBeVisible();
  const trade = {
    Instrument: 'EURUSD',
    Entry: '100',
    Stop: '105',
    Exit: '110',
    Size: '2',
    Opened: '2026-03-02T09:00',
    Closed: '2026-03-02T15:30',
    Setup: 'Inside bar breakout',
  };
  await addTrade(page, trade);
  await expect(tradeForm(page).getByRole('alert')).toContainText(
    'The stop must be below the entry for a long and above it for a short.',
  );
  await expect(page.getByText('No trades yet.')).toBeVisible();

  await addTrade(page, { ...trade, Stop: '95' });
  await expect(figure(page, 'trades')).toHaveText('1');
  await expect(figure(page, 'winRate')).toHaveText('100%');
  await expect(figure(page, 'expectancy')).toHaveText('2.00 R');
  await expect(figure(page, 'net')).toHaveText('20');

  // A losing short: entry 50, stop 52, exit 51 × 10 is −0.5 R and −10.
  await addTrade(
    page,
    { ...trade, Instrument: 'GBPUSD', Entry: '50', Stop: '52', Exit: '51', Size: '10' },
    'Short',
  );
  await expect(figure(page, 'trades')).toHaveText('2');
  await expect(figure(page, 'winRate')).toHaveText('50%');
  await expect(figure(page, 'expectancy')).toHaveText('0.75 R');
  await expect(figure(page, 'profitFactor')).toHaveText('2.00');
  await expect(figure(page, 'net')).toHaveText('10');
  await page.context().close();
});

const HEADER = 'instrument,direction,entry,stop,exit,size,opened,closed,setup,notes';
const goodRows = [
  'XAUUSD,long,2000,1990,2030,1,2026-04-01T01:00:00Z,2026-04-01T05:00:00Z,Pullback,first',
  'XAUUSD,short,2050,2060,2055,1,2026-04-02T01:00:00Z,2026-04-02T03:00:00Z,Pullback,second',
];

async function chooseFile(page: Page, text: string) {
  await page.getByLabel('CSV file').setInputFiles({
    name: 'trades.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(text),
  });
  await page.getByRole('button', { name: 'Preview' }).click();
}

test('an import with a bad line imports nothing and names it; the same file twice adds nothing the second time', async ({
  browser,
}) => {
  const page = await signedInPage(browser, trader, '/home/journal/import');
  await chooseFile(
    page,
    [HEADER, goodRows[0], 'XAUUSD,long,2000,2010,2030,1,2026-04-03T01:00:00Z,,,'].join('\n'),
  );
  const alert = page.getByRole('alert').filter({ hasText: 'Nothing was imported' });
  await expect(alert).toContainText('Nothing was imported. Fix these lines and try again:');
  await expect(alert).toContainText('Line 3:');
  await expect(alert).toContainText('The stop must be below the entry');
  // The chosen file stays in its box, to be previewed again once fixed.
  const chosen = await page
    .getByLabel('CSV file')
    .evaluate((input: HTMLInputElement) => [...(input.files ?? [])].map((file) => file.name));
  expect(chosen).toEqual(['trades.csv']);

  for (const [added, already] of [
    ['2 trades', '0 were'],
    ['0 trades', '2 were'],
  ]) {
    await chooseFile(page, [HEADER, ...goodRows].join('\n'));
    await expect(page.getByText('2 trades ready to import')).toBeVisible();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(
      page.getByText(`Imported ${added}; ${already} already in your journal.`),
    ).toBeVisible();
  }
  await page.goto('/home/journal');
  await expect(figure(page, 'trades')).toHaveText('4');
  await page.context().close();
});

test("nobody else's journal page shows any of it", async ({ request, baseURL }) => {
  const page = await request.get('/home/journal', {
    headers: { cookie: await signInCookie(neighbour, baseURL!) },
  });
  const html = await page.text();
  expect(html).toContain('No trades yet.');
  expect(html).not.toContain('XAUUSD');
  expect(html).not.toContain('EURUSD');
});

test('a trade logged from a class names that class in the form and shows on the class page', async ({
  browser,
}) => {
  const classPath = '/home?course=course-risk-management&class=class-risk-management-3';
  const page = await signedInPage(browser, trader, classPath);
  await page.getByRole('link', { name: 'Log a trade for this class' }).click();
  const linked = tradeForm(page).getByRole('combobox', { name: /^Class/ });
  await expect(linked.locator('option:checked')).toHaveText('Risk-to-Reward and Win Rate');
  await expect(linked.locator('option')).toHaveText(['Risk-to-Reward and Win Rate', 'No class']);
  await addTrade(page, {
    Instrument: 'USDJPY',
    Entry: '150',
    Stop: '149',
    Exit: '152',
    Size: '1',
    Opened: '2026-05-04T09:00',
    Closed: '2026-05-04T12:00',
  });
  await expect(tradeForm(page).getByRole('status')).toHaveText('Trade saved.');
  await page.goto(classPath);
  const panel = page.getByRole('region', { name: 'Your trades on this class' });
  await expect(panel.getByText('USDJPY')).toBeVisible();
  await page.context().close();
});

test('a ?lesson= naming no class the member may open links nothing', async ({
  request,
  baseURL,
}) => {
  const cookie = await signInCookie(neighbour, baseURL!);
  for (const lesson of ['junk', 'course-candlesticks/class-candlesticks-2@0']) {
    const html = await (
      await request.get(`/home/journal?lesson=${encodeURIComponent(lesson)}`, {
        headers: { cookie },
      })
    ).text();
    expect(html).toContain('<input type="hidden" name="lesson" value=""/>');
    expect(html).not.toContain('<select name="lesson"');
    expect(html).not.toContain('Anatomy of a Candle');
  }
});
