// The hardening settings: read, normalised, and refused with a clear line when wrong.
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  it('reads REDIS_URL, ALLOWED_ORIGINS and SHUTDOWN_GRACE_MS', () => {
    const c = loadConfig({
      REDIS_URL: 'redis://cache:6379/0',
      ALLOWED_ORIGINS: 'https://www.example.com/, http://localhost:3000',
      SHUTDOWN_GRACE_MS: '5000',
    });
    expect(c.rateLimit.redisUrl).toBe('redis://cache:6379/0');
    expect(c.allowedOrigins).toEqual(['https://www.example.com', 'http://localhost:3000']);
    expect(c.shutdownGraceMs).toBe(5000);
  });

  it('defaults to counting in memory, no other origin, and a grace of one attempt plus 2 s', () => {
    const c = loadConfig({ LEAD_FORWARD_TIMEOUT_MS: '8000' });
    expect(c.rateLimit.redisUrl).toBeUndefined();
    expect(c.allowedOrigins).toEqual([]);
    expect(c.shutdownGraceMs).toBe(10_000);
  });

  it('listens for a late network answer 60 s by default, never less than the visitor time-out', () => {
    expect(loadConfig({}).lateAnswerMs).toBe(60_000);
    expect(loadConfig({ LEAD_LATE_ANSWER_MS: '20000' }).lateAnswerMs).toBe(20_000);
    expect(loadConfig({ LEAD_FORWARD_TIMEOUT_MS: '30000', LEAD_LATE_ANSWER_MS: '10000' }).lateAnswerMs).toBe(30_000);
    expect(() => loadConfig({ LEAD_LATE_ANSWER_MS: 'soon' })).toThrow(/LEAD_LATE_ANSWER_MS/);
  });

  it('stops the start with the names of the bad values', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379', ALLOWED_ORIGINS: 'example.com', SHUTDOWN_GRACE_MS: '-1' })).toThrow(
      /REDIS_URL[\s\S]*ALLOWED_ORIGINS[\s\S]*SHUTDOWN_GRACE_MS/,
    );
  });
});
