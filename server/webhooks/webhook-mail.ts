// Telling the admins that the server turned a webhook endpoint off (it answered 410, or every attempt failed
// for five days), by e-mail when SMTP_URL is set: to every admin account, and to ALERT_EMAILS. The mail names
// the endpoint by its host only: the rest of a receiver's URL is often a secret of its own.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { createTransport, type Transporter } from 'nodemailer';
import { SITE } from '#domain/site.ts';
import { consoleBrand, type ConsoleBrand } from '../sites/console-brand.ts';
import { oneLine } from '../privacy/mail.ts';
import type { Database } from '../store/schema.ts';

const TIMEOUT_MS = 10_000;

export interface DisableNotifier {
  endpointDisabled(endpointId: string, reason: 'gone' | 'failing'): Promise<void>;
  close(): void;
}

export function disabledMailText(host: string, reason: 'gone' | 'failing'): { subject: string; text: string } {
  const why =
    reason === 'gone'
      ? 'it answered 410 Gone, which means the receiver no longer wants these events'
      : 'every attempt to deliver to it failed for 5 days in a row';
  return {
    subject: `Webhook endpoint turned off: ${host}`,
    text: `The webhook endpoint at ${host} was turned off because ${why}.\n\nMessages to it are kept. Fix the receiver, then turn the endpoint on again on the console's Webhooks page and resend what it missed.\n`,
  };
}

export function createDisableNotifier(
  db: Kysely<Database>,
  smtpUrl: string | undefined,
  alertEmails: readonly string[],
  log: FastifyBaseLogger,
  brand: ConsoleBrand = consoleBrand([SITE]),
): DisableNotifier {
  if (!smtpUrl) {
    return {
      async endpointDisabled(endpointId) {
        log.warn({ endpointId }, 'webhook endpoint turned off; no e-mail sent, as SMTP_URL is not set');
      },
      close() {},
    };
  }
  // Bounded, so a mail server that hangs never holds a shutdown.
  const transport: Transporter = createTransport(
    `${smtpUrl}${smtpUrl.includes('?') ? '&' : '?'}connectionTimeout=${TIMEOUT_MS}&greetingTimeout=${TIMEOUT_MS}&socketTimeout=${TIMEOUT_MS}`,
  );
  return {
    async endpointDisabled(endpointId, reason) {
      try {
        const endpoint = await db.selectFrom('webhook_endpoints').select('url').where('id', '=', endpointId).executeTakeFirst();
        const admins = await db.selectFrom('operators').select('email').where('role', '=', 'admin').execute();
        const to = [...new Set([...admins.map((a) => a.email), ...alertEmails])];
        if (!endpoint || to.length === 0) return;
        const { subject, text } = disabledMailText(new URL(endpoint.url).host, reason);
        await transport.sendMail({
          from: oneLine(brand.sender),
          to,
          subject: oneLine(`[${brand.name}] ${subject}`),
          text,
        });
        log.info({ endpointId, recipients: to.length }, 'webhook endpoint turned off: admins told by e-mail');
      } catch (err) {
        // Only codes: a mail server's message may quote an address.
        const e = err as { code?: string; responseCode?: number };
        log.error({ endpointId, code: e.code, responseCode: e.responseCode }, 'webhook endpoint turned off; the e-mail was not sent');
      }
    },
    close() {
      transport.close();
    },
  };
}
