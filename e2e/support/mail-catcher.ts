/**
 * A mail catcher for the browser tests: a real SMTP server (the `smtp-server` package) that keeps every mail it
 * receives, parsed with `mailparser`, and a small HTTP interface to read them. playwright.config.ts starts it as a
 * web server; the app server under test sends to it through SMTP_URL.
 *
 *   node --import tsx e2e/support/mail-catcher.ts
 *
 * SMTP on 127.0.0.1:2526 (MAIL_CATCHER_SMTP_PORT), HTTP on 127.0.0.1:3102 (MAIL_CATCHER_HTTP_PORT):
 * - `GET /health`                   → 200 `ok`
 * - `GET /messages?to=<address>`    → the mails received for that address, oldest first (all mails without `to`)
 * - `DELETE /messages[?to=<address>]` → forgets the mails (of that address only, with `to`)
 * Stops on SIGTERM or SIGINT. Mails live in memory only.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressObject } from 'mailparser';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { CaughtMail } from './mailbox.ts';
import { MAIL_CATCHER_HTTP_PORT, MAIL_CATCHER_SMTP_PORT } from './mailbox.ts';

const HOST = '127.0.0.1';
const smtpPort = Number(process.env.MAIL_CATCHER_SMTP_PORT ?? MAIL_CATCHER_SMTP_PORT);
const httpPort = Number(process.env.MAIL_CATCHER_HTTP_PORT ?? MAIL_CATCHER_HTTP_PORT);
/** A test run sends a handful of mails; the cap only keeps a runaway sender from filling the memory. */
const MAX_MAILS = 1_000;
const MAX_MAIL_BYTES = 5 * 1024 * 1024;

const mails: CaughtMail[] = [];
let nextId = 1;

const normalise = (address: string) => address.trim().toLowerCase();

function headerAddresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field];
  const found: string[] = [];
  const walk = (entries: AddressObject['value']) => {
    for (const entry of entries) {
      if (entry.address) found.push(normalise(entry.address));
      if (entry.group) walk(entry.group);
    }
  };
  for (const object of objects) walk(object.value);
  return found;
}

const smtp = new SMTPServer({
  // Plain SMTP on the loopback interface: no TLS certificate, no login (docs: stack-on-node20.md).
  disabledCommands: ['STARTTLS'],
  authOptional: true,
  banner: 'labbench e2e mail catcher',
  size: MAX_MAIL_BYTES,
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((parsed) => {
        const envelope = session.envelope.rcptTo.map((r) => normalise(r.address));
        const to = [...new Set([...envelope, ...headerAddresses(parsed.to)])];
        mails.push({
          id: nextId++,
          to,
          from: parsed.from?.text ?? '',
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          date: (parsed.date ?? new Date()).toISOString(),
          receivedAt: Date.now(),
        });
        if (mails.length > MAX_MAILS) mails.splice(0, mails.length - MAX_MAILS);
        callback();
      })
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
  },
});
let listening = false;
smtp.on('error', (error) => {
  console.error('mail catcher SMTP:', error);
  // A port already taken: fail at once instead of leaving Playwright to wait for /health.
  if (!listening) process.exit(1);
});

function send(res: ServerResponse, status: number, body: unknown) {
  const json = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, {
    'content-type': typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(json);
}

function handle(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', `http://${HOST}:${httpPort}`);
  const to = url.searchParams.get('to');
  const forAddress = (mail: CaughtMail) => to === null || mail.to.includes(normalise(to));
  if (url.pathname === '/health' && (req.method === 'GET' || req.method === 'HEAD')) return send(res, 200, 'ok');
  if (url.pathname === '/messages' && req.method === 'GET') return send(res, 200, mails.filter(forAddress));
  if (url.pathname === '/messages' && req.method === 'DELETE') {
    const kept = mails.filter((mail) => !forAddress(mail));
    const removed = mails.length - kept.length;
    mails.splice(0, mails.length, ...kept);
    return send(res, 200, { removed });
  }
  return send(res, 404, 'not found');
}

const http = createServer(handle);
http.on('error', (error) => {
  console.error('mail catcher HTTP:', error);
  if (!listening) process.exit(1);
});

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  http.closeAllConnections();
  let open = 2;
  const closed = () => {
    if (--open === 0) process.exit(0);
  };
  http.close(closed);
  smtp.close(closed);
  // Never hang on a client that keeps its SMTP connection open.
  setTimeout(() => process.exit(0), 2_000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

smtp.listen(smtpPort, HOST, () => {
  http.listen(httpPort, HOST, () => {
    listening = true;
    console.log(`mail catcher: SMTP on ${HOST}:${smtpPort}, HTTP on http://${HOST}:${httpPort}`);
  });
});
