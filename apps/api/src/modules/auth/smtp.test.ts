import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany, uniqueEmail } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { createMailer } from '../../mail/mailer.ts';

/** A message as the SMTP server received it: envelope recipients and the decoded text. */
interface Received {
  to: string[];
  raw: string;
  text: string;
}

const PUBLIC_URL = 'https://shop.example.test';
const received: Received[] = [];
let smtp: SMTPServer;
let t: TestApp;

/** Undoes quoted-printable (nodemailer's choice for long or accented lines) so assertions read plain text. */
function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function textOf(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 4);
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) return decodeQuotedPrintable(body);
  if (/content-transfer-encoding:\s*base64/i.test(headers))
    return Buffer.from(body, 'base64').toString('utf8');
  return body;
}

const mailTo = (address: string) => received.findLast((mail) => mail.to.includes(address.toLowerCase()));

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          text: textOf(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  const smtpUrl = `smtp://127.0.0.1:${port}`;
  // The logger only serves the dev outbox, which an SMTP mailer never uses.
  const mailer = createMailer({
    smtpUrl,
    from: 'Comptoir <no-reply@comptoir.test>',
    dataDir: null,
    log: {} as FastifyBaseLogger,
  });
  t = await createTestApp({ config: { SMTP_URL: smtpUrl, PUBLIC_URL }, mailer });
});

afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('mail through a real SMTP server', () => {
  it('delivers the password reset code, and the code resets the password', async () => {
    const account = await registerCompany(t.app);
    const asked = await call(t.app, 'POST', '/api/v1/auth/password/email', {
      body: { email: account.email },
    });
    expect(asked.statusCode).toBe(200);

    const mail = mailTo(account.email);
    expect(mail, 'no mail reached the SMTP server').toBeDefined();
    expect(mail!.raw).toMatch(/^From: Comptoir <no-reply@comptoir\.test>/m);
    expect(mail!.raw).toMatch(/^Subject: Your Comptoir password reset code/m);
    const code = /\b(\d{6})\b/.exec(mail!.text)?.[1];
    expect(code, mail!.text).toMatch(/^\d{6}$/);

    const reset = await call(t.app, 'POST', '/api/v1/auth/password/reset', {
      body: {
        email: account.email,
        otp: code,
        password: 'brand new password',
        password_confirmation: 'brand new password',
      },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const oldLogin = await call(t.app, 'POST', '/api/v1/auth/login', {
      body: { email: account.email, password: account.password },
    });
    expect(oldLogin.statusCode).toBe(422);
    const newLogin = await call(t.app, 'POST', '/api/v1/auth/login', {
      body: { email: account.email, password: 'brand new password' },
    });
    expect(newLogin.statusCode).toBe(200);
  });

  it('sends nothing for an unknown address, and answers the same', async () => {
    const before = received.length;
    const email = uniqueEmail('nobody');
    const asked = await call(t.app, 'POST', '/api/v1/auth/password/email', { body: { email } });
    expect(asked.statusCode).toBe(200);
    expect(received.length).toBe(before);
  });

  it('delivers the invitation in French with a PUBLIC_URL link that opens a session', async () => {
    const admin = await registerCompany(t.app);
    const email = uniqueEmail('invitee');
    const created = await call(t.app, 'POST', '/api/v1/admin/users', {
      token: admin.token,
      headers: { 'accept-language': 'fr' },
      body: { name: 'Ibrahima Fall', email, role: 'employee' },
    });
    expect(created.statusCode, created.body).toBe(201);

    const mail = mailTo(email);
    expect(mail, 'no invitation reached the SMTP server').toBeDefined();
    expect(mail!.text).toContain('Awa Diop vous a ajouté à Boutique Awa');
    const token = new RegExp(`${PUBLIC_URL}/accept-invitation\\?token=([\\w-]+)`).exec(mail!.text)?.[1];
    expect(token, mail!.text).toBeDefined();

    const accepted = await call(t.app, 'POST', '/api/v1/auth/invitations/accept', {
      body: { token, password: 'invitee password 1' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const me = await call(t.app, 'GET', '/api/v1/user', {
      token: accepted.json<{ accessToken: string }>().accessToken,
    });
    expect(me.json()).toMatchObject({ email, status: 'active', role: 'employee' });
  });
});
