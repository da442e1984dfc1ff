import 'server-only';
import nodemailer from 'nodemailer';
import type { ComposedMessage } from './compose';

type Transporter = ReturnType<typeof nodemailer.createTransport>;

let cached: { url: string; transporter: Transporter } | undefined;

/**
 * One pooled SMTP transport per instance: connections are reused across messages (a cron
 * run sends many), and a send that cannot connect fails within seconds, not minutes.
 */
function transporterFor(smtpUrl: string): Transporter {
  if (cached?.url !== smtpUrl) {
    cached?.transporter.close();
    cached = {
      url: smtpUrl,
      transporter: nodemailer.createTransport({
        url: smtpUrl,
        pool: true,
        maxConnections: 3,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      }),
    };
  }
  return cached.transporter;
}

/** Sends one message; rejects with the transport's error when the server refuses it. */
export async function sendMessage(smtpUrl: string, message: ComposedMessage): Promise<void> {
  await transporterFor(smtpUrl).sendMail(message);
}

/** Closes the pooled connections (tests and one-off commands end cleanly with it). */
export function closeMailTransport(): void {
  cached?.transporter.close();
  cached = undefined;
}
