import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { closeMailTransport, mailTransport } from './transport';

/*
 * The shop's mail goes over pooled SMTP connections: one order's confirmation does not pay a new
 * connection (greeting, EHLO, TLS, login) each time. A local SMTP server counts connections.
 */

let server: SMTPServer;
let connections = 0;
const received: string[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      connections++;
      callback();
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push(session.envelope.rcptTo.map((r) => r.address).join(','));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.SMTP_URL = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  closeMailTransport();
  await new Promise<void>((resolve) => server.close(resolve));
});

it('sends one e-mail after another over one SMTP connection', async () => {
  for (const to of ['a@example.com', 'b@example.com', 'c@example.com']) {
    await mailTransport().sendMail({ from: 'shop@example.com', to, subject: 'Замовлення', text: 'Дякуємо' });
  }
  expect(received).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
  expect(connections).toBe(1);
});
