// Accepting a lead: validate again with the browser's schemas plus the server-only checks, code the
// payload on the server, store lead + consent (+ the network's delivery job) in one transaction, then sell
// it: through the auction among the buyers in the database (server/selling/auction-run.ts), or, while
// there is none, by the first delivery attempt to the network at LEAD_FORWARD_URL. A 201 is only ever
// answered after the commit, so an accepted lead cannot be lost.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { LeadAccepted } from '#domain/api-types.ts';
import { findServiceById, type Service } from '#domain/catalogue.ts';
import { consentVersionFor } from '#domain/consent.ts';
import { DEFAULT_SITE_ID, offersService, type Site } from '#domain/site.ts';
import { rejectionSentence } from '#domain/rejection-message.ts';
import {
  fieldErrors,
  leadRequestSchema,
  MESSAGES,
  serviceIdSchema,
  UNKNOWN_SERVICE,
  type LeadRequest,
  type TokenRequirements,
} from '#domain/schemas.ts';
import type { Config } from '../config.ts';
import { NETWORK_BUYER_ID } from '../delivery/buyers/network-buyer.ts';
import { codeNetworkPayload } from '../delivery/buyers/network-payload.ts';
import type { DeliveryWorker } from '../delivery/delivery-worker.ts';
import { leadsAccepted, serviceLabel } from '../metrics.ts';
import { emailDomain, type DomainChecker } from '../lookups/email-domain.ts';
import { findProvider, type Provider } from '../lookups/energy-providers.ts';
import { countryOf } from '../lookups/ip-country.ts';
import { lookupZip } from '../lookups/zip-lookup.ts';
import { newLeadReference, referenceFrom } from '../store/lead-reference.ts';
import { ReferenceTaken, type LeadDetails, type LeadRow, type LeadStore, type LeadToStore } from '../store/lead-store.ts';
import type { Roster } from '../selling/buyer-directory.ts';
import { PartnerList } from '../selling/partner-list.ts';
import type { Selling } from '../selling/selling.ts';
import { storedAnswers } from './readable-answers.ts';
import { CAMPAIGN_FIELDS } from '#domain/campaign-fields.ts';
import { noteTrappedSubmission } from '../insight/funnel-events.ts';
import { insightOf } from '../insight/lead-insight.ts';
import { readBeforeStoring } from './before-storing.ts';
import { botSign, decoyId, decoyKey } from './bot-trap.ts';

export type IntakeResult =
  { statusCode: 201; body: LeadAccepted } | { statusCode: 422; body: { error: string; fields?: Record<string, string> } };

export interface Client {
  ip: string;
  /** The host name the lead was posted to (an operator may run several branded sites on one server). */
  host?: string;
  /** The browser sent Sec-GPC: 1 (Global Privacy Control). */
  gpc?: boolean;
  /** The site (brand) the lead came in on; buyers may buy only some sites' leads. */
  site?: string;
  /** That site itself: its consent wording is the one the visitor read (the one-site default when absent). */
  siteConfig?: Site;
}

interface Deps {
  store: LeadStore;
  worker: DeliveryWorker;
  selling: Selling;
  config: Config;
  providers: readonly Provider[];
  checkDomain: DomainChecker;
  log: FastifyBaseLogger;
}

function invalid(fields: Record<string, string>): IntakeResult {
  const first = Object.values(fields)[0] ?? MESSAGES.submitDefault;
  return { statusCode: 422, body: { error: first, fields } };
}

function fromStored(lead: LeadRow): IntakeResult {
  if (lead.status === 'rejected') return { statusCode: 422, body: { error: rejectionSentence(lead.networkError) } };
  return { statusCode: 201, body: { id: lead.id, reference: lead.reference ?? '', status: lead.status } };
}

/** A reference drawn at random can belong to another lead already: then the lead is stored under a new one. */
const REFERENCE_DRAWS = 5;

async function insertWithReference(
  store: LeadStore,
  lead: Omit<LeadToStore, 'reference'>,
): Promise<{ inserted: boolean; reference: string }> {
  for (let draw = 1; ; draw++) {
    const reference = newLeadReference();
    try {
      return { inserted: await store.insertLead({ ...lead, reference }), reference };
    } catch (err) {
      if (!(err instanceof ReferenceTaken) || draw === REFERENCE_DRAWS) throw err;
    }
  }
}

/** The lead's columns the console lists, searches and filters by (the payload keeps what was sent). */
function leadDetails(lead: LeadRequest, answers: Record<string, string>, client: Client): LeadDetails {
  const t = lead.tracking;
  const tracking = Object.fromEntries(CAMPAIGN_FIELDS.map((k) => [k, t[k]]));
  return {
    host: (client.host ?? '').toLowerCase().slice(0, 253),
    firstName: lead.firstName,
    lastName: lead.lastName,
    email: lead.email,
    phone: lead.phone,
    city: lead.city,
    state: lead.state,
    address: lead.streetAddress,
    zip: lead.zipCode,
    source: t.aff_id || t.utm_source || 'direct',
    tracking,
    answers: storedAnswers({ ...lead, answers }),
  };
}

export class LeadIntake {
  // NOTE: a second post of a submission whose first attempt is still under way waits for that attempt,
  // so both answers agree (one lead, one delivery, one result).
  private readonly pending = new Map<string, Promise<IntakeResult>>();
  private readonly schemas = new Map<number, ReturnType<typeof leadRequestSchema>>();
  private readonly tokens: TokenRequirements;

  constructor(private readonly deps: Deps) {
    this.tokens = {
      certificate: deps.config.trustedFormScriptUrl !== undefined,
      leadId: deps.config.leadIdScriptUrl !== undefined,
    };
  }

  private schemaFor(service: Service) {
    let schema = this.schemas.get(service.id);
    if (!schema) {
      schema = leadRequestSchema(service, this.tokens);
      this.schemas.set(service.id, schema);
    }
    return schema;
  }

  /**
   * Every lead being taken now. A visitor's request can outlive its connection (the browser gave up, a
   * proxy timed out), and the server's close waits only for open connections: it waits for these too
   * (whenDone) before it closes the database, so a lead stored is never left half sold by a deploy.
   */
  private readonly underWay = new Set<Promise<IntakeResult>>();

  accept(body: unknown, client: Client): Promise<IntakeResult> {
    const taking = this.take(body, client);
    this.underWay.add(taking);
    void taking.finally(() => this.underWay.delete(taking)).catch(() => {});
    return taking;
  }

  /** Settles once every lead being taken now has its answer (see underWay). */
  async whenDone(): Promise<void> {
    await Promise.allSettled([...this.underWay]);
  }

  private async take(body: unknown, client: Client): Promise<IntakeResult> {
    const head = serviceIdSchema.safeParse(body);
    if (!head.success) return invalid(fieldErrors(head.error));
    const service = findServiceById(head.data.serviceId) as Service;
    // A site offering some services only takes leads for those: another is as unknown on its host.
    if (client.siteConfig && !offersService(client.siteConfig, service.title)) return invalid({ serviceId: UNKNOWN_SERVICE });
    const parsed = this.schemaFor(service).safeParse(body);
    if (!parsed.success) return invalid(fieldErrors(parsed.error));
    const lead = parsed.data;

    const sign = botSign(lead, Date.now());
    if (sign) {
      this.deps.log.warn({ sign, serviceId: service.id }, 'lead refused quietly: it looks automated');
      await noteTrappedSubmission(this.deps.store.db, lead.submissionId, this.deps.log);
      const id = decoyId(lead.submissionId, await decoyKey(this.deps.store.db));
      return { statusCode: 201, body: { id, reference: referenceFrom(id), status: 'queued' } };
    }

    // Registered before the first await, so a second post of the same submission always finds it.
    const inFlight = this.pending.get(lead.submissionId);
    if (inFlight) return inFlight;
    const run = this.process(service, lead, client);
    this.pending.set(lead.submissionId, run);
    try {
      return await run;
    } finally {
      this.pending.delete(lead.submissionId);
    }
  }

  private async process(service: Service, lead: LeadRequest, client: Client): Promise<IntakeResult> {
    const { store, config } = this.deps;
    const now = Date.now();
    const { prior, announceTo } = await readBeforeStoring(
      store.db,
      store.dialect,
      { submissionId: lead.submissionId, email: lead.email, phone: lead.phone, createdAt: now },
      config.insight.duplicateWindowDays,
    );
    const existing = prior.sameSubmission === undefined ? undefined : await store.findLead(prior.sameSubmission);
    if (existing) return this.settled(existing);
    const problems = await this.serverChecks(service, lead, client);
    if (problems) return problems;
    return this.storeAndDeliver(service, lead, client, { now, duplicateOf: prior.earlierDuplicate, announceTo });
  }

  /**
   * The answer for a submission stored before, by this or another server. If its first attempt is
   * still under way elsewhere (the job is leased), wait for it, so both posts get the same answer. A lead
   * sold by auction (no network job) is waited for while its auction may still be running.
   */
  private async settled(lead: LeadRow): Promise<IntakeResult> {
    const wait = this.deps.config.forwardTimeoutMs;
    const until = Date.now() + wait + 2000;
    let current = lead;
    while ((current.status === 'queued' || current.status === 'rejected') && Date.now() < until) {
      const job = await this.deps.store.jobFor(current.id);
      if (job) {
        if (current.status !== 'queued' || job.attempts > 0 || job.lease_until === null || job.lease_until < Date.now()) break;
      } else if (Date.now() > current.createdAt + wait + 1000) {
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
      current = (await this.deps.store.findLead(current.id)) ?? current;
    }
    return fromStored(current);
  }

  /** What only the server can know: real ZIPs, the provider list, the visitor's country, the consent text. */
  private async serverChecks(service: Service, lead: LeadRequest, client: Client): Promise<IntakeResult | undefined> {
    if (countryOf(client.ip) !== 'US') return { statusCode: 422, body: { error: MESSAGES.notUs } };
    // The wording must be one this service showed (a Movers lead does not consent to home improvement).
    if (consentVersionFor(service, lead.tcpaText, client.siteConfig, lead.lang) === undefined)
      return { statusCode: 422, body: { error: MESSAGES.consentOutdated } };

    const fields: Record<string, string> = {};
    const place = lookupZip(lead.zipCode);
    if (!place) fields.zipCode = MESSAGES.zipNotUs;
    else if (place.state !== lead.state) fields.zipCode = MESSAGES.zipWrongState;
    for (const q of service.questions) {
      const answer = lead.answers[q.id] ?? '';
      if (q.kind === 'zip' && !lookupZip(answer)) fields[`answers.${q.id}`] = MESSAGES.zipNotUs;
      if (q.kind === 'provider' && !findProvider(this.deps.providers, answer)) fields[`answers.${q.id}`] = MESSAGES.provider;
    }
    const domain = emailDomain(lead.email);
    // A resolver failure does not cost the visitor the lead: the step check already passed.
    if (!domain || (await this.deps.checkDomain(domain)) === 'invalid') fields.email = MESSAGES.emailDomain;
    return Object.keys(fields).length > 0 ? invalid(fields) : undefined;
  }

  private async storeAndDeliver(
    service: Service,
    lead: LeadRequest,
    client: Client,
    { now, duplicateOf, announceTo }: { now: number; duplicateOf: string | undefined; announceTo: string[] },
  ): Promise<IntakeResult> {
    const { store, worker, config } = this.deps;
    const roster = await this.deps.selling.directory.roster();
    const id = randomUUID();
    // The canonical spelling of the provider the visitor picked.
    const answers = { ...lead.answers };
    for (const q of service.questions) {
      if (q.kind === 'provider') answers[q.id] = findProvider(this.deps.providers, answers[q.id] ?? '')?.name ?? '';
    }
    // The network is the one buyer while no others exist: its payload is coded here and stored with the lead.
    const payload = codeNetworkPayload(service, { ...lead, answers }, { ip: client.ip, ...config.networkIds, tcpaText: lead.tcpaText });
    const configured = roster.newLeads !== 'none';
    const toNetwork = roster.newLeads === 'network';
    const lease = worker.newLease();
    const details = leadDetails(lead, answers, client);
    const insight = insightOf({ createdAt: now, request: lead }, duplicateOf);
    const { inserted, reference } = await insertWithReference(store, {
      id,
      submissionId: lead.submissionId,
      serviceId: service.id,
      status: configured ? 'queued' : 'not_configured',
      payload,
      consent: {
        text: lead.tcpaText,
        version: consentVersionFor(service, lead.tcpaText, client.siteConfig, lead.lang) ?? '',
        at: now,
        ip: client.ip,
        userAgent: lead.tracking.userAgent,
        pageUrl: lead.tracking.url,
        certificateUrl: lead.tracking.xxTrustedFormCertUrl,
        leadIdToken: lead.tracking.universalLeadid,
        gpcSignal: client.gpc === true,
        // The text above is in this language: the one of the page the visitor read it on.
        lang: lead.lang,
      },
      details,
      siteId: client.site ?? DEFAULT_SITE_ID,
      lang: lead.lang,
      insight,
      announceTo,
      // A lead for the auction gets its jobs once the winners are known.
      ...(roster.newLeads !== 'auction' && {
        job: toNetwork
          ? { buyerId: NETWORK_BUYER_ID, state: 'pending', nextAttemptAt: now, leaseUntil: null, lease }
          : { buyerId: NETWORK_BUYER_ID, state: 'held', nextAttemptAt: now, leaseUntil: null },
      }),
      now,
    });
    if (!inserted) {
      // Another server took the same submission a moment ago.
      const other = await store.findBySubmissionId(lead.submissionId);
      return other ? this.settled(other) : { statusCode: 422, body: { error: MESSAGES.submitDefault } };
    }
    this.deps.log.info({ leadId: id, serviceId: service.id }, 'lead stored');
    leadsAccepted.inc({ service: serviceLabel(service) });
    if (!configured) return { statusCode: 201, body: { id, reference, status: 'not_configured' } };
    if (roster.newLeads === 'auction') return this.auction(roster, { id, reference, service, details, payload, client });

    const result = await worker.attempt({
      leadId: id,
      buyerId: NETWORK_BUYER_ID,
      token: lease.token,
      attempts: 0,
      trigger: 'first',
      serviceId: service.id,
      ageMs: 0,
      payload,
      justStored: { email: details.email, phone: details.phone, createdAt: now },
    });
    switch (result.kind) {
      case 'delivered':
        return { statusCode: 201, body: { id, reference, status: 'delivered' } };
      case 'rejected':
        // The visitor reads a plain sentence; the network's own words stay stored on the lead for the console.
        return { statusCode: 422, body: { error: rejectionSentence(result.error) } };
      case 'retry':
        return { statusCode: 201, body: { id, reference, status: 'queued' } };
    }
  }

  /** Sells a stored lead to the buyers in the database; the visitor's answer is the lead's status after it. */
  private async auction(
    roster: Roster,
    lead: { id: string; reference: string; service: Service; details: LeadDetails; payload: Record<string, unknown>; client: Client },
  ): Promise<IntakeResult> {
    const { id, reference, details } = lead;
    const site = lead.client.siteConfig;
    try {
      const outcome = await this.deps.selling.auction(
        {
          id,
          service: lead.service,
          site: lead.client.site ?? '',
          // A site with its own partner list sells only to the names on it; without one, the deployment's
          // list applies, and it is checked when a buyer is activated.
          ...(site?.partnersFile !== undefined && { partners: new PartnerList(site.partners ?? []) }),
          state: details.state,
          zip: details.zip ?? '',
          city: details.city,
          email: details.email,
          phone: details.phone,
          answers: details.answers,
          payload: lead.payload,
          gpc: lead.client.gpc === true,
        },
        roster.sellers,
      );
      // Every post refused: the visitor reads a plain sentence and may correct and submit again; the
      // buyers' own words stay with the lead and its auction for the console.
      if (outcome.status === 'rejected') return { statusCode: 422, body: { error: rejectionSentence(outcome.refusal) } };
      return { statusCode: 201, body: { id, reference, status: outcome.status } };
    } catch (err) {
      // The lead is committed: the visitor is thanked whatever went wrong after. Its posts made so far stay
      // with the outbox; its status says what its sales came to (when the database lets it be written), and
      // the console shows what the auction recorded and can resend.
      this.deps.log.error({ leadId: id, err }, 'the auction of a stored lead failed');
      const status = await this.deps.selling
        .refreshStatus(id)
        .then(() => this.deps.store.findLead(id))
        .then((l) => (l && l.status !== 'rejected' ? l.status : 'queued'))
        .catch(() => 'queued' as const);
      return { statusCode: 201, body: { id, reference, status } };
    }
  }
}
