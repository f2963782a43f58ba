import nodemailer from 'nodemailer';
import type { ServerConfig } from '../config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends a mail, or rejects with the SMTP server's reason. */
export type SendMail = (mail: OutgoingMail) => Promise<void>;

export const DEFAULT_MAIL_FROM = 'Billetterie <no-reply@localhost>';

/**
 * The SMTP sender configured by SMTP_URL (nodemailer), or null when none is: the caller then keeps
 * the link in the server log. One pooled transport per configuration.
 */
export function createMailer(config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom'>): SendMail | null {
  if (!config.smtpUrl) return null;
  const transport = nodemailer.createTransport(config.smtpUrl);
  const from = config.mailFrom ?? DEFAULT_MAIL_FROM;
  return async (mail) => {
    await transport.sendMail({ from, ...mail });
  };
}

const mailers = new WeakMap<object, SendMail | null>();

/** One mailer per app (its deps), built on first use. */
export function mailerFor(owner: object, config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom'>) {
  if (!mailers.has(owner)) mailers.set(owner, createMailer(config));
  return mailers.get(owner) ?? null;
}
