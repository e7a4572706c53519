import { describe, expect, it } from 'vitest';
import { serviceDescription } from './service-descriptions.ts';
import { SERVICES } from './services.ts';

describe('serviceDescription', () => {
  it('describes every service the site lists, each in its own words', () => {
    const texts = SERVICES.map((s) => serviceDescription(s));
    expect(texts.filter((t) => t.length < 60)).toEqual([]);
    expect(new Set(texts).size).toBe(SERVICES.length);
  });

  it('has the Solar card’s text of the /Services page', () => {
    expect(serviceDescription(SERVICES.find((s) => s.title === 'Solar')!)).toMatch(/^Cut your electric bill with a solar system/);
  });
});
