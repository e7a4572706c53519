// The visitor's privacy rights (docs/compliance.md): requests from /DoNotSell and /CaliforniaPolicy,
// revocations from /StopContact, and whether this browser sends Global Privacy Control. Registered in the
// JSON API scope, so the rate limit and the cross-site guard apply as to every public write.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { privacyRequestSchema, stopContactSchema } from '#domain/privacy-schemas.ts';
import { pathInLang, type Lang } from '#domain/language.ts';
import { REQUEST_TYPE_LABELS } from '#domain/privacy.ts';
import { REQUEST_TYPE_LABELS_ES } from '../privacy/mail.ts';
import { unprocessable } from '../http/error-answers.ts';
import { CONFIRM_PATH, dueOn, newReference, type RequestRow } from '../privacy/privacy-requests.ts';
import type { Privacy } from '../privacy/privacy.ts';
import { CROSS_SITE_ERROR, isSameSite } from '../security/cross-site-guard.ts';
import { escapeHtml, sendPage, stylesheetLink } from './contact-routes.ts';

/** Sec-GPC: 1 is the Global Privacy Control signal; the header is what counts, not a script's claim. */
export function sendsGpc(headers: Record<string, string | string[] | undefined>): boolean {
  return headers['sec-gpc'] === '1';
}

/** A bot that filled the hidden field learns nothing: it gets an answer shaped like a real one. */
const decoyReference = newReference;

export function privacyRoutes(app: FastifyInstance, privacy: Privacy) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  app.get('/api/privacy/gpc', async (req) => ({ gpc: sendsGpc(req.headers) }));

  // The forms show each field's message from a 422, as the lead and contact forms do.
  routes.post('/api/privacy-requests', { schema: { body: privacyRequestSchema }, errorHandler: unprocessable }, async (req, reply) => {
    const { website, ...request } = req.body;
    if (website !== '') {
      req.log.warn({ sign: 'honeypot' }, 'privacy request refused quietly: it looks automated');
      return reply.code(201).send({ reference: decoyReference() });
    }
    const { reference } = await privacy.requests.submit({ ...request, gpc: sendsGpc(req.headers) }, Date.now(), req.site);
    req.log.info({ type: request.type }, 'privacy request stored');
    return reply.code(201).send({ reference });
  });

  routes.post('/api/stop-contact', { schema: { body: stopContactSchema }, errorHandler: unprocessable }, async (req, reply) => {
    const { website, email, phone, lang } = req.body;
    if (website !== '') {
      req.log.warn({ sign: 'honeypot' }, 'revocation refused quietly: it looks automated');
      return reply.code(201).send({ reference: decoyReference() });
    }
    const { reference } = await privacy.requests.submit(
      {
        type: 'revoke',
        name: '',
        email,
        phone,
        details: '',
        agent: '',
        gpc: sendsGpc(req.headers),
        lang,
      },
      Date.now(),
      req.site,
    );
    req.log.info('revocation of consent stored and applied');
    return reply.code(201).send({ reference });
  });
}

const LINK_DEAD =
  'This confirmation link does not work: it may be mistyped or more than 30 days old. Send your request again, or write to us.';

/** The link is opened from the requester's mail: a page that asks for a press, since mail scanners open links too. */
function askToConfirm(r: RequestRow, token: string): string {
  return `<h1 class="text-3xl font-bold">Confirm your privacy request</h1>
<p class="mt-4 text-lg">Request <strong>${escapeHtml(r.reference)}</strong> (${escapeHtml(REQUEST_TYPE_LABELS[r.type])}), received on ${escapeHtml(r.received_on)}, gave your e-mail address. Confirm that you made it, and we will act on it for the information held under this address.</p>
<form method="post" action="${CONFIRM_PATH}" class="mt-8">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit" class="w-full rounded-xl bg-brand-600 px-6 py-3 text-base font-semibold text-white">Confirm my request</button>
</form>
<p class="mt-6 text-base text-slate-700">If you did not make this request, close this page: nothing is shown or deleted without your confirmation.</p>`;
}

/** The same page for a request made on a Spanish page, whose receipt was Spanish. */
function askToConfirmEs(r: RequestRow, token: string): string {
  return `<h1 class="text-3xl font-bold">Confirme su solicitud de privacidad</h1>
<p class="mt-4 text-lg">La solicitud <strong>${escapeHtml(r.reference)}</strong> (${escapeHtml(REQUEST_TYPE_LABELS_ES[r.type])}), recibida el ${escapeHtml(r.received_on)}, indicó su dirección de correo electrónico. Confirme que usted la hizo y la atenderemos para la información guardada con esta dirección.</p>
<form method="post" action="${CONFIRM_PATH}" class="mt-8">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit" class="w-full rounded-xl bg-brand-600 px-6 py-3 text-base font-semibold text-white">Confirmar mi solicitud</button>
</form>
<p class="mt-6 text-base text-slate-700">Si usted no hizo esta solicitud, cierre esta página: no mostramos ni eliminamos nada sin su confirmación.</p>`;
}

function confirmedEs(r: RequestRow): string {
  return `<h1 class="text-3xl font-bold">Solicitud confirmada</h1>
<p role="status" class="mt-4 rounded-xl bg-green-50 px-4 py-3 text-lg font-medium text-success">Gracias. Su solicitud ${escapeHtml(r.reference)} está confirmada; le responderemos a más tardar el ${escapeHtml(dueOn(r))}.</p>
<p class="mt-8"><a href="${pathInLang('/', 'es')}" class="font-semibold text-brand-700 underline">Volver al inicio</a></p>`;
}

function confirmed(r: RequestRow): string {
  return `<h1 class="text-3xl font-bold">Request confirmed</h1>
<p role="status" class="mt-4 rounded-xl bg-green-50 px-4 py-3 text-lg font-medium text-success">Thank you. Your request ${escapeHtml(r.reference)} is confirmed; we will answer by ${escapeHtml(dueOn(r))} at the latest.</p>
<p class="mt-8"><a href="/" class="font-semibold text-brand-700 underline">Go Back to Home</a></p>`;
}

/** `email`: the request's site's compliance address. */
const deadLink = (email: string) => `<h1 class="text-3xl font-bold">Link not valid</h1>
<p role="alert" class="mt-4 text-lg">${escapeHtml(LINK_DEAD)} <a href="mailto:${escapeHtml(email)}" class="font-semibold text-brand-700 underline">${escapeHtml(email)}</a></p>`;

/**
 * The page the confirmation mail links to: GET shows the request and a button, POST (a plain form, no
 * script needed) proves the e-mail. Outside /api, as a browser's form posts it.
 */
export function privacyConfirmRoutes(
  app: FastifyInstance,
  privacy: Privacy,
  deps: { staticDir: string; allowedOrigins: readonly string[]; writesPerMinute: number },
) {
  const stylesheet = stylesheetLink(deps.staticDir);
  // A request is answered in the name of the site it was made on, even where its link is opened on another
  // of the deployment's hosts (a loopback name, a second host); a site since removed leaves the host's.
  const brandOf = (r: RequestRow, reply: FastifyReply) => (app.sites.byId(r.site_id) ?? reply.request.site).brand;
  const send = (reply: FastifyReply, code: number, title: string, body: string, lang?: Lang, r?: RequestRow) =>
    // The token is in this page's address: the site-wide referrer policy (same-origin, server/app.ts) keeps it here.
    sendPage(reply, stylesheet, code, title, body, lang, r && brandOf(r, reply));
  // Read by hand, not declared as a route schema: whatever comes, the answer is a page, never a JSON refusal.
  const tokenOf = (v: unknown) =>
    typeof v === 'object' && v !== null && typeof (v as { token?: unknown }).token === 'string' ? (v as { token: string }).token : '';

  return app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    scope.get(CONFIRM_PATH, async (req, reply) => {
      const token = tokenOf(req.query);
      const r = await privacy.requests.byToken(token);
      if (!r) return send(reply, 404, 'Link not valid', deadLink(req.site.complianceEmail));
      // In the language of the page the request was made on, as its receipt was.
      if (r.lang === 'es') {
        if (r.email_verified_at !== null) return send(reply, 200, 'Solicitud confirmada', confirmedEs(r), 'es', r);
        return send(reply, 200, 'Confirme su solicitud de privacidad', askToConfirmEs(r, token), 'es', r);
      }
      if (r.email_verified_at !== null) return send(reply, 200, 'Request confirmed', confirmed(r), undefined, r);
      return send(reply, 200, 'Confirm your privacy request', askToConfirm(r, token), undefined, r);
    });

    scope.post(CONFIRM_PATH, { config: { rateLimit: { max: deps.writesPerMinute, timeWindow: '1 minute' } } }, async (req, reply) => {
      const origin = req.headers.origin;
      if (origin !== undefined && !isSameSite(origin, req.host, deps.allowedOrigins)) {
        return send(
          reply,
          403,
          'Not confirmed',
          `<h1 class="text-3xl font-bold">Not confirmed</h1><p class="mt-4 text-lg">${CROSS_SITE_ERROR}</p>`,
        );
      }
      const r = await privacy.requests.proveEmail(tokenOf(req.body));
      if (!r) return send(reply, 404, 'Link not valid', deadLink(req.site.complianceEmail));
      req.log.info({ type: r.type }, 'privacy request e-mail proven by its link');
      if (r.lang === 'es') return send(reply, 200, 'Solicitud confirmada', confirmedEs(r), 'es', r);
      return send(reply, 200, 'Request confirmed', confirmed(r), undefined, r);
    });
  });
}
