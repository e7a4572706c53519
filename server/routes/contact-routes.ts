// The contact form's two ways in, with the same validation and limits:
// - POST /api/contact: JSON from the page's script; 201 { id } or 422 with field errors.
// - POST /Contact: the same form posted by the browser itself (urlencoded), when the page's scripts have
//   not run yet or failed to load. It answers with a real page (sent, or the form again with its
//   messages), so no visitor is left with a blank screen and nothing personal ever goes into a URL.
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEFAULT_LANG, pathInLang, type Lang } from '#domain/language.ts';
import { spanishFormMessage } from '#domain/form-messages-es.ts';
import { contactMessageSchema, fieldErrors, langSchema } from '#domain/schemas.ts';
import { CONTACT_TEXTS_EN, type ContactTexts } from '#web/pages/texts/contact.ts';
import { CONTACT_TEXTS_ES } from '#web/pages/texts/contact-es.ts';
import { unprocessable } from '../http/error-answers.ts';
import { CROSS_SITE_ERROR, isSameSite } from '../security/cross-site-guard.ts';
import type { LeadStore } from '../store/lead-store.ts';

export function contactRoutes(app: FastifyInstance, store: LeadStore) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post('/api/contact', { schema: { body: contactMessageSchema }, errorHandler: unprocessable }, async (req, reply) => {
    const id = randomUUID();
    await store.insertContactMessage({ id, ...req.body, now: Date.now(), gpc: req.headers['sec-gpc'] === '1', siteId: req.site.id });
    return reply.code(201).send({ id });
  });
}

/** A form post is a few KiB at most: the message's own limit is 5,000 characters. */
const FORM_BODY_LIMIT = 32 * 1024;
type Field = 'name' | 'email' | 'subject' | 'message';
const FIELDS: { name: Field; type: 'text' | 'email' | 'textarea' }[] = [
  { name: 'name', type: 'text' },
  { name: 'email', type: 'email' },
  { name: 'subject', type: 'text' },
  { name: 'message', type: 'textarea' },
];

/**
 * The answer's words in the language of the page the form was posted from: the form's own words are the
 * Contact page's (web/pages/texts/), the rules' messages come in English and are shown in the page's language.
 */
const ANSWER_TEXTS: Record<
  Lang,
  {
    page: Pick<ContactTexts, 'name' | 'yourEmail' | 'subject' | 'message' | 'sent' | 'send' | 'form'>;
    notSent: string;
    check: string;
    sentTitle: string;
    home: string;
    message: (english: string) => string;
  }
> = {
  en: {
    page: CONTACT_TEXTS_EN,
    notSent: 'Not sent',
    check: 'Please check your message',
    sentTitle: 'Message sent',
    home: 'Go Back to Home',
    message: (english) => english,
  },
  es: {
    page: CONTACT_TEXTS_ES,
    notSent: 'No enviado',
    check: 'Revise su mensaje',
    sentTitle: 'Mensaje enviado',
    home: 'Volver al inicio',
    message: spanishFormMessage,
  },
};
const FIELD_LABEL = { name: 'name', email: 'yourEmail', subject: 'subject', message: 'message' } as const;

export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * The site's stylesheet as the built app shell carries it (inline in current builds, scripts/inline-stylesheet.ts;
 * a link in older builds), so the answer looks like the site.
 */
export function stylesheetLink(staticDir: string): string {
  const shell = join(resolve(staticDir), '_shell.html');
  if (!existsSync(shell)) return '';
  return /<style data-href="[^"]*">[\s\S]*?<\/style>|<link rel="stylesheet"[^>]*>/.exec(readFileSync(shell, 'utf8'))?.[0] ?? '';
}

function formHtml(values: Partial<Record<Field, string>>, errors: Record<string, string>, lang: Lang): string {
  const t = ANSWER_TEXTS[lang];
  const INPUT = 'mt-1 w-full rounded-xl border-2 border-slate-300 px-4 py-3 text-base text-ink';
  const fields = FIELDS.map(({ name, type }) => {
    const label = t.page[FIELD_LABEL[name]];
    const id = `contact-${name}`;
    const error = errors[name];
    const aria = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
    const value = escapeHtml(values[name] ?? '');
    const control =
      type === 'textarea'
        ? `<textarea id="${id}" name="${name}" rows="5" class="${INPUT}"${aria}>${value}</textarea>`
        : `<input id="${id}" name="${name}" type="${type}" value="${value}" class="${INPUT}"${aria}>`;
    const message = error ? `<p id="${id}-error" class="mt-1 text-sm font-medium text-danger">${escapeHtml(t.message(error))}</p>` : '';
    return `<div><label for="${id}" class="block text-sm font-semibold text-ink">${label}</label>${control}${message}</div>`;
  }).join('\n');
  // The language goes with the form again, as the Contact page sends it.
  const langField = lang === DEFAULT_LANG ? '' : `\n<input type="hidden" name="lang" value="${lang}">`;
  return `<form method="post" action="/Contact" aria-label="${t.page.form}" class="mt-8 space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">${langField}
${fields}
<button type="submit" class="w-full rounded-xl bg-brand-600 px-6 py-3 text-base font-semibold text-white">${t.page.send}</button>
</form>`;
}

/** A server-rendered page of a site (`brand`: the request's site's). */
export function page(stylesheet: string, title: string, body: string, brand: string, lang: Lang = DEFAULT_LANG): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(brand)}</title>
${stylesheet}
</head>
<body class="bg-white text-ink">
<header class="border-b border-slate-200 px-4 py-4"><a href="${pathInLang('/', lang)}" class="text-lg font-extrabold text-ink">${escapeHtml(brand)}</a></header>
<main id="main" class="mx-auto max-w-xl px-4 py-12">
${body}
</main>
</body>
</html>
`;
}

/** Answers with one of these server-rendered pages, never cached (it holds the visitor's own submission). */
/** `brand`: the host's site's unless the page is about something filed under another site. */
export function sendPage(
  reply: FastifyReply,
  stylesheet: string,
  code: number,
  title: string,
  body: string,
  lang: Lang = DEFAULT_LANG,
  brand = reply.request.site.brand,
) {
  return reply
    .code(code)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(page(stylesheet, title, body, brand, lang));
}

export function contactFormRoutes(
  app: FastifyInstance,
  deps: { store: LeadStore; staticDir: string; allowedOrigins: readonly string[]; writesPerMinute: number },
) {
  const stylesheet = stylesheetLink(deps.staticDir);
  const send = (reply: FastifyReply, code: number, title: string, body: string, lang: Lang) =>
    sendPage(reply, stylesheet, code, title, body, lang);

  return app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );

    scope.post('/Contact', { config: { rateLimit: { max: deps.writesPerMinute, timeWindow: '1 minute' } } }, async (req, reply) => {
      // Read here, not declared as a route schema: a refusal is this form again, as a page, never a JSON answer.
      const raw = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;
      // The page's language (the Spanish page's form says it); the answer is in it. Anything else: English.
      const lang = langSchema.catch(DEFAULT_LANG).parse(raw.lang);
      const t = ANSWER_TEXTS[lang];
      // The same rule as the API: a browser's Origin must be this site (or an allowed one).
      const origin = req.headers.origin;
      if (origin !== undefined && !isSameSite(origin, req.host, deps.allowedOrigins)) {
        return send(
          reply,
          403,
          t.notSent,
          `<h1 class="text-3xl font-bold">${t.notSent}</h1><p class="mt-4 text-lg">${CROSS_SITE_ERROR}</p>`,
          lang,
        );
      }
      const values = Object.fromEntries(FIELDS.map(({ name }) => [name, typeof raw[name] === 'string' ? raw[name] : ''])) as Record<
        Field,
        string
      >;
      const parsed = contactMessageSchema.safeParse({ ...values, lang });
      if (!parsed.success) {
        const errors = fieldErrors(parsed.error);
        return send(
          reply,
          422,
          t.check,
          `<h1 class="text-3xl font-bold">${t.check}</h1>
<p role="alert" class="mt-4 text-lg text-danger">${escapeHtml(t.message(Object.values(errors)[0] ?? ''))}</p>
${formHtml(values, errors, lang)}`,
          lang,
        );
      }
      await deps.store.insertContactMessage({
        id: randomUUID(),
        ...parsed.data,
        now: Date.now(),
        gpc: req.headers['sec-gpc'] === '1',
        siteId: req.site.id,
      });
      return send(
        reply,
        200,
        t.sentTitle,
        `<h1 class="text-3xl font-bold">${t.sentTitle}</h1>
<p class="mt-4 rounded-xl bg-green-50 px-4 py-3 text-lg font-medium text-success">${t.page.sent}</p>
<p class="mt-8"><a href="${pathInLang('/', lang)}" class="font-semibold text-brand-700 underline">${t.home}</a></p>`,
        lang,
      );
    });
  });
}
