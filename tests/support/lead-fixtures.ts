// Valid lead bodies for any service, as the wizard would post them, for API, store and delivery tests.
import { randomUUID } from 'node:crypto';
import type { Service } from '#domain/catalogue.ts';
import { consentSegments, consentText } from '#domain/consent.ts';
import { isoDate } from '#domain/schemas.ts';
import type { NewLead } from '#server/store/lead-store.ts';

/** A valid answer for each of the service's questions: the first option's id (as the wizard posts it), a real ZIP, a future date. */
export function validAnswers(service: Service): Record<string, string> {
  const tomorrow = isoDate(new Date(Date.now() + 2 * 86_400_000));
  return Object.fromEntries(
    service.questions.map((q) => {
      switch (q.kind) {
        case 'choice':
          return [q.id, q.options![0]!.id];
        case 'zip':
          return [q.id, q.id === 'movingZip' ? '10001' : '90210'];
        case 'date':
          return [q.id, tomorrow];
        case 'provider':
          return [q.id, 'Southern California Edison'];
        case 'text':
          return [q.id, 'anything'];
      }
    }),
  );
}

export function validLead(service: Service, overrides: Record<string, unknown> = {}) {
  const start = Date.now() - 90_000;
  return {
    submissionId: randomUUID(),
    serviceId: service.id,
    answers: validAnswers(service),
    state: 'CA',
    zipCode: '90210',
    city: 'Beverly Hills',
    streetAddress: '9641 Sunset Blvd',
    firstName: 'Jane',
    lastName: 'Homeowner',
    email: 'jane.homeowner@gmail.com',
    phone: '3105550123',
    HomeOwner: 'yes',
    PropertyType: 'residential',
    PurchaseTimeFrame: '1-2-weeks',
    BestTimeToCall: 'morning',
    requirements: 'Replace the roof of a two-story house.',
    agreement: true,
    tracking: {
      url: 'http://localhost/Services/Solar',
      start,
      min: Math.floor(start / 60_000),
      userAgent: 'Mozilla/5.0 (test)',
      xxTrustedFormCertUrl: '',
      universalLeadid: '',
      ElectricalEnergyProviderId: '',
      aff_id: 'AFF1',
      transaction_id: 'TX1',
      sub_aff_id: 'SUB1',
    },
    tcpaText: consentText(consentSegments(service)),
    ...overrides,
  };
}

/** A lead as the store takes it (already validated and coded), for store tests. */
export function storedLead(now = Date.now(), overrides: Partial<NewLead> = {}): NewLead {
  return {
    id: randomUUID(),
    submissionId: randomUUID(),
    serviceId: 1,
    status: 'queued',
    payload: { firstName: 'Jane', category: 20 },
    consent: {
      text: 'I agree.',
      version: 'v1',
      at: now,
      ip: '127.0.0.1',
      userAgent: 'test',
      pageUrl: 'http://localhost/Services/Solar',
      certificateUrl: 'https://cert.trustedform.com/abc',
      leadIdToken: 'LEADID',
    },
    job: { state: 'pending', nextAttemptAt: now, leaseUntil: null },
    now,
    ...overrides,
  };
}
