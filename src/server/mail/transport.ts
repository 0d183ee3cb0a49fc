import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import { serverEnv } from '@/server/env';

let transport: Transporter | undefined;
let transportUrl: string | undefined;

/** One pooled SMTP transport per SMTP_URL (smtp://user:pass@host:port, or smtps:// for TLS). */
export function mailTransport(): Transporter {
  const { smtpUrl } = serverEnv();
  if (!transport || transportUrl !== smtpUrl) {
    transport = nodemailer.createTransport(smtpUrl);
    transportUrl = smtpUrl;
  }
  return transport;
}

/** The shop's sender address: MAIL_FROM when set, otherwise the shop's own domain. */
export function mailFrom(): string {
  return process.env.MAIL_FROM || `Shop <orders@${new URL(serverEnv().siteUrl).hostname}>`;
}
