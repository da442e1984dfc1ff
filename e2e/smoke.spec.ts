import { expect, test } from '@playwright/test';

test('the landing page renders', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'LEARN AND ENHANCE TRADING SKILLS' }),
  ).toBeVisible();
});

test('the login page renders', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
});

test('/home while signed out lands on /login and remembers the page', async ({ page }) => {
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login\?next=%2Fhome$/);
});

test('an unknown route shows the 404 page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
