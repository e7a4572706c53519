// E-mail about privacy requests, when SMTP_URL is set: the requester gets a receipt with their reference
// (and, for a request that would show or delete their data, the link that proves the address is theirs),
// the operators a notice of each new request. Without SMTP_URL nothing is sent and nothing breaks (the
// console says mail is off). A failed send is logged without personal data and never fails the request:
// it is already stored and in the console's queue.
//
// Anyone can type anyone's address into a privacy form, so these mails are written to be useless to a
// sender with bad intent: they carry no word the visitor typed (not the name, not the details), every
// header is one line, and one address gets at most a few a day (mail-limit.ts).
import { createTransport, type SendMailOptions, type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { REQUEST_TYPE_LABELS, type RequestType } from '#domain/privacy.ts';
import type { Lang } from '#domain/language.ts';
import type { SiteConfig } from '#domain/site.ts';
import { OPERATOR_MAILS_PER_DAY, VISITOR_MAILS_PER_DAY, type MailLimit } from './mail-limit.ts';

export interface RequestMail {
  reference: string;
  type: RequestType;
  /** Where the receipt goes ('' for none); the only visitor input used, and only as the recipient. */
  email: string;
  receivedOn: string;
  respondBy: string;
  /** The link that confirms the e-mail, for requests that must prove it, and the day it stops working. */
  confirmation?: { url: string; validUntil: string };
  /** The site the request came from: the mail is in its name, from its compliance address. */
  site: SiteConfig;
  /** The language of the page the request was made on: the receipt is written in it (English when absent). */
  lang?: Lang;
}

export interface PrivacyMailer {
  readonly enabled: boolean;
  requestReceived(r: RequestMail): Promise<void>;
  close(): void;
}

const TIMEOUT_MS = 10_000;

// eslint-disable-next-line no-control-regex -- line breaks and control characters are what is removed
const LINE_BREAKS = /[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g;

/** A header value on one line: a line break in a header would start a header of the sender's choosing. */
export function oneLine(value: string): string {
  return value.replace(LINE_BREAKS, ' ').trim();
}

/**
 * What each kind of request is called in a Spanish receipt (REQUEST_TYPE_LABELS's sense): the words the Spanish
 * pages gave the visitor to choose it (the California form's choices, the Stop Contact page's heading), so the
 * mail names the request as the visitor saw it.
 */
export const REQUEST_TYPE_LABELS_ES: Record<RequestType, string> = {
  know: 'Saber qué información mía tienen / acceder a ella',
  delete: 'Eliminar mi información',
  correct: 'Corregir mi información',
  'opt-out': 'Excluirme de la venta y del uso compartido',
  limit: 'Limitar el uso de información confidencial',
  revoke: 'Dejar de recibir llamadas y mensajes',
};

/** The receipt's subject line, in the request's language. */
export function receiptSubject(r: RequestMail): string {
  return r.lang === 'es' ? `Recibimos su solicitud de privacidad ${r.reference}` : `We received your privacy request ${r.reference}`;
}

/** The receipt for a request made on a Spanish page: the same message, clause by clause. */
function receiptTextEs(r: RequestMail): string {
  const kind = REQUEST_TYPE_LABELS_ES[r.type];
  const intro = `El ${r.receivedOn} recibimos una solicitud de privacidad (${kind}) que indicó esta dirección de correo electrónico. Su número de referencia es ${r.reference}; menciónelo si nos escribe sobre ella.`;
  const body = r.confirmation
    ? `Antes de mostrar o eliminar cualquier información, necesitamos saber que esta dirección es suya. Para confirmar la solicitud, abra este enlace y presione "Confirmar mi solicitud":\n\n${r.confirmation.url}\n\nEl enlace funciona hasta el ${r.confirmation.validUntil}. Le responderemos a más tardar el ${r.respondBy}.\n\nSi usted no hizo esta solicitud, ignore este mensaje: no mostramos ni eliminamos nada sin su confirmación.`
    : `La atenderemos a más tardar el ${r.respondBy}.\n\nSi usted no hizo esta solicitud, escriba a ${r.site.complianceEmail}.`;
  return `${intro}\n\n${body}\n\n${r.site.legalName}\n${r.site.complianceEmail}\n`;
}

/** The receipt a requester is sent: fixed wording, the reference and dates, never the visitor's words. */
export function receiptText(r: RequestMail): string {
  if (r.lang === 'es') return receiptTextEs(r);
  const kind = REQUEST_TYPE_LABELS[r.type];
  const intro = `We received a privacy request (${kind}) on ${r.receivedOn} that gave this e-mail address. Its reference number is ${r.reference}; please quote it if you write to us about it.`;
  const body = r.confirmation
    ? `Before we show or delete any information, we need to know this address is yours. To confirm the request, open this link and press "Confirm my request":\n\n${r.confirmation.url}\n\nThe link works until ${r.confirmation.validUntil}. We will answer by ${r.respondBy} at the latest.\n\nIf you did not make this request, ignore this message: nothing is shown or deleted without your confirmation.`
    : `We will act on it by ${r.respondBy} at the latest.\n\nIf you did not make this request, write to ${r.site.complianceEmail}.`;
  return `${intro}\n\n${body}\n\n${r.site.legalName}\n${r.site.complianceEmail}\n`;
}

/**
 * `operatorsTo`: who is told of each new request (PRIVACY_NOTIFY_EMAIL); when unset, the compliance address of
 * the site the request was made on, the mailbox that site gives for privacy matters.
 */
export function createMailer(
  smtpUrl: string | undefined,
  operatorsTo: string | undefined,
  log: FastifyBaseLogger,
  limit: MailLimit,
): PrivacyMailer {
  if (!smtpUrl) return { enabled: false, requestReceived: async () => {}, close: () => {} };
  // Bounded, so a mail server that hangs never holds a request or a shutdown.
  const transport: Transporter = createTransport(
    `${smtpUrl}${smtpUrl.includes('?') ? '&' : '?'}connectionTimeout=${TIMEOUT_MS}&greetingTimeout=${TIMEOUT_MS}&socketTimeout=${TIMEOUT_MS}`,
  );
  const fromOf = (site: SiteConfig) => oneLine(`${site.brand} Privacy <${site.complianceEmail}>`);

  async function send(
    what: string,
    perDay: number,
    site: SiteConfig,
    message: SendMailOptions & { to: string; subject: string },
  ): Promise<void> {
    try {
      if (!(await limit.take(message.to, perDay))) {
        log.warn({ what }, 'privacy mail not sent: the recipient had its mails for today');
        return;
      }
      await transport.sendMail({ ...message, from: fromOf(site), to: oneLine(message.to), subject: oneLine(message.subject) });
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
          send('confirmation', VISITOR_MAILS_PER_DAY, r.site, {
            to: r.email,
            subject: receiptSubject(r),
            text: receiptText(r),
          }),
        send('operator notice', OPERATOR_MAILS_PER_DAY, r.site, {
          to: operatorsTo ?? r.site.complianceEmail,
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
