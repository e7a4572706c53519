// Derives the geographic area codes of the US, Puerto Rico and the US Virgin Islands from
// libphonenumber's full metadata. The result is written into domain/us-area-codes.ts by
// `npm run data:area-codes`, so the browser can check phones without shipping 140 KB of metadata;
// a test fails when the installed metadata and the generated list drift apart.
import { parsePhoneNumber } from 'libphonenumber-js/max';

const REGIONS = new Set(['US', 'PR', 'VI']);
// Toll-free, premium and personal numbers are not a home owner's phone.
const GEOGRAPHIC = new Set(['FIXED_LINE', 'MOBILE', 'FIXED_LINE_OR_MOBILE']);
// A few ordinary subscriber numbers: an area code counts if any of them is a valid local number there.
const SAMPLES = ['2345678', '4567890', '7654321', '3456789', '5551234', '2123456'];

export function deriveAreaCodes(): string[] {
  const codes: string[] = [];
  for (let n = 200; n <= 999; n++) {
    const areaCode = String(n);
    const valid = SAMPLES.some((rest) => {
      const phone = parsePhoneNumber(areaCode + rest, 'US');
      const type = phone.getType();
      return phone.isValid() && REGIONS.has(phone.country ?? '') && type !== undefined && GEOGRAPHIC.has(type);
    });
    if (valid) codes.push(areaCode);
  }
  return codes;
}
