import { SMTPServer } from 'smtp-server';
import type { SandboxContext } from '../context';
import { parseMail } from './parse';

/** The most a sink message may be; larger ones are refused with 552 as a real server would. */
const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;

export function storeMessage(
  ctx: SandboxContext,
  raw: Buffer,
  envelope: { from: string; to: string[] },
): number {
  const mail = parseMail(raw);
  const result = ctx.db
    .prepare(
      `INSERT INTO mail_messages (envelope_from, envelope_to, from_header, to_header, subject, text, html, attachments, raw, date)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      envelope.from,
      JSON.stringify(envelope.to),
      mail.from,
      mail.to,
      mail.subject,
      mail.text,
      mail.html,
      JSON.stringify(mail.attachments),
      raw.toString('utf8'),
      new Date().toISOString(),
    );
  return Number(result.lastInsertRowid);
}

/**
 * An SMTP server that accepts everything (any or no login, no TLS) and keeps each message in SQLite,
 * for the mail page at /mail. Port 0 picks a free port; read it from `server.address()`.
 */
export function startSmtpSink(ctx: SandboxContext): Promise<SMTPServer> {
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    banner: 'Sandbox mail sink',
    logger: false,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'sandbox' });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) {
          callback(Object.assign(new Error('Message exceeds the size limit'), { responseCode: 552 }));
          return;
        }
        try {
          const mailFrom = session.envelope.mailFrom;
          storeMessage(ctx, Buffer.concat(chunks), {
            from: mailFrom ? mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
          });
          callback();
        } catch (error) {
          callback(error as Error);
        }
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(ctx.config.smtpPort, () => {
      server.off('error', reject);
      server.on('error', (error) => console.error('sandbox smtp:', error.message));
      resolve(server);
    });
  });
}
