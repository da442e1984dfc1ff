import { expect, test } from '@playwright/test';
import {
  expectNewTabLink,
  paymentLinkUrl,
  site,
  stubExternal,
  videoTitle,
} from './support/marketing';

test.describe('landing page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('shows the hero, stats and the Login button to /home', async ({ page }) => {
    const hero = page.locator('#home');
    await expect(
      hero.getByRole('heading', { level: 1, name: 'LEARN AND ENHANCE TRADING SKILLS' }),
    ).toBeVisible();
    for (const [value, label] of [
      ['100K', 'Users'],
      ['32K', 'Profits'],
      ['80K', 'Classes'],
    ] as const) {
      await expect(hero.getByText(value, { exact: true })).toBeVisible();
      await expect(hero.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(hero.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/home');
  });

  test('has every section, the six benefits and the timeline years', async ({ page }) => {
    for (const id of ['home', 'why', 'benefit', 'timeline', 'member_testimonial', 'community']) {
      await expect(page.locator(`section#${id}`)).toHaveCount(1);
    }
    const benefits = page.locator('#benefit li');
    await expect(benefits).toHaveCount(6);
    const expected = [
      ['01', 'Leverage on 30X'],
      ['02', 'JS E-Learning System'],
      ['03', 'Weekly Crypto, Forex & Gold Coaching'],
      ['04', 'Offline Event'],
      ['05', 'Traders Hub'],
      ['06', 'Prop Firm Accelerator'],
    ];
    for (const [index, [number, title]] of expected.entries()) {
      await expect(benefits.nth(index)).toContainText(number ?? '');
      await expect(benefits.nth(index).getByRole('heading')).toContainText(title ?? '');
    }
    const years = page.locator('#timeline li > p:first-of-type');
    await expect(years).toHaveText(['2010', '2014', '2016', '21~24', '2024', '2025']);
    await expect(page.locator('#why img')).toHaveCount(3);
  });

  test('shows the community tagline and both phone mock-ups with every screenshot', async ({
    page,
  }) => {
    const community = page.locator('#community');
    await expect(
      community.getByText('Take the first step to join us. We will cover everything for you.'),
    ).toBeVisible();
    await expect(community.getByText('TESTIMONIAL / RESULT')).toBeVisible();
    const chat = community.getByRole('region', { name: /Chat community/ });
    const social = community.getByRole('region', { name: /Social network/ });
    await expect(chat.locator('img')).toHaveCount(38);
    await expect(social.locator('img')).toHaveCount(18);
    await expect(chat.locator('img').last()).toHaveAttribute('loading', 'lazy');
    // The phone screen scrolls inside its frame.
    await chat.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect.poll(() => chat.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  });

  test('top-bar anchors scroll to their sections', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Primary' });
    for (const [name, id] of [
      ['Why', 'why'],
      ['Testimonial', 'member_testimonial'],
      ['Home', 'home'],
    ] as const) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(page.locator(`#${id} h1, #${id} h2`).first()).toBeInViewport();
    }
    await expect(nav.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
  });

  test('Subscribe Now and the spinning button open the payment page in a new tab', async ({
    page,
    context,
  }) => {
    await stubExternal(context);
    const subscribe = page
      .getByRole('navigation', { name: 'Primary' })
      .getByRole('link', { name: /Subscribe Now/ });
    await expectNewTabLink(subscribe, paymentLinkUrl);
    const cta = page.locator('a[data-motion="spin"]');
    await expectNewTabLink(cta, paymentLinkUrl);
    await expect(cta.locator('span').first()).toHaveClass(/animate-\[spin/);

    const [tab] = await Promise.all([context.waitForEvent('page'), cta.click()]);
    await expect(tab).toHaveURL(paymentLinkUrl);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
  });

  test('the footer links legal pages in a new tab, the sections, contact and six networks', async ({
    page,
  }) => {
    const footer = page.getByRole('contentinfo');
    await expectNewTabLink(footer.getByRole('link', { name: /Privacy Policy/ }), '/privacy-policy');
    await expectNewTabLink(
      footer.getByRole('link', { name: /Terms and Conditions/ }),
      '/terms-and-conditions',
    );
    const site_ = footer.getByRole('navigation', { name: 'Site' });
    for (const [name, href] of [
      ['Home', '/#home'],
      ['Why Us', '/#why'],
      ['Benefits', '/#benefit'],
      ['Testimonial', '/#member_testimonial'],
      ['Timeline', '/#timeline'],
      ['Community', '/#community'],
      ['Contact Us', '/contact-us'],
    ] as const) {
      await expect(site_.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    const social = footer.getByRole('navigation', { name: 'Social' }).getByRole('link');
    await expect(social).toHaveCount(6);
    for (const [index, link] of site.social.entries()) {
      await expectNewTabLink(social.nth(index), link.href);
    }
  });

  test('images carry their size, and those below the fold load lazily', async ({ page }) => {
    const unsized = await page
      .locator('main img')
      .evaluateAll(
        (images) =>
          images.filter((img) => !img.getAttribute('width') || !img.getAttribute('height')).length,
      );
    expect(unsized).toBe(0);
    await expect(page.locator('#why img').first()).toHaveAttribute('loading', 'lazy');
  });
});

test.describe('landing page on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const anchors = [
    ['Why', 'why'],
    ['Testimonial', 'member_testimonial'],
    ['Home', 'home'],
  ] as const;

  test('the top bar fits, and its Menu reaches every anchor and closes once one is followed', async ({
    page,
  }) => {
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    const nav = page.getByRole('navigation', { name: 'Primary' });
    const menu = nav.locator('summary');
    await expect(menu).toHaveAccessibleName('Menu');
    await expect(menu).toBeInViewport();
    await expect(nav.getByRole('link', { name: 'Why', exact: true })).toBeHidden();
    for (const [name, id] of anchors) {
      await menu.click();
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(page.locator(`#${id} h1, #${id} h2`).first()).toBeInViewport();
      // Closed again, so it covers nothing of the section it led to.
      await expect(nav.getByRole('link', { name, exact: true })).toBeHidden();
    }
    await menu.click();
    await expect(nav.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    await nav.getByRole('link', { name: 'Contact Us' }).focus();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Contact Us' })).toBeHidden();
    await expect(menu).toBeFocused();
  });

  test('the Menu speaks the page language', async ({ page }) => {
    await page.goto('/zh');
    const nav = page.getByRole('navigation', { name: '主导航' });
    await expect(nav.locator('summary')).toHaveAccessibleName('菜单');
    await nav.locator('summary').click();
    await expect(nav.getByRole('link', { name: '联系我们' })).toHaveAttribute(
      'href',
      '/zh/contact-us',
    );
  });

  test('the Menu works without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Primary' });
    await nav.locator('summary').click();
    await nav.getByRole('link', { name: 'Testimonial', exact: true }).click();
    await expect(page).toHaveURL(/#member_testimonial$/);
    await expect(page.locator('#member_testimonial h2')).toBeInViewport();
    await context.close();
  });
});

test.describe('marketing variant', () => {
  test('has Home, Why, Testimonial and Join Us, no benefit or community, a pulsing button', async ({
    page,
  }) => {
    await page.goto('/marketing');
    const nav = page.getByRole('navigation', { name: 'Primary' });
    for (const name of ['Home', 'Why', 'Testimonial']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeAttached();
    }
    await expectNewTabLink(nav.getByRole('link', { name: /Join Us/ }), paymentLinkUrl);
    await expect(nav.getByRole('link', { name: /Subscribe Now/ })).toHaveCount(0);
    await expect(page.locator('#benefit, #community')).toHaveCount(0);
    await expect(page.getByText('Community Benefit')).toHaveCount(0);
    await expect(page.getByText('TESTIMONIAL / RESULT')).toHaveCount(0);
    const cta = page.locator('a[data-motion="pulse"]');
    await expectNewTabLink(cta, paymentLinkUrl);
    await expect(cta.locator('span').first()).toHaveClass(/animate-ping/);
    await expect(page.locator('a[data-motion="spin"]')).toHaveCount(0);
  });

  test('plays its own six videos', async ({ page }) => {
    await page.goto('/marketing');
    const section = page.locator('#member_testimonial');
    await section.scrollIntoViewIfNeeded(); // the carousel loads as it nears view
    const buttons = section.getByRole('button', { name: /^Play video/ });
    await expect(buttons).toHaveCount(6);
    for (const id of site.testimonials.marketingVideos) {
      await expect(
        page.getByRole('button', { name: `Play video: ${videoTitle(id)}` }),
      ).toBeAttached();
    }
  });
});
