// A wizard page loads its service's questions by the service's title: every service of the site list must
// find the very questions the server validates and codes its leads with.
import { describe, expect, it } from 'vitest';
import { findServiceById } from '#domain/catalogue.ts';
import { SERVICES } from '#domain/services.ts';
import { loadQuestions } from './service-wizard.tsx';

describe('loadQuestions', () => {
  it.each(SERVICES.map((s) => [s.title, s] as const))('%s loads the questions the server checks', async (_title, info) => {
    expect(await loadQuestions(info)).toBe(findServiceById(info.id)!.questions);
  });

  it('refuses a service with no questions module', async () => {
    await expect(loadQuestions({ title: 'Pools' })).rejects.toThrow(/no questions module for Pools/);
  });
});
