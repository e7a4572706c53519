// Option ids are the API's values (what the wizard posts, what leads store, what translations are keyed
// by): once published they never change, whatever happens to the wording. The ids are pinned here as
// written when they were introduced; each one's code is the network's, read from docs/network-payload.md
// by the option's place in the document's table (which lists the options in the order shown).
import { describe, expect, it } from 'vitest';
import { validLead } from '#tests/support/lead-fixtures.ts';
import { docTable, readPayloadDoc } from '#tests/support/network-payload-doc.ts';
import { findOption, findServiceByTitle, SERVICES } from './catalogue.ts';
import { toPayload } from './coding.ts';
import { leadRequestSchema } from './schemas.ts';
import { SHARED_CHOICES } from './steps.ts';

const PINNED: Record<string, Record<string, readonly string[]>> = {
  Solar: {
    SolarCurrencyBill: [
      'usd-50-100',
      'usd-100-200',
      'usd-200-300',
      'usd-300-400',
      'usd-400-500',
      'usd-500-600',
      'usd-600-700',
      'usd-700-800',
      'usd-800-900',
      'over-usd-900',
    ],
    HowMuchSun: ['full-sun', 'partially-shaded', 'mostly-shaded', 'not-sure'],
    ProjectNature: ['new', 'repair', 'remodeling'],
  },
  Windows: {
    ProjectNature: ['install', 'repair', 'remodeling'],
    windowsType: ['1-window', '2-windows', '3-5-windows', '6-9-windows', '10-plus-windows'],
    ProjectStatus: ['ready-to-hire', 'planning-and-budgeting'],
    windowsMaterial: ['vinyl', 'wood', 'aluminum', 'brick', 'stone', 'metal', 'windows-cleaning'],
  },
  Roofing: {
    ProjectNature: ['new', 'repair', 'remodeling'],
    roofingType: [
      'asphalt-shingle',
      'cedar-shake',
      'metal',
      'natural-slate',
      'tar',
      'commercial-roofing',
      'flat-foam-or-single-ply-roofing',
      'traditional-tile-roofing',
      'wood-or-composite-roofing',
      'waterproof-coatings',
      'roof-removal',
      'roof-maintenance-or-cleaning',
      'other',
    ],
    ProjectStatus: ['ready-to-hire', 'planning-and-budgeting'],
  },
  HVAC: {
    ProjectNature: ['new-installation', 'repair', 'replacement'],
    HVACType: [
      'air-ducts-repair-or-replace',
      'boiler-and-radiators-new-installation',
      'central-air-cleaning-and-maintenance',
      'central-air-new-installation',
      'central-air-repair',
      'commercial-cooling',
      'commercial-heating-new-installation',
      'commercial-heating-repair',
      'ductless-air-conditioning',
      'furnace-new-installation',
      'furnace-repair',
      'gas-heating-new-installation',
      'gas-heating-repair',
      'geothermal-system',
      'heating-new-installation',
      'heating-repair',
      'heat-pump-new-installation',
      'heat-pump-repair',
      'oil-heating-new-installation',
      'oil-heating-repair',
      'radiant-floor-system',
      'thermostats',
      'boiler-and-radiators-repair',
      'ductless-air-conditioning-repair',
      'ducts-and-vents-installation',
    ],
    ProjectStatus: ['ready-to-hire', 'planning-and-budgeting'],
  },
  Painting: {
    PaintType: [
      'exterior-painting-trim-or-shutters',
      'exterior-painting-whole-house',
      'paint-or-stain-a-deck-fence-or-porch',
      'interior-painting-1-2-rooms',
      'interior-painting-3-or-more-rooms',
      'wallpaper-hanging-or-removal',
      'specialty-faux-finishes',
      'specialty-textures',
      'commercial-painting',
      'paint-removal-or-stripping',
    ],
    ProjectStatus: ['ready-to-hire', 'planning-and-budgeting'],
  },
  Plumbing: {
    ProjectNature: ['new-installation', 'repair', 'remodeling'],
    PlumberType: [
      'basement-drainage-channel',
      'bathtubs',
      'commercial-or-industrial-plumbing',
      'faucets-fixtures-or-pipes',
      'gas-pipes',
      'general-plumbing-repair',
      'leak-detection-and-repair',
      'remodeling-and-construction',
      'sewer-and-drain',
      'walk-in-bath-installation',
      'fire-sprinkler-system',
      'pump-out-a-septic-tank',
      'septic-system-installation',
      'septic-system-repair',
      'sump-pump-repair',
      'water-heater-installation',
      'water-heater-repair',
      'water-line',
      'water-main-installation',
      'water-main-repair',
      'other-installation',
    ],
    ProjectStatus: ['ready-to-hire', 'planning-and-budgeting'],
  },
  Gutters: {
    ProjectNature: ['new-gutters', 'repair', 'replacement'],
    Guttertype: ['galvanized', 'seamless-metal', 'pvc', 'wood', 'gutter-cleaning', 'gutter-protection', 'other'],
    ProjectStatus: ['ready-to-hire', 'planning-and-budgeting'],
  },
  HomeSecurity: {
    HomeSecurity: ['equipment-only', 'new-system-installation', 'reactivating-the-existing-system'],
  },
  Kitchen: {
    ProjectNature: ['new-kitchen', 'repair-kitchen', 'kitchen-remodeling'],
    Kitchentype: ['appliances', 'cabinets', 'cabinet-repair', 'countertops-or-sinks', 'floor-plan-changes', 'flooring', 'full-kitchen'],
    ProjectStatus: ['ready-to-hire', 'planning-and-budgeting'],
  },
  Siding: {
    ProjectNature: ['new-siding', 'repair', 'replacement'],
    Sidingtype: [
      'aluminum-siding-install-or-replace',
      'aluminum-siding-repair',
      'brick-face-install-or-replace',
      'brick-face-repair',
      'composite-wood-install-or-replace',
      'composite-wood-repair',
      'stone-face-install-or-replace',
      'stone-face-repair',
      'stucco-install-or-replace',
      'stucco-repair',
      'vinyl-siding-install-or-replace',
      'vinyl-siding-repair',
      'other-repair',
    ],
    ProjectStatus: ['ready-to-hire', 'planning-and-budgeting'],
  },
  Bathroom: {
    ProjectNature: ['new-bath-install', 'bathroom-remodel'],
    bathtype: [
      'bathtub-installation',
      'bathtub-liner-installation',
      'cabinets',
      'countertops',
      'full-remodel',
      'general-remodeling',
      'new-flooring',
      'shower-installation',
      'sink-installation',
      'toilet-installation',
      'walk-in-tub-installation',
      'complete-remodel',
      'vanity-installation',
      'vanity-repair',
      'other',
    ],
    ProjectStatus: ['ready-to-hire', 'planning-and-budgeting'],
  },
  Fencing: {
    Fencingtype: [
      'wood-fence-install-or-replace',
      'wood-fence-repair',
      'vinyl-or-pvc-fence-install-or-replace',
      'vinyl-or-pvc-fence-repair',
      'chain-link-fence-install-or-replace',
      'chain-link-fence-repair',
      'wrought-iron-fence-install-or-replace',
      'wrought-iron-fence-repair',
      'aluminum-or-steel-fence-install-or-replace',
      'aluminum-or-steel-fence-repair',
      'barbed-wire-fence-install-or-replace',
      'barbed-wire-fence-repair',
      'electric-pet-fence-install-or-replace',
      'electric-pet-fence-repair',
    ],
    ProjectStatus: ['ready-to-hire', 'planning-and-budgeting'],
  },
  Flooring: {
    Floortype: [
      'carpet-installation',
      'carpet-repair-or-refasten',
      'epoxy-flooring',
      'hardwood-floor-installation',
      'laminate-floor-installation',
      'laminate-floor-repair',
      'tile-floor-install-or-repair',
      'vinyl-or-linoleum-floor-installation',
      'vinyl-or-linoleum-floor-repair',
      'wood-floor-refinishing',
      'wood-floor-repair-or-partial-replacement',
    ],
    ProjectStatus: ['ready-to-hire', 'planning-and-budgeting'],
  },
  Movers: {
    Movesize: ['studio', '1-bedroom', '2-bedrooms', '3-bedrooms', '4-bedrooms', 'over-4-bedrooms', 'partial-home'],
    movingDistance: ['long-distance', 'local', 'other'],
  },
};

const PINNED_SHARED: Record<string, readonly string[]> = {
  homeOwner: ['yes', 'no'],
  Propertytype: ['commercial', 'multi-unit', 'residential'],
  Purchasetimeframe: ['1-2-weeks', '3-4-weeks', '5-6-weeks', '7-8-weeks', 'time-is-flexible'],
  Timetocall: ['anytime', 'morning', 'afternoon', 'evening'],
};

const DOC = readPayloadDoc();
const CTX = { ip: '203.0.113.9', affid: 'A', rid: 'R', tid: 'T', tcpaText: 'consent' };
const TOKENS = { certificate: false, leadId: false };
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const solar = findServiceByTitle('Solar')!;

describe('option ids', () => {
  it('are the pinned ones, for every choice of every service', () => {
    for (const s of SERVICES) {
      const ids = Object.fromEntries(s.questions.filter((q) => q.options).map((q) => [q.field, q.options!.map((o) => o.id)]));
      expect(ids, s.title).toEqual(PINNED[s.title]);
    }
    const shared = Object.fromEntries(Object.values(SHARED_CHOICES).map((c) => [c.field, c.options.map((o) => o.id)]));
    expect(shared).toEqual(PINNED_SHARED);
  });

  it('are kebab-case, unique in their question, never a bare number, and never another option’s label', () => {
    const lists = [
      ...SERVICES.flatMap((s) => s.questions.flatMap((q) => (q.options ? [q.options] : []))),
      ...Object.values(SHARED_CHOICES).map((c) => c.options),
    ];
    for (const options of lists) {
      const ids = options.map((o) => o.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const o of options) {
        expect(o.id, o.label).toMatch(KEBAB);
        expect(o.id, o.label).not.toMatch(/^\d+$/);
        // An id that were another option's label would make the fallback to labels ambiguous.
        expect(
          options.filter((other) => other !== o && other.label === o.id),
          o.id,
        ).toEqual([]);
      }
    }
  });

  describe.each(Object.keys(PINNED))('%s, posted by id', (title) => {
    const service = findServiceByTitle(title)!;
    for (const q of service.questions.filter((x) => x.kind === 'choice')) {
      it(`codes every ${q.field} id as the network's table gives the option in its place`, () => {
        const rows = docTable(DOC, q.field, title).rows;
        const ids = PINNED[title]![q.field]!;
        expect(ids).toHaveLength(rows.length);
        ids.forEach((id, i) => {
          const body = validLead(service);
          const lead = leadRequestSchema(service, TOKENS).parse({ ...body, answers: { ...body.answers, [q.id]: id } });
          expect(lead.answers[q.id], 'the id is what is kept').toBe(id);
          expect(toPayload(service, lead, CTX)[q.field], `${q.field} ${id} (${rows[i]!.meaning})`).toBe(rows[i]!.code);
        });
      });
    }
  });

  it('codes the shared choices by id as the network codes them', () => {
    const fields: [string, string][] = [
      ['HomeOwner', 'homeOwner'],
      ['PropertyType', 'Propertytype'],
      ['PurchaseTimeFrame', 'Purchasetimeframe'],
      ['BestTimeToCall', 'Timetocall'],
    ];
    for (const [name, key] of fields) {
      const rows = docTable(DOC, key, 'Solar').rows;
      PINNED_SHARED[key]!.forEach((id, i) => {
        const lead = leadRequestSchema(solar, TOKENS).parse({ ...validLead(solar), [name]: id });
        expect(lead[name as 'HomeOwner'], 'the id is what is kept').toBe(id);
        expect(toPayload(solar, lead, CTX)[key], `${key} ${id}`).toBe(rows[i]!.code);
      });
    }
  });

  it('takes an English label from an older page and keeps the id it names', () => {
    const roofing = findServiceByTitle('Roofing')!;
    const body = validLead(roofing);
    const lead = leadRequestSchema(roofing, TOKENS).parse({
      ...body,
      HomeOwner: 'No',
      answers: { ...body.answers, roofMaterial: 'Commercial roofing' },
    });
    expect(lead.answers.roofMaterial).toBe('commercial-roofing');
    expect(lead.HomeOwner).toBe('no');
    const payload = toPayload(roofing, lead, CTX);
    expect(payload.roofingType).toBe(6);
    expect(payload.homeOwner).toBe(2);
  });

  it('refuses a code, a label in another case or an id of another question', () => {
    const roofing = findServiceByTitle('Roofing')!;
    for (const bad of ['6', 'commercial roofing', 'COMMERCIAL-ROOFING', 'full-sun', '']) {
      const body = validLead(roofing);
      const r = leadRequestSchema(roofing, TOKENS).safeParse({ ...body, answers: { ...body.answers, roofMaterial: bad } });
      expect(r.success, bad).toBe(false);
    }
  });

  it('finds an option by id first, then by English label', () => {
    const options = findServiceByTitle('Movers')!.questions.find((q) => q.id === 'movingDistance')!.options!;
    expect(findOption(options, 'local')?.code).toBe(1);
    expect(findOption(options, 'Local')?.code).toBe(1);
    expect(findOption(options, 'Long Distance')?.id).toBe('long-distance');
    expect(findOption(options, 'Anywhere')).toBeUndefined();
  });
});
