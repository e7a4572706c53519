// The golden test of what the contractor network receives: the catalogue's coded options and the payload's
// keys, compared option by option with docs/network-payload.md (the network's field reference, kept in the
// repo). Reordering, inserting, removing or rewording an option fails here until the document says the same.
import { describe, expect, it } from 'vitest';
import { validLead } from '#tests/support/lead-fixtures.ts';
import { docTable, readPayloadDoc, type DocTable } from '#tests/support/network-payload-doc.ts';
import { SERVICES, type Option } from './catalogue.ts';
import { toPayload } from './coding.ts';
import { leadRequestSchema } from './schemas.ts';
import { SHARED_CHOICES } from './steps.ts';

const doc = readPayloadDoc();

const pairs = (options: readonly Option[]) => options.map((o) => [o.label, o.code]);
const docPairs = (table: DocTable) => table.rows.map((r) => [r.label, r.code]);
const meaning = (field: string, service: string, code: number) => docTable(doc, field, service).rows.find((r) => r.code === code)?.meaning;

describe('docs/network-payload.md is the catalogue, option by option', () => {
  it('has a key table and a code table for every coded field', () => {
    expect(doc.keys.length).toBeGreaterThan(40);
    expect(doc.tables.length).toBeGreaterThan(20);
  });

  describe.each(SERVICES.map((s) => [s.title, s] as const))('%s', (title, service) => {
    for (const q of service.questions.filter((x) => x.kind === 'choice')) {
      it(`shows ${q.field} with the document's labels, codes, order and count`, () => {
        expect(pairs(q.options!)).toEqual(docPairs(docTable(doc, q.field, title)));
      });
    }
  });

  it.each(Object.values(SHARED_CHOICES).map((c) => [c.field, c.options] as const))(
    'shows the contact question %s with the document labels and codes',
    (field, options) => {
      for (const service of SERVICES) expect(pairs(options)).toEqual(docPairs(docTable(doc, field, service.title)));
    },
  );

  it('has no table that no question uses, and each table names exactly the services that ask it', () => {
    const shared = new Set<string>(Object.values(SHARED_CHOICES).map((c) => c.field));
    for (const table of doc.tables) {
      if (table.services === 'every service') {
        expect(shared.has(table.field), `${table.field} is not a contact question`).toBe(true);
        continue;
      }
      for (const title of table.services) {
        const service = SERVICES.find((s) => s.title === title);
        expect(service, `${title} in the heading of ${table.field}`).toBeDefined();
        expect(
          service!.questions.map((q) => q.field),
          `${title} asks ${table.field}`,
        ).toContain(table.field);
      }
    }
  });

  it('sends each service exactly the document keys, with the document types', () => {
    const tokens = { certificate: false, leadId: false };
    const ctx = { ip: '203.0.113.9', affid: 'A', rid: 'R', tid: 'T', tcpaText: 'consent' };
    for (const service of SERVICES) {
      const payload = toPayload(service, leadRequestSchema(service, tokens).parse(validLead(service)), ctx);
      const expected = doc.keys.filter((k) => k.sentBy === 'every service' || k.sentBy.includes(service.title));
      expect(Object.keys(payload).sort(), service.title).toEqual(expected.map((k) => k.key).sort());
      for (const { key, type } of expected) {
        const value = payload[key];
        const ok = type === 'code' ? typeof value === 'number' || value === '' : typeof value === type;
        expect(ok, `${service.title} ${key}: ${JSON.stringify(value)} is not a ${type}`).toBe(true);
      }
    }
  });
});

// Hard-written from the network's code tables (the document's source), so that the document itself cannot
// drift: a code's meaning and each list's size, as the network defines them.
describe("the document's meanings are the network's", () => {
  it.each([
    ['roofingType', 'Roofing', 6, 'Commercial Roofing'],
    ['roofingType', 'Roofing', 7, 'Flat, Foam, or Single Ply Roofing'],
    ['roofingType', 'Roofing', 12, 'Roof Maintenance or Cleaning'],
    ['HVACType', 'HVAC', 1, 'Air Ducts Repair & Replace'],
    ['HVACType', 'HVAC', 9, 'Ductless Air Conditioning'],
    ['HVACType', 'HVAC', 16, 'Heating - Repair'],
    ['PaintType', 'Painting', 1, 'Exterior Painting - Trim/Shutters'],
    ['PaintType', 'Painting', 4, 'Interior Painting - 1-2 Rooms'],
    ['PaintType', 'Painting', 10, 'Paint Removal or Stripping'],
    ['PlumberType', 'Plumbing', 10, 'Walk-In Bath Install'],
    ['PlumberType', 'Plumbing', 21, 'Other Install'],
    ['Kitchentype', 'Kitchen', 4, 'Countertops or Sinks'],
    ['Kitchentype', 'Kitchen', 7, 'Full Kitchen'],
    ['Sidingtype', 'Siding', 7, 'Stone Face - Install/Replace'],
    ['Sidingtype', 'Siding', 13, 'Other Repair'],
    ['bathtype', 'Bathroom', 8, 'Shower Install'],
    ['bathtype', 'Bathroom', 11, 'Walk-In Tub Install'],
    ['bathtype', 'Bathroom', 15, 'Other'],
    ['Fencingtype', 'Fencing', 5, 'Chain Link Fence - Install/Replace'],
    ['Fencingtype', 'Fencing', 14, 'Electric Pet Fence - Repair'],
    ['Floortype', 'Flooring', 1, 'Carpet - Install'],
    ['Floortype', 'Flooring', 4, 'Hardwood Floor - Install'],
    ['Floortype', 'Flooring', 11, 'Wood Floor - Repair or Partially Replace'],
    ['Guttertype', 'Gutters', 6, 'Gutter Protection'],
    ['windowsMaterial', 'Windows', 7, 'Windows Cleaning'],
    ['Movesize', 'Movers', 7, 'Partial Home'],
    ['movingDistance', 'Movers', 1, 'Local'],
    ['ProjectNature', 'Bathroom', 3, 'Bathroom Remodel'],
  ] as const)('%s (%s) %i means %s', (field, service, code, expected) => {
    expect(meaning(field, service, code)).toBe(expected);
  });

  it.each([
    ['roofingType', 'Roofing', 13, 13],
    ['HVACType', 'HVAC', 25, 16],
    ['PaintType', 'Painting', 10, 10],
    ['PlumberType', 'Plumbing', 21, 21],
    ['Kitchentype', 'Kitchen', 7, 7],
    ['Sidingtype', 'Siding', 13, 13],
    ['bathtype', 'Bathroom', 15, 15],
    ['Fencingtype', 'Fencing', 14, 14],
    ['Floortype', 'Flooring', 11, 11],
    ['SolarCurrencyBill', 'Solar', 10, 10],
    ['HowMuchSun', 'Solar', 4, 4],
    ['windowsType', 'Windows', 5, 5],
    ['windowsMaterial', 'Windows', 7, 7],
    ['Guttertype', 'Gutters', 7, 7],
    ['HomeSecurity', 'HomeSecurity', 3, 3],
    ['Movesize', 'Movers', 7, 7],
    ['movingDistance', 'Movers', 3, 3],
    ['ProjectStatus', 'Roofing', 2, 2],
    ['ProjectNature', 'Kitchen', 3, 3],
  ] as const)('%s (%s) shows %i options, codes 1 to %i once each, the rest ""', (field, service, shown, coded) => {
    const rows = docTable(doc, field, service).rows;
    expect(rows).toHaveLength(shown);
    expect(
      rows
        .map((r) => r.code)
        .filter((c) => c !== '')
        .sort((a, b) => Number(a) - Number(b)),
    ).toEqual(Array.from({ length: coded }, (_, i) => i + 1));
  });

  it('sends the HVAC options the network does not code as ""', () => {
    const uncoded = docTable(doc, 'HVACType', 'HVAC').rows.filter((r) => r.code === '');
    expect(uncoded.map((r) => r.meaning)).toEqual(
      [
        'Heat Pumps - New Install',
        'Heat Pumps - Repair',
        'Oil Heat - New Install',
        'Oil Heat - Repair',
        'Radiant Floor System',
        'Thermostats',
        'Boiler & Radiators - Repair',
        'Ductless AC - Repair',
        'Ducts and Vents - Install',
      ].map((m) => `${m} (not coded)`),
    );
  });
});
