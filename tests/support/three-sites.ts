// Three brands for the tests that run several sites on one server: their files written into a folder the
// server and the prerender are pointed at (SITES_DIR), as an operator would write config/sites/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface TestSite {
  file: string;
  id: string;
  brand: string;
  phone: string;
  phoneE164: string;
  email: string;
  complianceEmail: string;
  siteUrl: string;
  hosts: string[];
  /** A word only this brand's texts contain (its domain's name). */
  mark: string;
  themeColor: string;
  partners?: string[];
}

// Names chosen so that no brand, phone, address or host is part of another's.
export const THREE_SITES: readonly TestSite[] = [
  {
    file: 'a-solar.json',
    id: 'solar',
    brand: 'Sunward Solar Match',
    phone: '(415) 734-0101',
    phoneE164: '+14157340101',
    email: 'help@sunwardsolar.com',
    complianceEmail: 'privacy@sunwardsolar.com',
    siteUrl: 'https://www.sunwardsolar.com',
    hosts: ['www.sunwardsolar.com', 'sunwardsolar.com'],
    mark: 'sunwardsolar',
    themeColor: '#0f766e',
    partners: ['Sunward Installers Inc.', 'Bright Roof Solar LLC'],
  },
  {
    file: 'b-roofing.json',
    id: 'roofing',
    brand: 'Ridgeline Roof Quotes',
    phone: '(512) 734-0202',
    phoneE164: '+15127340202',
    email: 'help@ridgelineroof.com',
    complianceEmail: 'privacy@ridgelineroof.com',
    siteUrl: 'https://www.ridgelineroof.com',
    hosts: ['www.ridgelineroof.com'],
    mark: 'ridgelineroof',
    themeColor: '#b45309',
  },
  {
    file: 'c-movers.json',
    id: 'movers',
    brand: 'Easy Haul Movers',
    phone: '(617) 734-0303',
    phoneE164: '+16177340303',
    email: 'help@easyhaulmoves.com',
    complianceEmail: 'privacy@easyhaulmoves.com',
    siteUrl: 'https://www.easyhaulmoves.com',
    hosts: ['www.easyhaulmoves.com'],
    mark: 'easyhaulmoves',
    themeColor: '#7c3aed',
  },
];

/** Writes the three sites' files (and the first one's own partner list) into `dir`. */
export function writeThreeSites(dir: string): void {
  mkdirSync(dir, { recursive: true });
  for (const s of THREE_SITES) {
    // A site's own files sit in a folder named after it, beside its file (docs/decisions/013-sites-per-host.md).
    const partnersFile = s.partners ? `${s.id}/partner-companies.json` : undefined;
    if (s.partners) {
      mkdirSync(join(dir, s.id), { recursive: true });
      writeFileSync(join(dir, s.id, 'partner-companies.json'), JSON.stringify(s.partners));
    }
    writeFileSync(
      join(dir, s.file),
      JSON.stringify(
        {
          id: s.id,
          hosts: s.hosts,
          brand: s.brand,
          legalName: `${s.brand} LLC`,
          phone: s.phone,
          phoneE164: s.phoneE164,
          email: s.email,
          complianceEmail: s.complianceEmail,
          address: { street: '1 Main St', city: 'Dover', state: 'DE', zip: '19901' },
          siteUrl: s.siteUrl,
          ...(partnersFile && { partnersFile }),
          themeColor: s.themeColor,
        },
        null,
        2,
      ),
    );
  }
}
