// Fills a database with realistic demo leads for trying the console and measuring it:
//   DATABASE_URL=... npm run seed:demo -- --leads 100000
// Names, real ZIP codes with their own city, state and area code, every service with answers from its
// real option lists, statuses, sources and campaigns, outbox jobs, delivery attempts (the timeline), what
// intake learnt of each (lead_insight: campaign, duplicates, quality flags), sales to four demo buyers
// (inactive, so a server started on the demo sends them nothing; since buyers then exist, it sends
// LEAD_FORWARD_URL nothing either, so --without-sales leaves buyers, sales and returns out) with their returns, the
// operators' dispositions and notes (about three leads in ten worked), contact messages (one per 250 leads), spread over the last --days days (90), and the wizard's step counts that go with them
// (see countFunnel). Batched multi-row inserts, 5,000 leads to a transaction, so a million leads take
// minutes. Adds to what the database holds; it never deletes.
import './load-env.ts';
import { randomUUID } from 'node:crypto';
import { freemem } from 'node:os';
import { parseArgs } from 'node:util';
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import { SERVICES, type Question, type Service } from '../domain/catalogue.ts';
import { toPayload } from '../domain/coding.ts';
import { consentSegments, consentText, CONSENT_VERSION } from '../domain/consent.ts';
import { DEFAULT_SITE_ID } from '../domain/site.ts';
import type { LeadRequest } from '../domain/schemas.ts';
import { SHARED_CHOICES, wizardSteps, type Step } from '../domain/steps.ts';
import { storedAnswers } from '../server/leads/readable-answers.ts';
import { loadConfig } from '../server/config.ts';
import { addFunnelCounts, rebuildFunnelDays } from '../server/insight/funnel-events.ts';
import { utcHour } from '../server/insight/funnel-keys.ts';
import { loadProviders } from '../server/lookups/energy-providers.ts';
import { lookupZip } from '../server/lookups/zip-lookup.ts';
import { connect, type Dialect } from '../server/store/connect.ts';
import { newLeadReference } from '../server/store/lead-reference.ts';
import { migrate } from '../server/store/migrate.ts';
import { rebuildReportHours } from '../server/insight/report-hours.ts';
import { rebuildSaleHours } from '../server/selling/sale-hours.ts';
import type { Database, FunnelCountsTable, LeadStatus } from '../server/store/schema.ts';

const DAY = 86_400_000;
const BATCH = 500;

// Real ZIP codes with the area code of the same place: city and state come from the embedded ZIP data.
const PLACES: [zip: string, areaCode: string][] = [
  ['10001', '212'],
  ['11201', '718'],
  ['90210', '310'],
  ['94103', '415'],
  ['92101', '619'],
  ['60601', '312'],
  ['77002', '713'],
  ['75201', '214'],
  ['78701', '512'],
  ['33131', '305'],
  ['32801', '407'],
  ['33602', '813'],
  ['30303', '404'],
  ['98101', '206'],
  ['97201', '503'],
  ['85004', '602'],
  ['80202', '303'],
  ['02108', '617'],
  ['19103', '215'],
  ['15222', '412'],
  ['20001', '202'],
  ['21201', '410'],
  ['28202', '704'],
  ['27601', '919'],
  ['37203', '615'],
  ['38103', '901'],
  ['48226', '313'],
  ['44113', '216'],
  ['43215', '614'],
  ['46204', '317'],
  ['53202', '414'],
  ['55401', '612'],
  ['63101', '314'],
  ['64105', '816'],
  ['70112', '504'],
  ['73102', '405'],
  ['84101', '801'],
  ['89101', '702'],
  ['87102', '505'],
  ['96813', '808'],
  ['99501', '907'],
  ['04101', '207'],
  ['05401', '802'],
  ['03101', '603'],
  ['06103', '860'],
  ['02903', '401'],
  ['19801', '302'],
  ['08608', '609'],
  ['23219', '804'],
  ['29201', '803'],
  ['35203', '205'],
  ['39201', '601'],
  ['72201', '501'],
  ['40202', '502'],
  ['50309', '515'],
  ['68102', '402'],
  ['66603', '785'],
  ['57104', '605'],
  ['58102', '701'],
  ['59101', '406'],
  ['83702', '208'],
  ['82001', '307'],
  ['25301', '304'],
];

const FIRST = [
  'James',
  'Mary',
  'Robert',
  'Patricia',
  'John',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Elizabeth',
  'William',
  'Barbara',
  'Richard',
  'Susan',
  'Joseph',
  'Jessica',
  'Thomas',
  'Sarah',
  'Carlos',
  'Karen',
  'Daniel',
  'Maria',
  'Matthew',
  'Nancy',
  'Anthony',
  'Lisa',
  'Mark',
  'Betty',
  'Jose',
  'Sandra',
  'Kevin',
  'Ashley',
  'Brian',
  'Emily',
  'Wei',
  'Aisha',
  'Luis',
  'Priya',
  'Tyrone',
  'Mei',
];
const LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Nguyen',
  'Patel',
  "O'Brien",
  'Kim',
  'Chen',
];
const STREETS = [
  'Main St',
  'Oak Ave',
  'Maple Dr',
  'Cedar Ln',
  'Pine St',
  'Elm St',
  'Washington Ave',
  'Lake Rd',
  'Hillcrest Dr',
  'Park Blvd',
];
const MAIL = ['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com', 'aol.com', 'comcast.net'];
const HOSTS = ['buildmatchpros.com', 'quotes.buildmatchpros.com', 'solar.buildmatchpros.com'];
// The operators who work the demo's leads, and what they write down after a call.
const OPERATORS = ['dana@buildmatchpros.com', 'luis@buildmatchpros.com', 'kim@buildmatchpros.com'];
const NOTES = [
  'Left a voicemail, will try again tomorrow.',
  'Spoke with the owner: wants quotes before the end of the month.',
  'Asked for a call after 5 pm.',
  'Wrong number on the form; e-mailed instead.',
  'Already has a contractor, not interested.',
  'Wants a second quote for comparison.',
];
const AFFILIATES = ['AFF1001', 'AFF1002', 'AFF2040', 'AFF3310'];
const UTM = [
  { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'home-services-search' },
  { utm_source: 'facebook', utm_medium: 'paid_social', utm_campaign: 'fall-remodel' },
  { utm_source: 'bing', utm_medium: 'cpc', utm_campaign: 'solar-brand' },
  { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'november' },
];
const REJECTIONS = ['Duplicate lead', 'Invalid phone number', 'Zip code not serviced', 'Lead too old'];

// The same for every lead of a service or a ZIP: worked out once.
const consentTexts = new Map<number, string>();
const consentTextOf = (service: Service) => {
  let text = consentTexts.get(service.id);
  if (text === undefined) consentTexts.set(service.id, (text = consentText(consentSegments(service))));
  return text;
};
const places = new Map<string, NonNullable<ReturnType<typeof lookupZip>>>();
const placeOf = (zip: string) => {
  let place = places.get(zip);
  if (!place) places.set(zip, (place = lookupZip(zip)!));
  return place;
};

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

/** The status mix of a working site: most delivered, some rejected, a few held, queued or failed. */
function status(): LeadStatus {
  const r = Math.random();
  return r < 0.72 ? 'delivered' : r < 0.84 ? 'rejected' : r < 0.9 ? 'not_configured' : r < 0.95 ? 'queued' : 'failed';
}

function answerFor(q: Question, providers: readonly string[]): string {
  switch (q.kind) {
    case 'choice':
      return pick(q.options ?? []).id;
    case 'zip':
      return pick(PLACES)[0];
    case 'date':
      return new Date(Date.now() + (7 + Math.floor(Math.random() * 60)) * DAY).toISOString().slice(0, 10);
    case 'provider':
      return pick(providers);
    case 'text':
      return 'About 2,000 sq ft';
  }
}

type Rows = {
  leads: Insertable<Database['leads']>[];
  consent: Insertable<Database['consent_records']>[];
  jobs: Insertable<Database['delivery_jobs']>[];
  attempts: Insertable<Database['delivery_attempts']>[];
  insight: Insertable<Database['lead_insight']>[];
  sales: Insertable<Database['sales']>[];
  returns: Insertable<Database['sale_returns']>[];
  notes: Insertable<Database['lead_notes']>[];
};

/** The demo's buyers: inactive, with a post address that cannot be reached, so they only carry history. */
const BUYERS = [
  { id: 'demo-summit', name: 'Summit Home Pros', price: 4500 },
  { id: 'demo-brightpath', name: 'BrightPath Solar Leads', price: 6500 },
  { id: 'demo-keystone', name: 'Keystone Contractors Network', price: 3000 },
  { id: 'demo-blueriver', name: 'BlueRiver Home Services', price: 2500 },
];
const RETURN_REASONS = ['bad_phone', 'bad_email', 'wrong_person', 'did_not_request', 'duplicate', 'out_of_area', 'other'];

const utcDayStart = (at: number) => Math.floor(at / DAY) * DAY;
/** Monday of the UTC week. */
const utcWeekStart = (at: number) => utcDayStart(at) - ((new Date(at).getUTCDay() + 6) % 7) * DAY;
const utcMonthStart = (at: number) => {
  const d = new Date(at);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
};

/**
 * The lead's sales as the auction would have written them: a delivered lead sold to one buyer (one in
 * twelve to a second as well), a rejected one refused by a buyer, a failed one failed; one sale in sixteen
 * returned (most accepted, some refused or waiting for an admin).
 */
function makeSales(leadId: string, st: LeadStatus, createdAt: number, now: number, rows: Rows): number {
  const count = st === 'delivered' ? (Math.random() < 1 / 12 ? 2 : 1) : st === 'rejected' || st === 'failed' ? 1 : 0;
  const first = Math.floor(Math.random() * BUYERS.length);
  let sold = 0;
  for (let k = 0; k < count; k++) {
    const buyer = BUYERS[(first + k) % BUYERS.length]!;
    const reservedAt = createdAt + 200 + Math.floor(Math.random() * 1500);
    const state = st === 'delivered' ? 'sold' : st === 'rejected' ? 'refused' : 'failed';
    // Prices vary a little around the buyer's, in whole cents.
    const price = buyer.price + 50 * Math.floor(Math.random() * 21) - 500;
    rows.sales.push({
      lead_id: leadId,
      buyer_id: buyer.id,
      price_cents: price,
      state,
      reserved_at: reservedAt,
      settled_at: reservedAt + 150 + Math.floor(Math.random() * 900),
      day_start: utcDayStart(reservedAt),
      week_start: utcWeekStart(reservedAt),
      month_start: utcMonthStart(reservedAt),
      ping_token: null,
    });
    if (state !== 'sold') continue;
    sold++;
    if (Math.random() >= 1 / 16) continue;
    const requestedAt = Math.min(now, reservedAt + Math.floor(Math.random() * 5 * DAY));
    const r = Math.random();
    const returnState = r < 0.7 ? 'accepted' : r < 0.85 ? 'refused' : 'pending';
    rows.returns.push({
      id: randomUUID(),
      lead_id: leadId,
      buyer_id: buyer.id,
      reason: pick(RETURN_REASONS),
      note: '',
      state: returnState,
      requested_by: 'buyer',
      price_cents: price,
      created_at: requestedAt,
      decided_at: returnState === 'pending' ? null : Math.min(now, requestedAt + 3_600_000),
    });
  }
  return sold;
}

function makeLead(service: Service, createdAt: number, providers: readonly string[], rows: Rows, now: number): void {
  const [zip, areaCode] = pick(PLACES);
  const place = placeOf(zip);
  const firstName = pick(FIRST);
  const lastName = pick(LAST);
  const email = `${firstName}.${lastName}${Math.floor(Math.random() * 1000)}@${pick(MAIL)}`.toLowerCase().replace(/'/g, '');
  const phone = `${areaCode}555${digits(4)}`;
  const answers = Object.fromEntries(service.questions.map((q) => [q.id, answerFor(q, providers)]));
  const affId = Math.random() < 0.4 ? pick(AFFILIATES) : '';
  const utm = Math.random() < 0.55 ? pick(UTM) : { utm_source: '', utm_medium: '', utm_campaign: '' };
  const tracking = {
    aff_id: affId,
    transaction_id: affId ? `TX${digits(8)}` : '',
    sub_aff_id: affId ? `S${digits(3)}` : '',
    ...utm,
    utm_term: '',
    utm_content: '',
    gclid: utm.utm_source === 'google' ? `Cj0KCQiA${digits(12)}` : '',
    fbclid: utm.utm_source === 'facebook' ? `IwAR${digits(14)}` : '',
  };
  const start = createdAt - (60 + Math.floor(Math.random() * 300)) * 1000;
  const lead = {
    submissionId: randomUUID(),
    serviceId: service.id,
    answers,
    state: place.state,
    zipCode: zip,
    city: place.city,
    streetAddress: `${100 + Math.floor(Math.random() * 9800)} ${pick(STREETS)}`,
    firstName,
    lastName,
    email,
    phone,
    HomeOwner: pick(SHARED_CHOICES.HomeOwner.options).id,
    PropertyType: pick(SHARED_CHOICES.PropertyType.options).id,
    PurchaseTimeFrame: pick(SHARED_CHOICES.PurchaseTimeFrame.options).id,
    BestTimeToCall: pick(SHARED_CHOICES.BestTimeToCall.options).id,
    requirements: `Looking for quotes on ${service.name.toLowerCase()} work.`,
    agreement: true,
    tracking: {
      url: `https://${HOSTS[0]}/Services/${service.title}`,
      start,
      min: Math.floor(start / 60_000),
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      xxTrustedFormCertUrl: '',
      universalLeadid: '',
      ElectricalEnergyProviderId: '',
      ...tracking,
    },
    tcpaText: consentTextOf(service),
    website: '',
  } as LeadRequest;
  const ip = `73.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}.${1 + Math.floor(Math.random() * 250)}`;
  const payload = toPayload(service, lead, { ip, affid: 'DEMO', rid: 'DEMO', tid: 'DEMO', tcpaText: lead.tcpaText });
  const id = randomUUID();
  const st = status();

  // The timeline: retries before the outcome, as the worker would have written them.
  const tries: {
    outcome: 'delivered' | 'rejected' | 'retry' | 'failed';
    http: number | null;
    response: string | null;
    error: string | null;
  }[] = [];
  const retries =
    st === 'failed' ? 3 + Math.floor(Math.random() * 4) : st === 'queued' ? 1 + Math.floor(Math.random() * 2) : Math.random() < 0.1 ? 1 : 0;
  if (st !== 'not_configured') {
    for (let i = 0; i < retries; i++) tries.push({ outcome: 'retry', http: 503, response: 'Service Unavailable', error: 'HTTP 503' });
    if (st === 'delivered') tries.push({ outcome: 'delivered', http: 200, response: `{"status":"ok","id":${digits(7)}}`, error: null });
    if (st === 'rejected') {
      const reason = pick(REJECTIONS);
      tries.push({ outcome: 'rejected', http: 200, response: JSON.stringify({ error: reason }), error: reason });
    }
    if (st === 'failed') tries.push({ outcome: 'failed', http: null, response: null, error: 'connect ECONNREFUSED' });
  }
  let at = createdAt;
  tries.forEach((t, i) => {
    const durationMs = t.outcome === 'retry' ? 8000 : 150 + Math.floor(Math.random() * 900);
    rows.attempts.push({
      id: randomUUID(),
      lead_id: id,
      attempt: i + 1,
      trigger: i === 0 ? 'first' : 'retry',
      started_at: at,
      duration_ms: durationMs,
      http_status: t.http,
      response: t.response,
      outcome: t.outcome,
      error: t.error,
    });
    at += durationMs + 30_000 * 2 ** i;
  });
  const last = tries[tries.length - 1];
  const networkError = st === 'rejected' || st === 'failed' ? (last?.error ?? null) : null;

  rows.leads.push({
    id,
    reference: uniqueReference(),
    submission_id: lead.submissionId,
    service_id: service.id,
    status: st,
    payload: JSON.stringify(payload),
    network_error: networkError,
    created_at: createdAt,
    updated_at: at,
    delivered_at: st === 'delivered' ? at : null,
    host: pick(HOSTS),
    first_name: firstName,
    last_name: lastName,
    email,
    phone,
    city: place.city,
    state: place.state,
    source: tracking.aff_id || tracking.utm_source || 'direct',
    tracking: JSON.stringify(tracking),
    answers: JSON.stringify(storedAnswers(lead)),
  });
  const lastLead = rows.leads[rows.leads.length - 2];
  rows.insight.push({
    lead_id: id,
    created_at: createdAt,
    campaign: tracking.utm_campaign,
    // Now and then the same person a little earlier (the chunk's previous lead stands in for them).
    duplicate_of: lastLead && Math.random() < 0.02 ? lastLead.id : null,
    disposable_email: Math.random() < 0.01 ? 1 : 0,
    odd_phone: Math.random() < 0.02 ? 1 : 0,
    too_fast: Math.random() < 0.015 ? 1 : 0,
    repeated_name: Math.random() < 0.005 ? 1 : 0,
  });
  rows.leads[rows.leads.length - 1]!.sales_reserved = makeSales(id, st, createdAt, now, rows);
  workedByOperator(rows.leads[rows.leads.length - 1]!, createdAt, now, rows);
  rows.consent.push({
    lead_id: id,
    consent_text: lead.tcpaText,
    consent_version: CONSENT_VERSION,
    consented_at: createdAt,
    ip,
    user_agent: lead.tracking.userAgent,
    page_url: lead.tracking.url,
    trustedform_cert_url: '',
    leadid_token: '',
    gpc_signal: Math.random() < 0.03 ? 1 : 0,
  });
  rows.jobs.push({
    lead_id: id,
    state: st === 'queued' ? 'pending' : st === 'not_configured' ? 'held' : 'done',
    attempts: tries.length,
    // Queued demo leads wait an hour, so a server started on the demo database does not send them at once.
    next_attempt_at: st === 'queued' ? Date.now() + 3_600_000 : at,
    lease_until: null,
    last_error: networkError ?? (last?.outcome === 'retry' ? last.error : null),
    created_at: createdAt,
  });
}

/**
 * What operators did with the lead in the console: about three in ten are given a disposition (each change
 * also a timeline row, as the console writes it), and about one in twelve has a note or two.
 */
function workedByOperator(lead: Insertable<Database['leads']>, createdAt: number, now: number, rows: Rows): void {
  const later = (hours: number) => Math.min(now, createdAt + Math.floor(Math.random() * hours * 3_600_000));
  const r = Math.random();
  const disposition = r < 0.18 ? 'contacted' : r < 0.25 ? 'qualified' : r < 0.28 ? 'bad' : r < 0.3 ? 'sold' : null;
  // Set on every row: a multi-row insert whose rows name different columns fills the gaps with NULL on SQLite.
  lead.disposition = disposition ?? 'new';
  if (disposition) {
    rows.notes.push({
      id: randomUUID(),
      lead_id: lead.id,
      kind: 'disposition',
      author: pick(OPERATORS),
      text: disposition,
      created_at: later(48),
    });
  }
  if (Math.random() < 0.08) {
    const count = Math.random() < 0.3 ? 2 : 1;
    for (let i = 0; i < count; i++)
      rows.notes.push({
        id: randomUUID(),
        lead_id: lead.id,
        kind: 'note',
        author: pick(OPERATORS),
        text: pick(NOTES),
        created_at: later(72),
      });
  }
}

// Drawn at random as intake does; a run of a million leads would otherwise repeat one now and then (the
// unique index would refuse the whole batch), so the run never hands out one twice.
const referencesGiven = new Set<string>();
function uniqueReference(): string {
  let reference = newLeadReference();
  while (referencesGiven.has(reference)) reference = newLeadReference();
  referencesGiven.add(reference);
  return reference;
}

async function insertAll<T extends keyof Database>(trx: Transaction<Database>, table: T, rows: readonly Insertable<Database[T]>[]) {
  // Parameters per statement stay well under both engines' limits (about 20 columns x 500 rows).
  for (let i = 0; i < rows.length; i += BATCH)
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + BATCH) as Insertable<Database[T]>[])
      .execute();
}

async function insertRows(trx: Transaction<Database>, rows: Rows): Promise<void> {
  // The insight before its leads (intake writes it after): each lead's trigger then counts it into
  // report_hours under its campaign and flags at once, instead of counting it and moving it.
  await insertAll(trx, 'lead_insight', rows.insight);
  await insertAll(trx, 'leads', rows.leads);
  await insertAll(trx, 'consent_records', rows.consent);
  await insertAll(trx, 'delivery_jobs', rows.jobs);
  await insertAll(trx, 'delivery_attempts', rows.attempts);
  await insertAll(trx, 'sales', rows.sales);
  await insertAll(trx, 'sale_returns', rows.returns);
  await insertAll(trx, 'lead_notes', rows.notes);
}

/**
 * Turns the triggers of report_hours, sale_hours and funnel_days (migrations 021, 023 and 024) off, and returns
 * what turns them on again. PostgreSQL disables them; SQLite cannot, so they are dropped and made again from
 * their own stored definitions.
 */
async function reportTriggersOff(db: Kysely<Database>, dialect: Dialect): Promise<() => Promise<void>> {
  if (dialect === 'postgres') {
    const set = async (how: 'ENABLE' | 'DISABLE') => {
      await sql`ALTER TABLE leads ${sql.raw(how)} TRIGGER report_hours_lead_write`.execute(db);
      await sql`ALTER TABLE leads ${sql.raw(how)} TRIGGER report_hours_lead_change`.execute(db);
      await sql`ALTER TABLE lead_insight ${sql.raw(how)} TRIGGER report_hours_insight_write`.execute(db);
      for (const [table, trigger] of [
        ['leads', 'sale_hours_lead_write'],
        ['leads', 'sale_hours_lead_change'],
        ['sales', 'sale_hours_sale_write'],
        ['sales', 'sale_hours_sale_change'],
        ['sale_returns', 'sale_hours_return_write'],
        ['sale_returns', 'sale_hours_return_change'],
        ['funnel_counts', 'funnel_days_count_write'],
      ] as const)
        await sql`ALTER TABLE ${sql.id(table)} ${sql.raw(how)} TRIGGER ${sql.id(trigger)}`.execute(db);
    };
    await set('DISABLE');
    return () => set('ENABLE');
  }
  const triggers = (
    await sql<{
      name: string;
      sql: string;
    }>`SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND (name LIKE 'report_hours_%' OR name LIKE 'sale_hours_%' OR name LIKE 'funnel_days_%')`.execute(
      db,
    )
  ).rows;
  for (const t of triggers) await sql`DROP TRIGGER ${sql.id(t.name)}`.execute(db);
  return async () => {
    for (const t of triggers) await sql.raw(t.sql).execute(db);
  };
}

async function seedBuyers(db: Kysely<Database>, now: number): Promise<void> {
  await db
    .insertInto('buyers')
    .values(
      BUYERS.map((b) => ({
        id: b.id,
        name: b.name,
        active: 0,
        mode: 'post' as const,
        post_url: `https://${b.id}.invalid/leads`,
        ping_url: null,
        price_cents: b.price,
        min_bid_cents: 0,
        timeout_ms: 1000,
        headers_sealed: '{}',
        rules: '{}',
        time_zone: 'America/New_York',
        exclusive_only: 0,
        priority: 0,
        bid_penalty_bp: 0,
        return_window_days: 7,
        max_return_rate_bp: 3000,
        returns_need_approval: 0,
        key_hash: null,
        created_at: now,
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/**
 * How likely a visitor who sees a step goes on to the next (or, on the review, submits): most leave on the
 * first question and where the wizard asks for the address and the phone, as on a real site.
 */
function keepRate(step: Step, index: number): number {
  if (index === 0) return 0.82;
  if (step.name.startsWith('answers.')) return 0.95;
  const rates: Record<string, number> = {
    zipCode: 0.92,
    streetAddress: 0.86,
    email: 0.93,
    phone: 0.84,
    requirements: 0.93,
    agreement: 0.9,
  };
  return rates[step.name] ?? 0.98;
}

const keepRates = new Map(SERVICES.map((s) => [s.id, wizardSteps(s).map(keepRate)]));

/**
 * The step counts that go with the leads: each lead's own walk through every step and its submit, the
 * visitors of the same hour, service and source who left on the way (drawn with keepRate until one
 * submits: that one is the lead), and now and then a submit the server refused that was not tried again.
 * So starts >= submits >= accepted leads in every slice of the report, with a plausible drop-off per step.
 */
/** The run's step counts, kept in memory and written once at the end (see countFunnel). */
type FunnelTally = Map<string, number>;

function countFunnel(counts: FunnelTally, leads: readonly Insertable<Database['leads']>[]): void {
  const add = (hour: number, serviceId: number, step: number, source: string, kind: 'view' | 'submit') => {
    // A tab never occurs in the demo's sources; a plain string key keeps 100,000 leads' walks quick.
    const key = `${hour}\t${serviceId}\t${step}\t${source}\t${kind}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  };
  for (const lead of leads) {
    const rates = keepRates.get(lead.service_id)!;
    const hour = utcHour(lead.created_at);
    const source = lead.source ?? 'direct';
    /** One visitor from the first step: true when they submitted. */
    const walk = (complete: boolean) => {
      for (let step = 0; step < rates.length; step++) {
        add(hour, lead.service_id, step, source, 'view');
        if (!complete && Math.random() > rates[step]!) return false;
      }
      add(hour, lead.service_id, rates.length - 1, source, 'submit');
      return true;
    };
    // Visitors until one submits: that one is the lead (bounded, so an unlucky draw cannot run on).
    let submitted = false;
    for (let tries = 0; tries < 40 && !submitted; tries++) submitted = walk(false);
    if (!submitted) walk(true);
    // A submit the server refused (a mistyped e-mail domain, say) and the visitor did not try again.
    if (Math.random() < 0.02) walk(true);
  }
}

/**
 * Writes the run's counts. Once, at the end: each chunk of leads spans every day of the period, so
 * writing per chunk would add to the same counters again and again (25 of 57 s on 20,000 leads).
 */
async function writeFunnelCounts(db: Kysely<Database>, counts: FunnelTally): Promise<void> {
  let rows: FunnelCountsTable[] = [];
  for (const [key, count] of counts) {
    const [hour, serviceId, step, source, kind] = key.split('\t') as [string, string, string, string, 'view' | 'submit'];
    rows.push({ hour: Number(hour), service_id: Number(serviceId), step: Number(step), source, kind, count, site_id: DEFAULT_SITE_ID });
    if (rows.length === 20_000) {
      await addFunnelCounts(db, rows);
      rows = [];
    }
  }
  if (rows.length > 0) await addFunnelCounts(db, rows);
}

async function seedMessages(db: Kysely<Database>, count: number, days: number, now: number): Promise<void> {
  const subjects = [
    'Question about my quote',
    'Nobody called me back',
    'Please remove my number',
    'Partnership inquiry',
    'Wrong ZIP code on my request',
  ];
  const states = ['new', 'read', 'answered'] as const;
  const rows = Array.from({ length: count }, () => {
    const first = pick(FIRST);
    const last = pick(LAST);
    return {
      id: randomUUID(),
      name: `${first} ${last}`,
      email: `${first}.${last}@${pick(MAIL)}`.toLowerCase().replace(/'/g, ''),
      subject: pick(subjects),
      message: 'Hello, I submitted a request last week and would like to know what happens next. Thanks.',
      created_at: now - Math.floor(Math.random() * days * DAY),
      state: pick(states),
    };
  });
  await db.transaction().execute((trx) => insertAll(trx, 'contact_messages', rows));
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      leads: { type: 'string', default: '1000' },
      days: { type: 'string', default: '90' },
      // No buyers, sales or returns: a demo whose new leads still go to LEAD_FORWARD_URL, which takes no
      // new lead once any buyer exists, even an inactive one.
      'without-sales': { type: 'boolean', default: false },
    },
  });
  const withSales = !values['without-sales'];
  const total = Number(values.leads);
  const days = Number(values.days);
  if (!Number.isInteger(total) || total < 1 || total > 5_000_000) throw new Error('--leads takes a whole number from 1 to 5000000');
  if (!Number.isInteger(days) || days < 1 || days > 3650) throw new Error('--days takes a whole number from 1 to 3650');
  const config = loadConfig();
  const conn = connect(config.databaseUrl);
  const started = Date.now();
  const phases = { leads: 0, funnel: 0, reports: 0 };
  try {
    await migrate(conn);
    const providers = loadProviders().map((p) => p.name);
    const now = Date.now();
    if (withSales) await seedBuyers(conn.db, now);
    // Leads arrive more in recent weeks than long ago, as a growing site's do.
    const when = () => now - Math.floor(days * DAY * Math.random() ** 1.3);
    // Written oldest first, as a real site's leads arrive: the table and its time indexes then grow at their
    // end and a period's leads lie together on disk, as they would in production (drawn in any order, the
    // newest 100,000 of a million were spread over the whole file, and a cold export read it all over).
    const times = Float64Array.from({ length: total }, when).sort();
    const CHUNK = 5000;
    let sales = 0;
    let returns = 0;
    // SQLite: a page cache that holds the leads' indexes (each insert touches about fifteen, most at random
    // places: ids, references, e-mails), instead of the default 2 MB that would send most of them to the disk
    // and back. With 512 MB a million-lead load slowed by a third past about 300,000 leads; a quarter of the
    // free memory, up to 3 GB, holds a million leads' indexes. And NORMAL instead of the server's FULL: in WAL mode
    // it syncs at checkpoints only, and a crash can lose the last chunks but never corrupt the file, which is
    // all a demo load needs (the setting is this connection's own).
    if (conn.dialect === 'sqlite') {
      const cacheKiB = Math.round(Math.min(3 * 1024 ** 3, freemem() / 4) / 1024);
      await sql.raw(`PRAGMA cache_size = -${Math.max(524_288, cacheKiB)}`).execute(conn.db);
      await sql.raw('PRAGMA synchronous = NORMAL').execute(conn.db);
    }
    // report_hours and sale_hours are counted once at the end from all the leads, sales and returns, and
    // funnel_days from the funnel's counters (what npm run reports:rebuild does), instead of by their
    // triggers: a call per lead, insight and sale that took a fifth of the load's time, and one per counter.
    // They are on again before the count, so a lead a server stores meanwhile is counted too.
    const triggersOn = await reportTriggersOff(conn.db, conn.dialect);
    // The next chunk is made while the database writes the last one (on PostgreSQL another process does
    // the writing, so the two cores share the work): one chunk's write in flight at a time.
    const funnel: FunnelTally = new Map();
    try {
      let writing: Promise<void> = Promise.resolve();
      for (let done = 0; done < total; done += CHUNK) {
        const rows: Rows = { leads: [], consent: [], jobs: [], attempts: [], insight: [], sales: [], returns: [], notes: [] };
        for (let i = done; i < Math.min(total, done + CHUNK); i++) {
          makeLead(pick(SERVICES), times[i]!, providers, rows, now);
          // Lets the driver send and receive the writes in flight.
          if (i % 250 === 0) await new Promise((resolve) => setImmediate(resolve));
        }
        if (!withSales) rows.sales = rows.returns = [];
        countFunnel(funnel, rows.leads);
        await writing;
        const upTo = Math.min(total, done + CHUNK);
        writing = (async () => {
          await conn.db.transaction().execute((trx) => insertRows(trx, rows));
          sales += rows.sales.length;
          returns += rows.returns.length;
          process.stdout.write(`\r${upTo} / ${total} leads`);
        })();
        // Awaited with the next chunk; until then a failure must not count as unhandled.
        writing.catch(() => {});
      }
      await writing;
      phases.leads = Date.now();
      await writeFunnelCounts(conn.db, funnel);
      phases.funnel = Date.now();
    } finally {
      // Also after a failure: what was committed is counted, and the triggers are on again.
      phases.leads ||= Date.now();
      phases.funnel ||= Date.now();
      await triggersOn();
      await rebuildReportHours(conn.db, conn.dialect);
      await rebuildSaleHours(conn.db, conn.dialect);
      await rebuildFunnelDays(conn.db, conn.dialect);
      phases.reports = Date.now();
    }
    // As many people write as a site of this size hears from: one for every 250 leads, at least 40.
    const messages = Math.max(40, Math.round(total / 250));
    await seedMessages(conn.db, messages, days, now);
    // PostgreSQL: the visibility map and statistics autovacuum would leave a while later, so the console's
    // covering indexes are read index-only and the reports are planned on the data they read. (SQLite plans
    // without statistics, as the site's own database does.)
    if (conn.dialect === 'postgres') await sql.raw('VACUUM ANALYZE').execute(conn.db);
    const took = (Date.now() - started) / 1000;
    const s = (from: number, to: number) => ((to - from) / 1000).toFixed(0);
    process.stdout.write(
      `\nSeeded ${total} leads, ${sales} sales, ${returns} returns and ${messages} contact messages over ${days} days in ${took.toFixed(1)} s (${(took / 60).toFixed(1)} min, ${conn.dialect}): the leads ${s(started, phases.leads)} s, the funnel's counters ${s(phases.leads, phases.funnel)} s, the report tables ${s(phases.funnel, phases.reports)} s, the rest ${s(phases.reports, Date.now())} s.\n`,
    );
  } finally {
    await conn.db.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
