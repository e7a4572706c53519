// The home page in headless Chromium against the built, prerendered site: the typing line's timing,
// the cards, the accordion, the video that waits for its section, the strip's speed, reduced motion,
// and a clean console (a script error would show there). The tests that time the page's motion are tagged
// @timed: they run alone, after the rest (playwright.config.ts), so another worker's load is not what they measure.
import { expect, type Page, pageErrors, test } from './test.ts';
import { SERVICES, servicePath } from '../../domain/catalogue.ts';
import { SITE } from '../../domain/site.ts';

const SENTENCE = 'Your project, our expertise – a perfect match';
const isVideo = (url: string) => /\.(webm|mp4)(\?|$)/.test(url);

/** The typing line switches to 'running' once the page's script has started it (and motion is allowed). */
async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.locator('[data-typing="running"]')).toBeAttached();
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

test('the prerendered hero reads the brand and the whole sentence, with the word complete', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain(`>${SITE.brand}</h1>`);
  expect(html).toContain('data-typing-word="">expertise</span>');
  // The video is not in the first HTML: no sources, no autoplay, nothing to preload.
  expect(html).toMatch(/<video[^>]*preload="none"[^>]*><\/video>/);
  expect(html).not.toMatch(/<video[^>]*autoplay/i);
});

test(
  'typing line: deletes at ~100 ms, types at ~150 ms, pauses ~1 s, and reaches "solutions" on time',
  { tag: '@timed' },
  async ({ page }) => {
    await openHome(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SITE.brand);
    // Screen readers get the sentence once; the changing part is hidden from them.
    await expect(page.getByText(SENTENCE, { exact: true })).toBeAttached();
    await expect(page.locator('[data-typing]')).toHaveAttribute('aria-hidden', 'true');

    // Record every change of the word with its time, until 'solutions' has been typed and the first
    // letter of it deleted again (which measures the pause on the full word).
    const log = await page.evaluate(
      () =>
        new Promise<[number, string][]>((resolve, reject) => {
          const word = document.querySelector('[data-typing-word]')!;
          const entries: [number, string][] = [[performance.now(), word.textContent ?? '']];
          const done = () => {
            const full = entries.findIndex(([, w]) => w === 'solutions');
            return full >= 0 && full < entries.findLastIndex(([, w]) => w === 'solution');
          };
          new MutationObserver(() => {
            entries.push([performance.now(), word.textContent ?? '']);
            if (done()) resolve(entries);
          }).observe(word, { characterData: true, childList: true, subtree: true });
          setTimeout(() => reject(new Error(`timed out: ${JSON.stringify(entries)}`)), 10_000);
        }),
    );
    const words = log.map(([, w]) => w);
    const at = (w: string) => log.find(([, x]) => x === w)![0];

    // Deleting 'expertise' letter by letter, then typing 'solutions' letter by letter.
    const deleting = ['expertis', 'experti', 'expert', 'exper', 'expe', 'exp', 'ex', 'e', ''];
    const typing = ['s', 'so', 'sol', 'solu', 'solut', 'soluti', 'solutio', 'solution', 'solutions'];
    const seq = words.slice(words.indexOf('expertis'), words.indexOf('solutions') + 1);
    expect(seq).toEqual([...deleting, ...typing]);

    const gaps = (from: string[]) => from.slice(1).map((w, i) => at(w) - at(from[i]!));
    expect(median(gaps(deleting))).toBeGreaterThan(80);
    expect(median(gaps(deleting))).toBeLessThan(140);
    expect(median(gaps(typing))).toBeGreaterThan(125);
    expect(median(gaps(typing))).toBeLessThan(190);
    // From the first deletion to 'solutions': 8 more deletions, then 9 letters typed (2150 ms).
    expect(at('solutions') - at('expertis')).toBeGreaterThan(1850);
    expect(at('solutions') - at('expertis')).toBeLessThan(2700);
    // The full word stays for a second before deleting starts.
    const pause = log.find(([t, w]) => w === 'solution' && t > at('solutions'))![0] - at('solutions');
    expect(pause).toBeGreaterThan(900);
    expect(pause).toBeLessThan(1300);
  },
);

test('popular services: the first 4 services as cards, and All Services to /Services', async ({ page }) => {
  await openHome(page);
  const section = page.getByRole('region', { name: 'Popular services' });
  const cards = section.locator('article');
  await expect(cards).toHaveCount(4);
  for (const [i, s] of SERVICES.slice(0, 4).entries()) {
    await expect(cards.nth(i).getByRole('heading')).toHaveText(s.name);
    await expect(cards.nth(i).getByRole('link', { name: `Get Quote for ${s.name}` })).toHaveAttribute('href', servicePath(s));
  }
  expect(SERVICES.length).toBeGreaterThan(4);
  const all = section.getByRole('link', { name: 'All Services' });
  await expect(all).toHaveAttribute('href', '/Services');
  await all.click();
  await expect(page).toHaveURL(/\/Services$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
});

test('why choose us: one reason open at a time, clicking the open one closes it; Get Services goes to /services', async ({ page }) => {
  await openHome(page);
  const section = page.getByRole('region', { name: 'Why choose us' });
  // Each reason is a native disclosure (<details>): its title a heading in the <summary> the visitor clicks,
  // its expanded state the one the browser reports to screen readers (open).
  const reason = (name: string) => section.locator('details').filter({ has: page.getByRole('heading', { level: 3, name }) });
  const vetted = reason('Vetted, background-checked pros');
  const quotes = reason('Fast, free quotes');
  const local = reason('Nationwide coverage, local touch');
  const expanded = async () => Promise.all([vetted, quotes, local].map((d) => d.evaluate((e: HTMLDetailsElement) => String(e.open))));
  const click = (d: typeof vetted) => d.locator('summary').click();

  expect(await expanded()).toEqual(['true', 'false', 'false']);
  await expect(section.getByText(/screened before they can quote/)).toBeVisible();

  await click(quotes);
  await expect(quotes).toHaveJSProperty('open', true);
  expect(await expanded()).toEqual(['false', 'true', 'false']);
  await expect(section.getByText(/screened before they can quote/)).toBeHidden();
  await expect(section.getByText(/costs you nothing/)).toBeVisible();

  await click(quotes);
  await expect(quotes).toHaveJSProperty('open', false);
  expect(await expanded()).toEqual(['false', 'false', 'false']);
  await expect(section.getByText(/costs you nothing/)).toBeHidden();

  await click(local);
  expect(await expanded()).toEqual(['false', 'false', 'true']);
  await click(vetted);
  expect(await expanded()).toEqual(['true', 'false', 'false']);

  const get = section.getByRole('link', { name: 'Get Services' });
  await expect(get).toHaveAttribute('href', '/services');
  await get.click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
});

test('why choose us from the keyboard: Enter toggles a reason, the arrow keys, Home and End move between them', async ({ page }) => {
  await openHome(page);
  const summaries = page.getByRole('region', { name: 'Why choose us' }).locator('summary');
  await summaries.first().focus();
  // The accordion pattern's keys (WAI-ARIA APG), as the Radix accordion had them: wrapping at either end.
  await page.keyboard.press('ArrowDown');
  await expect(summaries.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/costs you nothing/)).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(summaries.nth(2)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(summaries.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(summaries.nth(2)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(summaries.nth(0)).toBeFocused();
  await page.keyboard.press('End');
  await expect(summaries.nth(2)).toBeFocused();
  await page.keyboard.press(' ');
  await expect(page.getByText(/pros who live and work nearby/)).toBeVisible();
  await expect(page.getByText(/costs you nothing/)).toBeHidden();
});

test('video: nothing is fetched until its section nears the viewport; the pulse gives way once it plays', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const requested: string[] = [];
  page.on('request', (r) => isVideo(r.url()) && requested.push(r.url()));
  await openHome(page);
  const video = page.locator('video');
  const placeholder = page.locator('[data-video-placeholder]');
  await page.waitForTimeout(1500);
  expect(requested).toEqual([]);
  await expect(video.locator('source')).toHaveCount(0);
  await expect(placeholder).toBeVisible();
  expect(await video.evaluate((v: HTMLVideoElement) => v.networkState)).toBe(0); // NETWORK_EMPTY

  await video.scrollIntoViewIfNeeded();
  await expect.poll(() => requested.length).toBeGreaterThan(0);
  await expect(placeholder).toHaveCount(0);
  await expect(video).toHaveCSS('opacity', '1');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 2 && !v.paused && v.loop && v.muted)).toBe(true);

  // Moving content can be paused.
  const pause = page.getByRole('button', { name: 'Pause animation' });
  await pause.click();
  await expect(pause).toHaveAttribute('aria-pressed', 'true');
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await pause.click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
});

/** The strip track's horizontal translation, sampled twice `ms` apart, and the distance per second. */
async function stripSpeed(page: Page, ms: number): Promise<{ speed: number; width: number }> {
  return page.evaluate(async (ms) => {
    const track = document.querySelector<HTMLElement>('.home-strip-track')!;
    const width = track.firstElementChild!.getBoundingClientRect().width;
    const x = () => new DOMMatrixReadOnly(getComputedStyle(track).transform).m41;
    const x0 = x();
    const t0 = performance.now();
    await new Promise((r) => setTimeout(r, ms));
    const x1 = x();
    const t1 = performance.now();
    // Moving left; a wrap past one copy's width restarts at 0.
    let dx = x0 - x1;
    if (dx < -1) dx += width;
    return { speed: (dx / (t1 - t0)) * 1000, width };
  }, ms);
}

test(
  'service strip: every service links to /services/{title}, scrolls at ~50 px/s, pauses on hover',
  { tag: '@timed' },
  async ({ page }) => {
    await openHome(page);
    const strip = page.getByRole('navigation', { name: 'Browse services' });
    await strip.scrollIntoViewIfNeeded();
    await expect(page.locator('.home-strip-track[data-running]')).toBeAttached();

    // Screen readers and the keyboard get each service once; the copy that makes the loop is hidden.
    const links = strip.getByRole('link');
    await expect(links).toHaveCount(SERVICES.length);
    for (const [i, s] of SERVICES.entries()) await expect(links.nth(i)).toHaveAttribute('href', `/services/${s.title}`);
    const copy = strip.locator('ul[aria-hidden="true"] a');
    await expect(copy).toHaveCount(SERVICES.length);
    for (const a of await copy.all()) await expect(a).toHaveAttribute('tabindex', '-1');

    await page.mouse.move(5, 5);
    const { speed, width } = await stripSpeed(page, 1000);
    expect(speed).toBeGreaterThan(45);
    expect(speed).toBeLessThan(55);
    // The duration is computed from the measured width: exactly 50 px per second.
    const duration = await page.locator('.home-strip-track').evaluate((t) => parseFloat(getComputedStyle(t).animationDuration));
    expect(width / duration).toBeCloseTo(50, 1);

    await page.locator('.home-strip').hover();
    expect((await stripSpeed(page, 600)).speed).toBe(0);
    await page.mouse.move(5, 5);
    expect((await stripSpeed(page, 600)).speed).toBeGreaterThan(40);

    // The strip's own pause button (moving content must be stoppable without a mouse).
    const pause = page.getByRole('button', { name: 'Pause scrolling' });
    await pause.click();
    await page.mouse.move(5, 5);
    expect((await stripSpeed(page, 600)).speed).toBe(0);
    await pause.click();

    // Keyboard: stepping back from the pause button lands on the last service; the strip stops and scrolls
    // so the focused link is in view.
    await pause.focus();
    await page.keyboard.press('Shift+Tab');
    const last = links.nth(SERVICES.length - 1);
    await expect(last).toBeFocused();
    await expect(page.locator('.home-strip-track')).toHaveCSS('animation-name', 'none');
    const box = (await page.locator('.home-strip').boundingBox())!;
    const focused = (await last.boundingBox())!;
    expect(focused.x).toBeGreaterThanOrEqual(box.x - 1);
    expect(focused.x + focused.width).toBeLessThanOrEqual(box.x + box.width + 1);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/services/${SERVICES.at(-1)!.title}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get A Moving Consultation');
  },
);

test('reduced motion: the first word stays, the strip is a still scrollable row, the video a still image', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const requested: string[] = [];
  page.on('request', (r) => isVideo(r.url()) && requested.push(r.url()));
  await page.goto('/');
  // Started: the still image replaces the video element.
  const why = page.getByRole('region', { name: 'Why choose us' });
  await expect(why.locator('video')).toHaveCount(0);
  await why.locator('img').scrollIntoViewIfNeeded();
  await expect(why.locator('img')).toBeVisible();
  await expect(why.locator('[data-video-placeholder]')).toHaveCount(0);

  await expect(page.locator('[data-typing]')).toHaveAttribute('data-typing', 'still');
  await page.waitForTimeout(2500);
  await expect(page.locator('[data-typing-word]')).toHaveText('expertise');
  await expect(page.locator('.home-caret')).toHaveCount(0);

  const strip = page.getByRole('navigation', { name: 'Browse services' });
  await expect(strip.getByRole('link')).toHaveCount(SERVICES.length);
  await expect(strip.locator('ul')).toHaveCount(1);
  const track = page.locator('.home-strip-track');
  await expect(track).not.toHaveAttribute('data-running');
  await expect(track).toHaveCSS('transform', 'none');
  expect((await stripSpeed(page, 600)).speed).toBe(0);
  // A row the visitor scrolls.
  const scroller = page.locator('.home-strip');
  await expect(scroller).toHaveCSS('overflow-x', 'auto');
  expect(await scroller.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
  await expect(page.getByRole('button', { name: 'Pause scrolling' })).toHaveCount(0);

  expect(requested).toEqual([]);
});

test('turning reduced motion on while on the page stills everything; turning it off starts it again', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openHome(page);
  const strip = page.getByRole('navigation', { name: 'Browse services' });
  await strip.scrollIntoViewIfNeeded();
  await expect(page.locator('.home-strip-track[data-running]')).toBeAttached();

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(page.locator('[data-typing]')).toHaveAttribute('data-typing', 'still');
  await expect(page.locator('[data-typing-word]')).toHaveText('expertise');
  await expect(page.locator('.home-caret')).toHaveCount(0);
  await expect(strip.locator('ul')).toHaveCount(1);
  await expect(page.locator('.home-strip')).toHaveCSS('overflow-x', 'auto');
  await expect(page.getByRole('button', { name: 'Pause scrolling' })).toHaveCount(0);
  const why = page.getByRole('region', { name: 'Why choose us' });
  await expect(why.locator('video')).toHaveCount(0);
  await expect(why.locator('img')).toHaveCount(1);

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect(page.locator('[data-typing]')).toHaveAttribute('data-typing', 'running');
  await expect(page.locator('.home-strip-track[data-running]')).toBeAttached();
  await expect(strip.locator('ul')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Pause scrolling' })).toHaveCount(1);
  await expect(why.locator('img')).toHaveCount(0);
  await expect(why.locator('video')).toHaveCount(1);
});

test('at 390 px wide the home content fits the width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openHome(page);
  const main = page.locator('main');
  expect(await main.evaluate((m) => m.scrollWidth <= m.clientWidth)).toBe(true);
  // Body text stays at 16 px or more on phones.
  await expect(page.getByText(/^One short request/)).toHaveCSS('font-size', '18px');
  await expect(page.getByText(/^The contractors in our partner networks/)).toHaveCSS('font-size', '16px');
});

test(
  'a client-side navigation to / from a React page: the typing line types, the video plays, the strip runs and routes',
  { tag: '@timed' },
  async ({ page }) => {
    // The home page opened directly runs without React (its enhancers over the prerendered markup); from a
    // React page the app renders it, and the same behaviour must start there too.
    await page.setViewportSize({ width: 1280, height: 800 });
    const errors = pageErrors(page);
    await page.goto('/Contact');
    const sameDocument = () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SITE.brand);
    expect(await sameDocument()).toBe(true);

    // The word is deleted after its second on screen.
    await expect(page.locator('[data-typing]')).toHaveAttribute('data-typing', 'running');
    await expect(page.locator('.home-caret')).toHaveCount(1);
    await expect(page.locator('[data-typing-word]')).not.toHaveText('expertise', { timeout: 3000 });

    await page.locator('video').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-video-placeholder]')).toHaveCount(0);
    await expect.poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
    await expect(page.getByRole('button', { name: 'Pause animation' })).toHaveCount(1);

    const strip = page.getByRole('navigation', { name: 'Browse services' });
    await strip.scrollIntoViewIfNeeded();
    await expect(strip.getByRole('link')).toHaveCount(SERVICES.length);
    await page.mouse.move(5, 5);
    const { speed } = await stripSpeed(page, 1000);
    expect(speed).toBeGreaterThan(45);
    expect(speed).toBeLessThan(55);

    // A link in the loop's hidden copy goes to its wizard inside the app, as the first copy's links do.
    await strip.getByRole('button', { name: 'Pause scrolling' }).click();
    const copied = strip.locator('ul[aria-hidden="true"] a').first();
    await copied.scrollIntoViewIfNeeded();
    await copied.click();
    await expect(page).toHaveURL(new RegExp(`/services/${SERVICES[0]!.title}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Get A ${SERVICES[0]!.name} Consultation`);
    expect(await sameDocument()).toBe(true);
    expect(errors).toEqual([]);
  },
);

for (const path of ['/', '/About']) {
  test(`no console errors on ${path} (its scripts included)`, async ({ page }) => {
    const errors = pageErrors(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    if (path === '/') {
      await expect(page.locator('[data-typing="running"]')).toBeAttached();
      await page.locator('video').scrollIntoViewIfNeeded();
      await expect(page.locator('[data-video-placeholder]')).toHaveCount(0);
      await page.getByRole('navigation', { name: 'Browse services' }).scrollIntoViewIfNeeded();
    } else {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`About ${SITE.brand}`);
      await expect(page.getByRole('link', { name: 'partner companies' })).toHaveAttribute('href', '/PartnerCompanies');
    }
    await page.waitForTimeout(500);
    expect(errors).toEqual([]);
  });
}
