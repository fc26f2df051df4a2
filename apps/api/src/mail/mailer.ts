import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type Nodemailer from 'nodemailer';
import { lazyRequire } from '../lib/lazy-require.ts';

const nodemailer = lazyRequire<typeof Nodemailer>('nodemailer');

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Mails kept by the dev outbox (no SMTP configured), newest last. */
  outbox(): Mail[];
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise a dev outbox in DATA_DIR/outbox and the log. */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  dataDir: string | null;
  log: FastifyBaseLogger;
}): Mailer {
  const kept: Mail[] = [];
  if (options.smtpUrl) {
    const transport = nodemailer().createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
      outbox: () => kept,
    };
  }
  return {
    async send(mail) {
      kept.push(mail);
      if (kept.length > 100) kept.shift();
      options.log.info({ mail }, 'mail kept in the dev outbox (no SMTP_URL)');
      if (options.dataDir) {
        const dir = path.join(options.dataDir, 'outbox');
        mkdirSync(dir, { recursive: true });
        writeFileSync(path.join(dir, `${Date.now()}-${mail.to}.json`), JSON.stringify(mail, null, 2));
      }
    },
    outbox: () => kept,
  };
}
