import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { testFirestore } from './firestore';

/** Support for the inbox, plans and audit specs (e2e/admin-ops*.spec.ts). */

/** A stored contact message whose forwarding failed once, as the contact form leaves it. */
export async function messageToRetry(): Promise<{ id: string; subject: string }> {
  const subject = `Inbox retry ${randomUUID()}`;
  const ref = await testFirestore()
    .collection('contactMessages')
    .add({
      fullName: 'Nur Aina',
      email: `aina.${randomUUID().slice(0, 8)}@example.com`,
      phone: '12-3456789',
      subject,
      message: 'Could you call me back about the annual plan?',
      createdAt: Timestamp.now(),
      forwardStatus: 'retry',
      forwardAttempts: 1,
      forwardError: 'HTTP 503',
      handled: false,
    });
  return { id: ref.id, subject };
}

export async function storedMessage(id: string) {
  return (await testFirestore().doc(`contactMessages/${id}`).get()).data()!;
}

/** The audit log's entries about one contact message, oldest first. */
export async function messageEntries(id: string) {
  const snapshot = await testFirestore()
    .collection('auditLog')
    .where('grant', '==', `contact:${id}`)
    .get();
  return snapshot.docs.map((doc) => doc.data()).sort((a, b) => a.at - b.at);
}

export function messageCard(page: Page, subject: string) {
  return page.getByRole('article', { name: subject });
}

export { axeViolations, expectFitsPhone } from './a11y';
