// A real SMTP server on loopback (the smtp-server package) that keeps what it receives: the product's mail
// is outside the product, so tests receive it for real instead of mocking the mailer.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';

export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO), the ones the mail is really delivered to. */
  to: string[];
  /** The message as sent, headers and body. */
  data: string;
  /** The header block alone. */
  headers: string;
  /** The body with quoted-printable undone (soft line breaks joined, =XX decoded). */
  text: string;
  subject: string;
}

function decodeQuotedPrintable(body: string): string {
  return body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export class SmtpSink {
  readonly inbox: ReceivedMail[] = [];

  /** `onMail` also hears of each mail (the browser tests' sink writes them where the specs read them). */
  constructor(private readonly onMail?: (mail: ReceivedMail) => void) {}

  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, session, done) => {
      let data = '';
      stream.on('data', (c: Buffer) => (data += c.toString()));
      stream.on('end', () => {
        const split = data.indexOf('\r\n\r\n');
        const headers = split < 0 ? data : data.slice(0, split);
        const body = split < 0 ? '' : data.slice(split + 4);
        const subject = /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(headers)?.[1]?.replace(/\r\n[ \t]/g, ' ') ?? '';
        const mail: ReceivedMail = {
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
          headers,
          text: /^Content-Transfer-Encoding: quoted-printable/im.test(headers) ? decodeQuotedPrintable(body) : body,
          subject,
        };
        this.inbox.push(mail);
        this.onMail?.(mail);
        done();
      });
    },
  });

  start(port = 0): Promise<this> {
    return new Promise((resolve, reject) => {
      this.server.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', () => resolve(this));
    });
  }

  get url(): string {
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The mails delivered to this address. */
  to(address: string): ReceivedMail[] {
    return this.inbox.filter((m) => m.to.includes(address));
  }
}

/**
 * A sink listening for the tests of the describe block it is made in: started before them, stopped after.
 * Made before the app fixture, whose server reads `url` when it starts.
 */
export function suiteSmtpSink(): SmtpSink {
  const sink = new SmtpSink();
  beforeAll(() => sink.start());
  afterAll(() => sink.stop());
  return sink;
}

/** The token of the privacy confirmation link a mail carries. */
export function confirmationToken(mail: ReceivedMail): string {
  const link = /https?:\/\/\S+\/ConfirmPrivacyRequest\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!link) throw new Error('the mail carries no confirmation link');
  return link[1]!;
}
