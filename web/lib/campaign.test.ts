// @vitest-environment jsdom
// Campaign parameters: taken from the landing URL on any page, kept
// for the visit in session storage, removed from the address bar, and (UTM fields, click ids) never mixed
// up with the affiliate fields the network receives.
import { beforeEach, describe, expect, it } from 'vitest';
import { captureCampaign, readCampaign } from './campaign.ts';

function land(url: string) {
  window.history.replaceState(null, '', url);
  captureCampaign();
}

describe('campaign capture', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('keeps aff_id, UTM fields and click ids for the visit and takes them out of the address bar', () => {
    land(
      '/Services/Solar?aff_id=A1&utm_source=google&utm_medium=cpc&utm_campaign=fall&utm_term=solar%20panels&utm_content=ad2&gclid=Cj0KCQ&fbclid=IwAR1&keep=1#top',
    );
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/Services/Solar?keep=1#top');
    // Another page of the same visit, without parameters: the values are still there.
    window.history.replaceState(null, '', '/About');
    captureCampaign();
    expect(readCampaign()).toEqual({
      aff_id: 'A1',
      transaction_id: '',
      sub_aff_id: '',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'fall',
      utm_term: 'solar panels',
      utm_content: 'ad2',
      gclid: 'Cj0KCQ',
      fbclid: 'IwAR1',
    });
  });

  it('a later landing updates only the parameters it carries', () => {
    land('/?utm_source=google&utm_campaign=fall');
    land('/Services?utm_campaign=winter');
    expect(readCampaign()).toMatchObject({ utm_source: 'google', utm_campaign: 'winter' });
  });

  it('bounds each value as the server does (128 characters, click ids 512)', () => {
    land(`/?utm_source=${'s'.repeat(300)}&gclid=${'g'.repeat(600)}`);
    expect(readCampaign().utm_source).toHaveLength(128);
    expect(readCampaign().gclid).toHaveLength(512);
  });
});
