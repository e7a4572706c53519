// The ping carries no personal data, for every one of the 14 services: each value a visitor typed or that
// identifies them (their name, e-mail, phone, street, free text, IP, browser) is searched for in the JSON a
// buyer would receive. The codes it does carry are the network's (network-codes.md), checked on examples.
import { describe, expect, it } from 'vitest';
import { SERVICES, findServiceByTitle } from '#domain/catalogue.ts';
import { validLead } from '#tests/support/lead-fixtures.ts';
import { pingBody } from './ping.ts';

const PERSONAL = {
  firstName: 'Zelda',
  lastName: 'Quimbyfield',
  email: 'zelda.quimby@example.org',
  phone: '3105550187',
  streetAddress: '4417 Wisteria Lane',
  requirements: 'Please call after my shift, gate code 9912',
};
const IP = '203.0.113.77';
const USER_AGENT = 'Mozilla/5.0 (PingTest)';

describe('the ping', () => {
  it.each(SERVICES.map((s) => [s.title, s] as const))(
    '%s: no name, e-mail, phone, street, free text, IP or user agent',
    (_title, service) => {
      const lead = validLead(service, PERSONAL);
      // Free-text questions get a typed sentence too.
      const answers = { ...lead.answers };
      for (const q of service.questions) if (q.kind === 'text') answers[q.id] = 'my neighbour Bob Smith told me';
      const json = JSON.stringify(
        pingBody('p-1', {
          service,
          answers,
          contact: { ...lead, ip: IP, userAgent: USER_AGENT },
          state: 'CA',
          zip: '90210',
          city: 'Beverly Hills',
        }),
      );
      for (const value of [...Object.values(PERSONAL), 'Quimbyfield', '5550187', 'Wisteria', 'Bob Smith', IP, USER_AGENT]) {
        expect(json, `ping of ${service.title} contains ${value}`).not.toContain(value);
      }
      expect(json).not.toMatch(/@/);
      expect(JSON.parse(json)).toMatchObject({ pingId: 'p-1', service: service.title, state: 'CA', zip: '90210', city: 'Beverly Hills' });
    },
  );

  it("sends the network's codes for the answers and the shared choices", () => {
    const roofing = findServiceByTitle('Roofing')!;
    const lead = validLead(roofing, {
      HomeOwner: 'No',
      PropertyType: 'Residential',
      PurchaseTimeFrame: '1-2 weeks',
      BestTimeToCall: 'Evening',
    });
    const body = pingBody('p-2', {
      service: roofing,
      answers: lead.answers,
      contact: lead,
      state: 'CA',
      zip: '90210',
      city: 'Beverly Hills',
    });
    // network-codes.md: homeOwner Yes=1, No=2; Propertytype Commercial=1, Multi-Unit=2, Residential=3;
    // Timetocall Anytime=1, Morning=2, Afternoon=3, Evening=4; each list's first option is code 1.
    expect(body).toMatchObject({ homeOwner: 2, Propertytype: 3, Timetocall: 4 });
    expect(body.answers.roofingType).toBe(1);
  });
});
