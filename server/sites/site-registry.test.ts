// The sites a deployment serves: config/sites/*.json in file-name order, or config/site.json alone as
// the one site "default"; a request's host picks one; a wrong file stops the start naming the problem.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { THREE_SITES, writeThreeSites } from '#tests/support/three-sites.ts';
import { CONFIG_DIR } from '../launch-check.ts';
import { isLoopbackHost, loadSites } from './site-registry.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'site-registry-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the one-site layout', () => {
  it('is config/site.json alone, id "default", answering on every host as before', () => {
    const sites = loadSites(CONFIG_DIR, join(dir, 'empty'));
    expect(sites.perSite).toBe(false);
    expect(sites.sites.map((s) => s.id)).toEqual(['default']);
    expect(sites.first.brand).toBe('BuildMatch Pros');
    expect(sites.forHost('www.buildmatchpros.com')?.id).toBe('default');
    expect(sites.forHost('WWW.BuildMatchPros.com.')?.id).toBe('default');
    expect(sites.forHost('localhost')?.id).toBe('default');
    expect(sites.forHost('quotes.example.com')?.id).toBe('default');
  });
});

describe('a folder of sites', () => {
  it('reads every file in file-name order, with its hosts and own partner list', () => {
    writeThreeSites(dir);
    const sites = loadSites(CONFIG_DIR, dir);
    expect(sites.perSite).toBe(true);
    expect(sites.sites.map((s) => s.id)).toEqual(['solar', 'roofing', 'movers']);
    expect(sites.forHost('sunwardsolar.com')?.brand).toBe('Sunward Solar Match');
    expect(sites.forHost('www.easyhaulmoves.com')?.brand).toBe('Easy Haul Movers');
    expect(sites.forHost('www.buildmatchpros.com')).toBeUndefined();
    expect(sites.forHost('127.0.0.1')?.id).toBe('solar');
    expect(sites.byId('solar')?.partners).toEqual(THREE_SITES[0]!.partners);
    expect(sites.byId('solar')?.themeColor).toBe('#0f766e');
  });

  it('stops the start on a file that is not a site, naming the file and the field', () => {
    writeThreeSites(dir);
    writeFileSync(join(dir, 'd-bad.json'), JSON.stringify({ brand: 'Bad', siteUrl: 'not a url' }));
    expect(() => loadSites(CONFIG_DIR, dir)).toThrow(/d-bad\.json is not a site: .*siteUrl/);
  });

  it('stops the start on a services subset naming a title no service has', () => {
    writeThreeSites(dir);
    const file = join(dir, THREE_SITES[2]!.file);
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), services: ['Movers', 'Moving Trucks'] }));
    expect(() => loadSites(CONFIG_DIR, dir)).toThrow(/c-movers\.json is not a site: services: no service is titled "Moving Trucks"/);
  });

  it('refuses a host named by two sites', () => {
    writeThreeSites(dir);
    const twin = JSON.parse(JSON.stringify({ ...THREE_SITES[1], file: undefined, mark: undefined }));
    writeFileSync(
      join(dir, 'z-twin.json'),
      JSON.stringify({
        ...twin,
        id: 'twin',
        legalName: 'Twin LLC',
        address: { street: '1 Main St', city: 'Dover', state: 'DE', zip: '19901' },
      }),
    );
    expect(() => loadSites(CONFIG_DIR, dir)).toThrow(/host www\.ridgelineroof\.com is named by two sites, roofing and twin/);
  });
});

describe('loopback names', () => {
  it('are localhost and the loopback addresses, nothing else', () => {
    for (const h of ['localhost', 'app.localhost', '127.0.0.1', '127.1.2.3', '[::1]', '::1']) expect(isLoopbackHost(h), h).toBe(true);
    for (const h of ['localhost.example.com', '128.0.0.1', 'example.com', '10.0.0.1']) expect(isLoopbackHost(h), h).toBe(false);
  });
});
