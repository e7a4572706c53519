// E-mail about privacy requests, when SMTP_URL is set: the requester gets a confirmation with their
// reference, the operators a notice of each new request. Without SMTP_URL nothing is sent and nothing
// breaks (the console says mail is off). A failed send is logged without personal data and never fails
// the request: it is already stored and in the console's queue.
import { createTransport, type SendMailOptions, type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { REQUEST_TYPE_LABELS, type RequestType } from '#domain/privacy.ts';
import { SITE } from '#domain/site.ts';

export interface RequestMail {
  reference: string;
  type: RequestType;
  name: string;
  email: string;
  receivedOn: string;
  respondBy: string;
}

export interface PrivacyMailer {
  readonly enabled: boolean;
  requestReceived(r: RequestMail): Promise<void>;
  close(): void;
}

const TIMEOUT_MS = 10_000;

export function createMailer(smtpUrl: string | undefined, operatorsTo: string, log: FastifyBaseLogger): PrivacyMailer {
  if (!smtpUrl) return { enabled: false, requestReceived: async () => {}, close: () => {} };
  // Bounded, so a mail server that hangs never holds a request or a shutdown.
  const transport: Transporter = createTransport(
    `${smtpUrl}${smtpUrl.includes('?') ? '&' : '?'}connectionTimeout=${TIMEOUT_MS}&greetingTimeout=${TIMEOUT_MS}&socketTimeout=${TIMEOUT_MS}`,
  );
  const from = `${SITE.brand} Privacy <${SITE.complianceEmail}>`;

  async function send(what: string, message: SendMailOptions): Promise<void> {
    try {
      await transport.sendMail({ from, ...message });
    } catch (err) {
      // Only codes: a mail server's message may quote the recipient's address.
      const e = err as { code?: string; responseCode?: number };
      log.error({ what, code: e.code, responseCode: e.responseCode }, 'privacy mail not sent');
    }
  }

  return {
    enabled: true,
    async requestReceived(r) {
      const kind = REQUEST_TYPE_LABELS[r.type];
      await Promise.all([
        r.email &&
          send('confirmation', {
            to: r.email,
            subject: `We received your privacy request ${r.reference}`,
            text:
              `Hello ${r.name || ''},\n\nWe received your request (${kind}) on ${r.receivedOn}. Your reference number is ${r.reference}; ` +
              `please quote it if you write to us about this request.\n\nWe will answer by ${r.respondBy} at the latest.\n\n` +
              `If you did not make this request, reply to this message or write to ${SITE.complianceEmail}.\n\n${SITE.legalName}\n`,
          }),
        send('operator notice', {
          to: operatorsTo,
          subject: `New privacy request ${r.reference}: ${kind}, due ${r.respondBy}`,
          // No personal data in the notice: the operator opens the console to see who asked.
          text: `A new privacy request (${kind}) was received on ${r.receivedOn}. Reference ${r.reference}; due ${r.respondBy}.\n\nOpen the console's Privacy page to handle it.\n`,
        }),
      ]);
    },
    close() {
      transport.close();
    },
  };
}
