import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { testFirestore as firestore } from './firestore';

export async function storedMessages(subject: string) {
  const snapshot = await firestore()
    .collection('contactMessages')
    .where('subject', '==', subject)
    .get();
  return snapshot.docs.map((doc) => doc.data());
}

/** Control of the forms stand-in the stack started (dev/stand-ins/forms.ts). */
export function formsControl(): string {
  const url = process.env.CONTACT_FORM_URL;
  if (!url) throw new Error('CONTACT_FORM_URL is not set: run the specs through the test runner');
  return `${new URL(url).origin}/__control`;
}

const octet = () => Math.floor(Math.random() * 250) + 1;

/** A made-up client address, as a proxy in front of the app would report it. */
export const randomAddress = () => `10.${octet()}.${octet()}.${octet()}`;

/**
 * Each test is its own client for the rate limit. The test stack trusts one proxy hop
 * (TRUSTED_PROXY_HOPS=1 in dev/test-run/env.ts), and this header plays that proxy's part.
 */
export async function asNewClient(page: Page) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': randomAddress() });
}

export function uniqueMessage() {
  return {
    fullName: 'Aisyah Rahman',
    // Its own sender too: past three messages an e-mail is held back from forwarding.
    email: `aisyah.${randomUUID()}@example.com`,
    phone: '12-3456789',
    subject: `Membership question ${randomUUID()}`,
    message: 'Are the weekly coaching sessions recorded for members who miss them?',
  };
}

export async function fillContactForm(page: Page, message: ReturnType<typeof uniqueMessage>) {
  await page.getByLabel('Full Name').fill(message.fullName);
  await page.getByLabel('Email').fill(message.email);
  await page.getByLabel('Phone Number').fill(message.phone);
  await page.getByLabel('Subject').fill(message.subject);
  await page.getByLabel('Message').fill(message.message);
}

export async function send(page: Page) {
  await page.getByRole('button', { name: 'Send Message' }).click();
}

export async function expectCleared(page: Page) {
  for (const label of ['Full Name', 'Email', 'Phone Number', 'Subject', 'Message']) {
    await expect(page.getByLabel(label)).toHaveValue('');
  }
}
