// How fast the quote wizard answers a tap on a phone-class CPU: Chromium's CPU slowed down 4x
// through the DevTools protocol, the latency read from the browser's own Event Timing entries (what INP
// is made of: from the input to the next frame painted after its handlers ran). Measured for a tap on a
// choice card and for a text step's Next. The target is 50 ms; the test fails above 100 ms to leave
// room for a loaded machine, and takes the median of three page loads for the same reason. Tagged @timed:
// run alone after the rest (playwright.config.ts), never beside another worker's browser and servers.
import { expect, test, type Browser, type Page } from './test.ts';
import { servicePath } from '../../domain/catalogue.ts';
import { wizardSteps } from '../../domain/steps.ts';
import { answer, plan, question, service, waitForWizard } from './wizard-driver.ts';

// Playwright's trace (the config's retain-on-failure) copies the page's DOM after every action, in the page's
// own main thread: between the tap and the frame that answers it, at the same 4x slowdown. Measured with it,
// a text step’s Next read 64-88 ms; without it 24-48 ms (medians 32), the wizard’s own latency. A failing run
// still keeps its trace here, without the DOM snapshots and screenshots.
test.use({ trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false } });

const LIMIT_MS = 100;
const CPU_SLOWDOWN = 4;
const RUNS = 3;
const roofing = service('Roofing');
const steps = wizardSteps(roofing);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

declare global {
  interface Window {
    tapLatency: { entries: { name: string; duration: number; interactionId: number }[]; pointerdown: number[] };
  }
}

/**
 * Opens the wizard as a first-time visitor (a fresh context: the wizard resumes saved progress otherwise),
 * hydrated, with an observer collecting every input's Event Timing entry from now on.
 */
async function openWizard(browser: Browser, baseURL: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await page.goto(servicePath(roofing));
  await waitForWizard(page);
  await page.evaluate(() => {
    window.tapLatency = { entries: [], pointerdown: [] };
    const keep = (list: PerformanceObserverEntryList) => {
      // interactionId is newer than TypeScript's DOM types; it groups the events of one tap.
      for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
        window.tapLatency.entries.push({ name: e.name, duration: e.duration, interactionId: e.interactionId ?? 0 });
      }
    };
    // 16 ms is the smallest threshold Event Timing allows: a faster event is not reported at all.
    new PerformanceObserver(keep).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
    // The page's first input is always reported, however fast: proof that the observer sees our taps.
    new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
    addEventListener('pointerdown', (e) => window.tapLatency.pointerdown.push(e.timeStamp), { capture: true });
  });
  return page;
}

/** The CPU slowed down (or back to normal with 1) for this page, as the DevTools' throttling does. */
async function slowCpu(page: Page, rate: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await cdp.detach();
}

/**
 * Does `tap`, waits for `nextLabel` to show, and returns the tap's latency: the longest Event Timing entry
 * of the interaction (pointerdown, pointerup, click), 0 when every part of it took under 16 ms; and the
 * time from the pointerdown to the frame after the next step's question appeared.
 */
async function measureTap(page: Page, tap: () => Promise<void>, nextLabel: string): Promise<{ eventMs: number; nextStepMs: number }> {
  const before = await page.evaluate(() => window.tapLatency.entries.length);
  await slowCpu(page, CPU_SLOWDOWN);
  try {
    const shown = page.evaluate(
      (label) =>
        new Promise<number>((resolve) => {
          const done = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now())));
          const visible = () =>
            [...document.querySelectorAll('form *')].some((el) => el.childElementCount === 0 && el.textContent === label);
          if (visible()) return done();
          const watch = new MutationObserver(() => {
            if (!visible()) return;
            watch.disconnect();
            done();
          });
          watch.observe(document.body, { childList: true, subtree: true, characterData: true });
        }),
      nextLabel,
    );
    await tap();
    const shownAt = await shown;
    // Event Timing entries are queued after the frame they describe: give the observer a few frames.
    await page.waitForTimeout(300);
    const { entries, pointerdown } = await page.evaluate(() => window.tapLatency);
    const interaction = entries.slice(before).filter((e) => e.interactionId > 0 || e.name === 'pointerdown');
    return { eventMs: Math.max(0, ...interaction.map((e) => e.duration)), nextStepMs: shownAt - pointerdown.at(-1)! };
  } finally {
    await slowCpu(page, 1);
  }
}

test('a tap on a choice card is answered within 100 ms under a 4x CPU slowdown', { tag: '@timed' }, async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const [first, second] = steps;
  const [, value] = plan(roofing)[0]!;
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const page = await openWizard(browser, baseURL!);
    const card = page.locator('label').filter({ has: page.getByRole('radio', { name: value, exact: true }) });
    await expect(question(page, first!)).toBeVisible();
    runs.push(await measureTap(page, () => card.click(), second!.label));
    // The page's first tap: Event Timing reports it whatever its duration, so the observer did see it.
    expect(await page.evaluate(() => window.tapLatency.entries.some((e) => e.name === 'pointerdown'))).toBe(true);
    await page.context().close();
  }
  console.log(
    `choice tap, ${CPU_SLOWDOWN}x CPU slowdown: Event Timing ${runs.map((r) => r.eventMs).join(', ')} ms; next step shown after ${runs.map((r) => Math.round(r.nextStepMs)).join(', ')} ms (including the card's deliberate pause)`,
  );
  expect(median(runs.map((r) => r.eventMs))).toBeLessThanOrEqual(LIMIT_MS);
});

test('a text step’s Next is answered within 100 ms under a 4x CPU slowdown', { tag: '@timed' }, async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const steps = plan(roofing);
  const at = steps.findIndex(([s]) => s.name === 'firstName');
  const [textStep, name] = steps[at]!;
  const [nextStep] = steps[at + 1]!;
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const page = await openWizard(browser, baseURL!);
    for (const [step, value] of steps.slice(0, at)) {
      if (step.name === 'city') {
        // Filled from the ZIP code; the visitor only goes on.
        await expect(page.getByLabel(step.label)).not.toHaveValue('');
        await page.getByRole('button', { name: 'Next' }).click();
      } else {
        await answer(page, step, value);
      }
    }
    await expect(question(page, textStep)).toBeVisible();
    await page.getByLabel(textStep.label, { exact: true }).fill(name);
    runs.push(await measureTap(page, () => page.getByRole('button', { name: 'Next' }).click(), nextStep.label));
    await page.context().close();
  }
  console.log(
    `text step's Next, ${CPU_SLOWDOWN}x CPU slowdown: Event Timing ${runs.map((r) => r.eventMs).join(', ')} ms; next step shown after ${runs.map((r) => Math.round(r.nextStepMs)).join(', ')} ms`,
  );
  // The time until the next step is on screen is reported, not judged: it includes the step's change
  // (validation, the step transition), which is not the tap's answer the issue measures.
  expect(median(runs.map((r) => r.eventMs))).toBeLessThanOrEqual(LIMIT_MS);
});
