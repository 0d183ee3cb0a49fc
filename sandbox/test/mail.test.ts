import type { AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';
import type { SMTPServer } from 'smtp-server';
import { startSandbox, type RunningSandbox } from './harness';
import { startSmtpSink } from '../src/mail/smtp';

let sandbox: RunningSandbox;
let smtp: SMTPServer;
let smtpPort: number;

beforeAll(async () => {
  sandbox = await startSandbox();
  smtp = await startSmtpSink({ ...sandbox.ctx, config: { ...sandbox.ctx.config, smtpPort: 0 } });
  smtpPort = (smtp as unknown as { server: { address(): AddressInfo } }).server.address().port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await sandbox.close();
});

describe('SMTP sink', () => {
  it('stores a nodemailer message and shows it through the API and pages', async () => {
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: smtpPort,
      secure: false,
      auth: { user: 'shop', pass: 'x' },
    });
    await transport.sendMail({
      from: 'Brand <shop@brand.ua>',
      to: 'olena@example.com',
      subject: 'Ваш промокод: знижка 10% 🎁',
      text: 'Дякуємо! Ваш код: WHEEL-10-ABCD. Діє 14 днів.',
      html: '<p>Дякуємо! Ваш код: <strong>WHEEL-10-ABCD</strong>. Діє 14 днів.</p>',
    });
    const res = await fetch(`${sandbox.url}/mail/api/messages?to=olena@example.com&subject=промокод`);
    const messages = await res.json();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      from: 'Brand <shop@brand.ua>',
      to: ['olena@example.com'],
      subject: 'Ваш промокод: знижка 10% 🎁',
      text: 'Дякуємо! Ваш код: WHEEL-10-ABCD. Діє 14 днів.',
    });
    expect(messages[0].html).toContain('<strong>WHEEL-10-ABCD</strong>');

    const list = await (await fetch(`${sandbox.url}/mail`)).text();
    expect(list).toContain(`/mail/${messages[0].id}`);
    const page = await (await fetch(`${sandbox.url}/mail/${messages[0].id}`)).text();
    expect(page).toContain('Ваш промокод');

    const other = await (await fetch(`${sandbox.url}/mail/api/messages?to=nobody@example.com`)).json();
    expect(other).toHaveLength(0);
    await fetch(`${sandbox.url}/mail/api/messages`, { method: 'DELETE' });
    expect(await (await fetch(`${sandbox.url}/mail/api/messages`)).json()).toHaveLength(0);
  });
});
