// The readable copy of everything held about a person (a request to know), as one self-contained HTML
// page an operator can send. Every value is escaped: it is the person's own input. It is in the name of the
// site the request was made on (its brand, colour and contact address), whichever host the console is on.
import type { Site, SiteConfig } from '#domain/site.ts';
import type { PrivacyRequests } from './privacy-requests.ts';

type Access = Awaited<ReturnType<PrivacyRequests['access']>>;

const escape = (v: unknown) =>
  String(v ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function table(rows: Record<string, unknown>): string {
  const cells = Object.entries(rows)
    .filter(([, v]) => v !== '' && v !== null && v !== undefined)
    .map(([k, v]) => `<tr><th scope="row">${escape(k)}</th><td>${escape(typeof v === 'object' ? JSON.stringify(v) : v)}</td></tr>`)
    .join('');
  return `<table>${cells}</table>`;
}

/** `site`: the site the request was made on (its row's site id), not the console's host's. */
export function accessPage(a: Access, site: SiteConfig & Pick<Site, 'themeColor'>): string {
  // Only borders take the colour (text stays dark whatever the colour); it is checked as #rrggbb when the
  // site is loaded, so it cannot end the style sheet.
  const accent = site.themeColor ?? '#e2e8f0';
  const leads = a.leads
    .map(
      (l) => `<section><h2>Quote request of ${escape(l.submittedAt)}: ${escape(l.service)}</h2>
<h3>Contact details</h3>${table(l.contact)}
<h3>Your answers</h3>${table(l.answers)}
<h3>Sent to partner companies</h3>${table(l.sentToNetwork)}
<h3>Deliveries</h3>${l.deliveries.length ? l.deliveries.map((d) => table(d)).join('') : '<p>None.</p>'}
<h3>Record of your consent</h3>${l.consent ? table(l.consent) : '<p>None kept.</p>'}
${l.erasedAt ? `<p>Personal data removed on ${escape(l.erasedAt)}.</p>` : ''}</section>`,
    )
    .join('');
  const messages = a.messages.map((m) => `<section><h2>Message of ${escape(m.sentAt)}</h2>${table(m)}</section>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Your information held by ${escape(site.brand)} (${escape(a.request.reference)})</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem;color:#0f172a}
table{border-collapse:collapse;width:100%;margin:.5rem 0 1rem}th,td{border:1px solid #cbd5e1;padding:.35rem .6rem;text-align:left;vertical-align:top}
th{width:14rem;background:#f1f5f9}h1{border-bottom:4px solid ${accent};padding-bottom:.5rem}section{border-top:2px solid ${accent};margin-top:1.5rem}</style></head>
<body><h1>Your information held by ${escape(site.brand)}</h1>
<p>In answer to your request ${escape(a.request.reference)} received on ${escape(a.request.receivedOn)}. Prepared ${escape(a.generatedAt)}.
It lists every quote request and message we hold that carries the e-mail address you confirmed.</p>
${table({ Name: a.request.name, Email: a.request.email, Phone: a.request.phone })}
${leads || '<p>We hold no quote requests with the e-mail address you confirmed.</p>'}
${messages}
<p>${escape(site.legalName)} · ${escape(site.complianceEmail)}</p></body></html>`;
}
