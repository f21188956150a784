import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import type { ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on a local port (random unless given) that hands each received message to the test. */
export function startSmtpServer() {
  const waiting: ((mail: ParsedMail) => void)[] = [];
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const waiter = waiting.shift();
          if (waiter) waiter(mail);
          else received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  return {
    listen: (port = 0) =>
      new Promise<number>((resolve) =>
        server.listen(port, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port)),
      ),
    nextMail: () =>
      new Promise<ParsedMail>((resolve) => {
        const mail = received.shift();
        if (mail) resolve(mail);
        else waiting.push(resolve);
      }),
    /** The messages received and not yet taken with nextMail. */
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A local port with nothing listening on it (an SMTP server that is down). */
export async function closedPort(): Promise<number> {
  const probe = startSmtpServer();
  const port = await probe.listen();
  await probe.close();
  return port;
}
