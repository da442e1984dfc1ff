import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { LOCAL_STACK } from '../../lib/env';
import { parseMail, type ParsedMail } from './mime';

/**
 * The local mail server: accepts any SMTP message on 127.0.0.1 (no TLS, no AUTH) and lists
 * every message it kept as JSON over HTTP, for people and tests:
 *   GET    /messages[?to=<address>]   [{ to, from, subject, text, html, headers, envelope, receivedAt }]
 *   DELETE /messages                  forgets them
 *   POST   /__control/fault           {"code": 451} refuses every message with that SMTP code
 *   DELETE /__control/fault           back to normal
 */
export type CaughtMail = ParsedMail & {
  envelope: { from: string; to: string[] };
  receivedAt: string;
};

export type MailCatcher = { smtpUrl: string; url: string; close(): Promise<void> };

type Source = Record<string, string | undefined>;

/** Where the catcher listens: the app's SMTP_URL and the tooling's MAIL_CATCHER_URL. */
export function mailCatcherLocalConfig(source: Source = process.env) {
  const smtp = new URL(source.SMTP_URL || LOCAL_STACK.smtpUrl);
  const http = new URL(source.MAIL_CATCHER_URL || LOCAL_STACK.mailCatcherUrl);
  return {
    smtp: { host: smtp.hostname, port: Number(smtp.port || 25) },
    http: { host: http.hostname, port: Number(http.port || 80) },
    /** Only a server on this machine is ours to start; anything else is a real mail server. */
    local: ['127.0.0.1', 'localhost'].includes(smtp.hostname),
  };
}

/** The oldest go first beyond this; room for the reminders bench's 10,000 members and more. */
const MAX_MESSAGES = 25_000;

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

const addressOf = (value: string) => (/<([^>]+)>/.exec(value)?.[1] ?? value).trim().toLowerCase();

function isTo(mail: CaughtMail, address: string): boolean {
  const wanted = address.trim().toLowerCase();
  return (
    mail.envelope.to.some((to) => to.toLowerCase() === wanted) ||
    mail.to.split(',').some((to) => addressOf(to) === wanted)
  );
}

export async function startMailCatcher(
  smtp: { host: string; port: number },
  http: { host: string; port: number },
): Promise<MailCatcher> {
  const messages: CaughtMail[] = [];
  let faultCode: number | null = null;

  const smtpServer = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    hideSTARTTLS: true,
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (faultCode) {
          const error = Object.assign(new Error('Refused by the mail catcher (fault set)'), {
            responseCode: faultCode,
          });
          return callback(error);
        }
        const envelopeFrom = session.envelope.mailFrom;
        messages.push({
          ...parseMail(Buffer.concat(chunks).toString('latin1')),
          envelope: {
            from: envelopeFrom ? envelopeFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          },
          receivedAt: new Date().toISOString(),
        });
        if (messages.length > MAX_MESSAGES) messages.splice(0, messages.length - MAX_MESSAGES);
        callback();
      });
    },
  });

  const httpServer = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://catcher');
    if (url.pathname === '/messages' && req.method === 'GET') {
      const to = url.searchParams.get('to');
      return send(res, 200, to ? messages.filter((mail) => isTo(mail, to)) : messages);
    }
    if (url.pathname === '/messages' && req.method === 'DELETE') {
      messages.length = 0;
      return send(res, 200, { ok: true });
    }
    if (url.pathname === '/__control/fault' && req.method === 'POST') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        let code = 451;
        try {
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as {
            code?: unknown;
          };
          if (typeof body.code === 'number' && body.code >= 400 && body.code < 600)
            code = body.code;
        } catch {
          // a bad body sets the default fault
        }
        faultCode = code;
        send(res, 200, { faultCode });
      });
      return;
    }
    if (url.pathname === '/__control/fault' && req.method === 'DELETE') {
      faultCode = null;
      return send(res, 200, { faultCode });
    }
    send(res, 404, { error: 'Not found: GET /messages lists the caught mail' });
  });

  await new Promise<void>((resolve, reject) => {
    smtpServer.once('error', reject);
    smtpServer.listen(smtp.port, smtp.host, () => resolve());
  });
  try {
    await new Promise<void>((resolve, reject) => {
      httpServer.once('error', reject);
      httpServer.listen(http.port, http.host, resolve);
    });
  } catch (error) {
    await new Promise<void>((resolve) => smtpServer.close(() => resolve()));
    throw error;
  }
  const smtpPort = (smtpServer.server.address() as AddressInfo).port;
  const httpPort = (httpServer.address() as AddressInfo).port;
  return {
    smtpUrl: `smtp://${smtp.host}:${smtpPort}`,
    url: `http://${http.host}:${httpPort}`,
    close: async () => {
      httpServer.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => httpServer.close(() => resolve())),
        new Promise<void>((resolve) => smtpServer.close(() => resolve())),
      ]);
    },
  };
}
