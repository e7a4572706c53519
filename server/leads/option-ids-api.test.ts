// POST /api/leads takes each choice by its stable id (what the wizard sends) or, from a page built before
// options had ids, by its English label; either way the lead stores the id and the network receives the
// code its table gives the option (expected codes written out from docs/network-payload.md).
import { describe, expect, it } from 'vitest';
import { findServiceByTitle } from '#domain/catalogue.ts';
import { validLead } from '#tests/support/lead-fixtures.ts';
import { appFixture, eventually, postLead } from '#tests/support/test-app.ts';
import { ENGINES } from '#tests/support/test-db.ts';

const movers = findServiceByTitle('Movers')!;

describe.each(ENGINES)('choices by id or English label ($name)', ({ make }) => {
  const f = appFixture({ make, once: true });

  const storedAnswers = async (id: string) => {
    const row = await f.app.store.db.selectFrom('leads').select('answers').where('id', '=', id).executeTakeFirstOrThrow();
    return JSON.parse(row.answers) as Record<string, string>;
  };
  const sent = async () => eventually(() => f.network.received[0]);

  it.each([
    ['ids', { moveSize: '2-bedrooms', movingDistance: 'local' }, { HomeOwner: 'no', BestTimeToCall: 'evening' }],
    ['English labels', { moveSize: '2 Bedrooms', movingDistance: 'Local' }, { HomeOwner: 'No', BestTimeToCall: 'Evening' }],
  ])('by %s: stores the ids and sends the network its codes', async (_how, answers, shared) => {
    f.network.reset();
    const body = validLead(movers, shared);
    const r = await postLead(f.app, { ...body, answers: { ...body.answers, ...answers } });
    expect(r.statusCode, r.body).toBe(201);
    expect(await storedAnswers(r.json().id)).toMatchObject({
      moveSize: '2-bedrooms',
      movingDistance: 'local',
      HomeOwner: 'no',
      BestTimeToCall: 'evening',
    });
    const lead = await sent();
    // Movesize 3 = 2 Bedrooms, movingDistance 1 = Local, homeOwner 2 = No, Timetocall 4 = Evening.
    expect(lead.body).toMatchObject({ Movesize: 3, movingDistance: 1, homeOwner: 2, Timetocall: 4 });
  });

  it('refuses a code or an unknown value with the field’s message', async () => {
    for (const bad of ['3', 'two-bedrooms']) {
      const body = validLead(movers);
      const r = await postLead(f.app, { ...body, answers: { ...body.answers, moveSize: bad } });
      expect(r.statusCode, bad).toBe(422);
      expect(r.json().fields['answers.moveSize'], bad).toBe('This field is required.');
    }
  });
});
