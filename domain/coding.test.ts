// Table tests of the payload coding for all 14 services. The expectations are the spec's rules written
// out here (field names, option counts, the odd orders) and the network's codes as docs/network-payload.md
// gives them, never read back from the catalogue.
import { describe, expect, it } from 'vitest';
import { validLead } from '#tests/support/lead-fixtures.ts';
import { docTable, readPayloadDoc } from '#tests/support/network-payload-doc.ts';
import { findServiceByTitle, SERVICES, type Service } from './catalogue.ts';
import { toPayload } from './coding.ts';
import { leadRequestSchema } from './schemas.ts';

type FieldSpec = number | 'as-is';

const SPEC: Record<string, { id: number; category: number; fields: Record<string, FieldSpec> }> = {
  Solar: { id: 1, category: 20, fields: { SolarCurrencyBill: 10, HowMuchSun: 4, ElectricalEnergyProvider: 'as-is', ProjectNature: 3 } },
  Windows: { id: 2, category: 18, fields: { ProjectNature: 3, windowsType: 5, ProjectStatus: 2, windowsMaterial: 7 } },
  Roofing: { id: 3, category: 15, fields: { ProjectNature: 3, roofingType: 13, ProjectStatus: 2 } },
  HVAC: { id: 4, category: 19, fields: { ProjectNature: 3, HVACType: 25, ProjectStatus: 2 } },
  Painting: { id: 5, category: 13, fields: { PaintType: 10, ProjectStatus: 2 } },
  Plumbing: { id: 6, category: 14, fields: { ProjectNature: 3, PlumberType: 21, ProjectStatus: 2 } },
  Gutters: { id: 7, category: 22, fields: { ProjectNature: 3, Guttertype: 7, ProjectStatus: 2 } },
  HomeSecurity: { id: 8, category: 23, fields: { HomeSecurity: 3 } },
  Kitchen: { id: 9, category: 11, fields: { ProjectNature: 3, Kitchentype: 7, ProjectStatus: 2 } },
  Siding: { id: 10, category: 16, fields: { ProjectNature: 3, Sidingtype: 13, ProjectStatus: 2 } },
  Bathroom: { id: 11, category: 2, fields: { ProjectNature: 2, bathtype: 15, ProjectStatus: 2 } },
  Fencing: { id: 12, category: 8, fields: { Fencingtype: 14, ProjectStatus: 2 } },
  Flooring: { id: 13, category: 9, fields: { Floortype: 11, ProjectStatus: 2 } },
  Movers: {
    id: 14,
    category: 21,
    fields: { Moverszip: 'as-is', Moverszip2: 'as-is', Movesize: 7, movingDistance: 3, MovingDate: 'as-is' },
  },
};

const DOC = readPayloadDoc();

const CTX = { ip: '203.0.113.9', affid: 'OP-AFF', rid: 'OP-RID', tid: 'OP-TID', tcpaText: 'consent text' };
const TOKENS = { certificate: false, leadId: false };

function payloadFor(service: Service, answers: Record<string, string> = {}) {
  const body = validLead(service);
  const lead = leadRequestSchema(service, TOKENS).parse({ ...body, answers: { ...body.answers, ...answers } });
  return toPayload(service, lead, CTX);
}

const CONTRACT_KEYS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'zip',
  'homeOwner',
  'Propertytype',
  'Purchasetimeframe',
  'Timetocall',
  'BriefRequirement',
  'TcpaText',
  'category',
  'ipaddress',
  'browser',
  'url',
  'start',
  'min',
  'affid',
  'rid',
  'tid',
  'aff_id',
  'transaction_id',
  'sub_aff_id',
  'xxTrustedFormCertUrl',
  'universalLeadid',
];

describe('the catalogue matches the spec', () => {
  it('has the 14 services with their ids and categories', () => {
    expect(SERVICES.map((s) => [s.title, s.id, s.category])).toEqual(Object.entries(SPEC).map(([title, s]) => [title, s.id, s.category]));
  });

  it.each(Object.keys(SPEC))('%s asks its questions with the option counts the spec gives', (title) => {
    const service = findServiceByTitle(title)!;
    const shape = Object.fromEntries(service.questions.map((q) => [q.field, q.kind === 'choice' ? q.options!.length : 'as-is']));
    expect(shape).toEqual(SPEC[title]!.fields);
    for (const q of service.questions) {
      const labels = (q.options ?? []).map((o) => o.label);
      expect(new Set(labels).size, `${q.field} has duplicate options`).toBe(labels.length);
    }
  });

  it('uses the spec option lists where it names them', () => {
    const labels = (title: string, field: string) =>
      findServiceByTitle(title)!
        .questions.find((q) => q.field === field)!
        .options!.map((o) => o.label);
    expect(labels('Solar', 'SolarCurrencyBill')).toEqual([
      '$50-$100',
      '$100-$200',
      '$200-$300',
      '$300-$400',
      '$400-$500',
      '$500-$600',
      '$600-$700',
      '$700-$800',
      '$800-$900',
      'More than $900',
    ]);
    expect(labels('Solar', 'HowMuchSun')).toEqual(['Full sun', 'Partially shaded', 'Mostly shaded', 'Not sure']);
    expect(labels('Windows', 'windowsType')).toEqual(['1', '2', '3-5', '6-9', '10+']);
    expect(labels('Gutters', 'Guttertype')).toEqual([
      'Galvanized',
      'Seamless Metal',
      'PVC',
      'Wood',
      'Gutter Cleaning',
      'Gutter Protection',
      'Other',
    ]);
    expect(labels('HomeSecurity', 'HomeSecurity')).toEqual([
      'Equipment Only',
      'New System Installation',
      'Reactivating The Existing System',
    ]);
    expect(labels('Bathroom', 'ProjectNature')).toEqual(['New Bath Install', 'Bathroom Remodel']);
    expect(labels('Kitchen', 'ProjectNature')).toEqual(['New Kitchen', 'Repair Kitchen', 'Kitchen Remodeling']);
    expect(labels('Movers', 'movingDistance')).toEqual(['Long Distance', 'Local', 'Other']);
    expect(labels('Movers', 'Movesize')).toEqual(expect.arrayContaining(['Studio', 'Over 4 Bedrooms', 'Partial Home']));
    expect(labels('Roofing', 'ProjectStatus')).toEqual(['Ready to hire', 'Planning and budgeting']);
  });
});

describe.each(Object.keys(SPEC))('coding %s', (title) => {
  const service = findServiceByTitle(title)!;

  it('sends the contract fields plus exactly its own fields', () => {
    const payload = payloadFor(service);
    expect(Object.keys(payload).sort()).toEqual([...CONTRACT_KEYS, ...Object.keys(SPEC[title]!.fields)].sort());
    expect(payload.category).toBe(SPEC[title]!.category);
  });

  for (const q of service.questions.filter((x) => x.kind === 'choice')) {
    it(`codes every ${q.field} option as docs/network-payload.md gives it`, () => {
      for (const row of docTable(DOC, q.field, title).rows) {
        const payload = payloadFor(service, { [q.id]: row.label });
        expect(payload[q.field], `${q.field} "${row.label}" (${row.meaning})`).toBe(row.code);
      }
    });
  }
});

describe('the odd orders', () => {
  it('codes movingDistance Local=1, Long Distance=2, Other=3 though Long Distance is shown first', () => {
    const movers = findServiceByTitle('Movers')!;
    expect(payloadFor(movers, { movingDistance: 'Local' }).movingDistance).toBe(1);
    expect(payloadFor(movers, { movingDistance: 'Long Distance' }).movingDistance).toBe(2);
    expect(payloadFor(movers, { movingDistance: 'Other' }).movingDistance).toBe(3);
  });

  it('codes two-option ProjectNature first=1, second=3', () => {
    const bathroom = findServiceByTitle('Bathroom')!;
    expect(payloadFor(bathroom, { projectNature: 'New Bath Install' }).ProjectNature).toBe(1);
    expect(payloadFor(bathroom, { projectNature: 'Bathroom Remodel' }).ProjectNature).toBe(3);
  });

  it('codes only the network\'s 16 HVAC types and sends "" for the nine it does not code', () => {
    const hvac = findServiceByTitle('HVAC')!;
    expect(payloadFor(hvac, { hvacType: 'Air ducts, repair or replace' }).HVACType).toBe(1);
    expect(payloadFor(hvac, { hvacType: 'Heating, repair' }).HVACType).toBe(16);
    expect(payloadFor(hvac, { hvacType: 'Heat pump, new installation' }).HVACType).toBe('');
    expect(payloadFor(hvac, { hvacType: 'Ducts and vents, installation' }).HVACType).toBe('');
  });
});

// The answers that reached the network as other options before the lists were the network's:
// the codes the network's table gives them, written out.
describe('the network reads the answer the visitor picked', () => {
  it.each([
    ['Roofing', 'Commercial roofing', 'roofingType', 6, 'roofMaterial'],
    ['Painting', 'Interior painting, 1-2 rooms', 'PaintType', 4, 'paintType'],
    ['Flooring', 'Hardwood floor, installation', 'Floortype', 4, 'floorType'],
    ['Plumbing', 'Water heater installation', 'PlumberType', 16, 'plumbingType'],
    ['Kitchen', 'Full kitchen', 'Kitchentype', 7, 'kitchenType'],
    ['Siding', 'Vinyl siding, install or replace', 'Sidingtype', 11, 'sidingType'],
    ['Bathroom', 'Walk-in tub installation', 'bathtype', 11, 'bathType'],
    ['Fencing', 'Chain-link fence, repair', 'Fencingtype', 6, 'fenceType'],
    ['HVAC', 'Furnace, new installation', 'HVACType', 10, 'hvacType'],
  ])('%s: "%s" is sent as %s %i', (title, label, field, code, id) => {
    expect(payloadFor(findServiceByTitle(title)!, { [id]: label })[field]).toBe(code);
  });
});

describe('shared fields', () => {
  const solar = findServiceByTitle('Solar')!;
  const code = (field: string, values: Record<string, string>) =>
    toPayload(solar, leadRequestSchema(solar, TOKENS).parse({ ...validLead(solar), ...values }), CTX)[field];

  it.each([
    ['homeOwner', 'HomeOwner', ['Yes', 'No']],
    ['Propertytype', 'PropertyType', ['Commercial', 'Multi-Unit', 'Residential']],
    ['Purchasetimeframe', 'PurchaseTimeFrame', ['1-2 weeks', '3-4 weeks', '5-6 weeks', '7-8 weeks', 'Time Is Flexible']],
    ['Timetocall', 'BestTimeToCall', ['Anytime', 'Morning', 'Afternoon', 'Evening']],
  ])('%s is coded 1-based in the spec order', (field, input, labels) => {
    (labels as string[]).forEach((label, i) => expect(code(field, { [input as string]: label })).toBe(i + 1));
  });

  it('renames fields, sends the state code and takes IP and operator ids from the server', () => {
    const body = validLead(solar);
    const p = toPayload(solar, leadRequestSchema(solar, TOKENS).parse(body), CTX);
    expect(p).toMatchObject({
      address: body.streetAddress,
      zip: body.zipCode,
      state: 'CA',
      BriefRequirement: body.requirements,
      browser: body.tracking.userAgent,
      ipaddress: '203.0.113.9',
      affid: 'OP-AFF',
      rid: 'OP-RID',
      tid: 'OP-TID',
      aff_id: 'AFF1',
      transaction_id: 'TX1',
      sub_aff_id: 'SUB1',
      TcpaText: 'consent text',
      ElectricalEnergyProvider: 'Southern California Edison',
      start: body.tracking.start,
      min: body.tracking.min,
    });
    expect(p).not.toHaveProperty('ElectricalEnergyProviderId');
    expect(p).not.toHaveProperty('requirements');
    expect(p).not.toHaveProperty('streetAddress');
  });
});
