import { describe, expect, it } from 'vitest';
import { consultationHeading, consultationPhrase, findServiceByTitle } from './services.ts';

describe("the wizard's heading reads as plain English", () => {
  it.each([
    ['Solar', 'Get A Solar Consultation', 'a Solar consultation'],
    ['Movers', 'Get A Moving Consultation', 'a Moving consultation'],
    ['HVAC', 'Get An HVAC Consultation', 'an HVAC consultation'],
    ['HomeSecurity', 'Get A Home Security Consultation', 'a Home Security consultation'],
  ])('%s', (title, heading, phrase) => {
    const service = findServiceByTitle(title)!;
    expect(consultationHeading(service)).toBe(heading);
    expect(consultationPhrase(service)).toBe(phrase);
  });
});
