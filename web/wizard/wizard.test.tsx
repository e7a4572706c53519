// @vitest-environment jsdom
// The wizard in the DOM (Testing Library), against the real server on loopback, as its own process (its
// lookups answer the steps' checks; DNS is the tests' fake): the step machine, the history entry per step, the progress
// kept in the tab, the phone/e-mail/provider input rules, and the error boundary.
// Expected texts are the product spec's.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SiteRouter } from '../lib/router.tsx';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findServiceByTitle, type Service } from '#domain/catalogue.ts';
import { isoDate } from '#domain/schemas.ts';
import { wizardSteps } from '#domain/steps.ts';
import { FakeDns } from '#tests/support/fake-dns.ts';
import { ErrorBoundary } from '../layout/error-boundary.tsx';
import { emptyValues } from './form-values.ts';
import { saveProgress } from './saved-progress.ts';
import { Wizard } from './wizard.tsx';

const roofing = findServiceByTitle('Roofing')!;
const solar = findServiceByTitle('Solar')!;
const dns = new FakeDns();
const nodeFetch = globalThis.fetch;
let server: ChildProcess;
let dataDir: string;

/** The server process (jsdom's globals are no place to run it in): its address once it listens. */
async function startServer(): Promise<string> {
  dataDir = mkdtempSync(join(tmpdir(), 'wizard-dom-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: process.cwd(),
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      DATABASE_URL: join(dataDir, 'leads.db'),
      DNS_SERVERS: dns.server,
      STATIC_DIR: 'no-static-dir-in-component-tests',
      RATE_LIMIT_READS_PER_MINUTE: '100000',
      RATE_LIMIT_WRITES_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${log}`)), 30_000);
    const read = (d: Buffer) => {
      log += d.toString();
      const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(log);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    server.stdout?.on('data', read);
    server.stderr?.on('data', read);
    server.once('exit', () => reject(new Error(`server exited:\n${log}`)));
  });
}

beforeAll(async () => {
  await dns.start();
  const base = await startServer();
  // The page's relative API calls go to the real server (a browser resolves them against its origin).
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => nodeFetch(new URL(String(input), base), init);
  // jsdom does no layout: scrolling an element into view is a no-op here.
  Element.prototype.scrollIntoView = function scrollIntoView() {};
  window.scrollBy = () => {};
});
afterAll(async () => {
  globalThis.fetch = nodeFetch;
  if (server.exitCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
  await dns.stop();
});
beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
afterEach(cleanup);

function open(service: Service, search = '') {
  window.history.pushState(null, '', `/Services/${service.title}${search}`);
  return render(
    <SiteRouter>
      <Wizard service={service} />
    </SiteRouter>,
  );
}

const stepLine = () => screen.getByText(/^Step \d+ of \d+$/).textContent;
const question = (service: Service, i: number) => wizardSteps(service)[i]!.label;
const shows = (text: string) => screen.findByText(text, {}, { timeout: 5000 });
const ready = () => waitFor(() => expect(document.querySelector('form[data-ready]')).not.toBeNull());

/** A tap on a choice card, as a visitor makes it (the wizard moves on by itself shortly after). */
async function tap(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole('radio', { name: label }));
}

describe('step machine and history', () => {
  it('Next checks only the current step; a tapped card moves on; each step is a history entry for Back and Forward', async () => {
    const user = userEvent.setup();
    const total = wizardSteps(roofing).length;
    open(roofing);
    await ready();
    expect(stepLine()).toBe(`Step 1 of ${total}`);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await shows('This field is required.')).toBeTruthy();

    const first = roofing.questions[0]!.options![0]!.label;
    await tap(user, first);
    await shows(question(roofing, 1));
    expect(stepLine()).toBe(`Step 2 of ${total}`);
    expect(window.location.search).toBe('?step=2');

    // The browser's Back: the previous step, its answer kept; Forward: the step already reached.
    act(() => window.history.back());
    await shows(question(roofing, 0));
    expect((screen.getByRole('radio', { name: first }) as HTMLInputElement).checked).toBe(true);
    act(() => window.history.forward());
    await shows(question(roofing, 1));

    // The wizard's own Back button goes the same way.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await shows(question(roofing, 0));
    expect(window.location.search).toBe('');
  });

  it('a step is reached by its address only when the steps before it are answered', async () => {
    open(roofing, '?step=5');
    await ready();
    await shows(question(roofing, 0));
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(stepLine()).toMatch(/^Step 1 of/);
  });
});

describe('saved progress', () => {
  it('a reload restores the answers and the step; Start over clears them', async () => {
    const user = userEvent.setup();
    const first = roofing.questions[0]!.options![1]!.label;
    const view = open(roofing);
    await ready();
    await tap(user, first);
    await shows(question(roofing, 1));
    view.unmount();

    // The same tab, reloaded at the step's address.
    const again = open(roofing);
    await ready();
    await shows(question(roofing, 1));
    expect(window.location.search).toBe('?step=2');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await shows(question(roofing, 0));
    expect((screen.getByRole('radio', { name: first }) as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Start over' }));
    await waitFor(() => expect((screen.getByRole('radio', { name: first }) as HTMLInputElement).checked).toBe(false));
    again.unmount();
    expect(JSON.parse(sessionStorage.getItem(`wizard:${roofing.id}`) ?? '{}').reached ?? 0).toBe(0);
  });

  it('never keeps the agreement box', async () => {
    const values = { ...emptyValues(roofing), agreement: true };
    saveProgress(roofing.id, { values, step: 0, reached: 0, submissionId: crypto.randomUUID(), start: Date.now() });
    expect(sessionStorage.getItem(`wizard:${roofing.id}`)).not.toContain('agreement');
  });
});

/** Saved progress up to the step named `name`, as if the visitor had answered every step before it. */
function seedUpTo(service: Service, name: string, values: Partial<ReturnType<typeof emptyValues>>) {
  const steps = wizardSteps(service);
  const at = steps.findIndex((s) => s.name === name);
  const inAWeek = isoDate(new Date(Date.now() + 7 * 86_400_000));
  const byKind = { zip: '10001', date: inAWeek, text: 'Two bedrooms', provider: 'Other' } as Record<string, string>;
  const answers = Object.fromEntries(service.questions.map((q) => [q.id, q.options?.[0]?.label ?? byKind[q.kind] ?? '']));
  saveProgress(service.id, {
    values: { ...emptyValues(service), answers, ...values },
    step: at,
    reached: at,
    submissionId: crypto.randomUUID(),
    start: Date.now(),
  });
  return at;
}

const CONTACT = {
  state: 'CA',
  zipCode: '90210',
  city: 'Beverly Hills',
  streetAddress: '9641 Sunset Blvd',
  firstName: 'Jane',
  lastName: 'Homeowner',
};

describe('forgiving input', () => {
  it('phone: a pasted "+1 (310) 555-1234" keeps the 10 national digits; typing still caps at 10', async () => {
    const at = seedUpTo(roofing, 'phone', { ...CONTACT, email: 'jane@gmail.com' });
    open(roofing, `?step=${at + 1}`);
    await ready();
    const phone = await screen.findByLabelText(question(roofing, at));
    fireEvent.change(phone, { target: { value: '+1 (310) 555-1234' } });
    expect((phone as HTMLInputElement).value).toBe('3105551234');
    const user = userEvent.setup();
    await user.clear(phone);
    await user.type(phone, '13105551234');
    expect((phone as HTMLInputElement).value).toBe('1310555123');
  });

  it('e-mail: "Did you mean …?" for gmial.com, accepted with one tap, then the MX check passes', async () => {
    const user = userEvent.setup();
    const at = seedUpTo(roofing, 'email', CONTACT);
    open(roofing, `?step=${at + 1}`);
    await ready();
    const email = await screen.findByLabelText(question(roofing, at));
    await user.type(email, 'jane@gmial.com');
    await user.click(await screen.findByRole('button', { name: 'jane@gmail.com' }));
    expect((email as HTMLInputElement).value).toBe('jane@gmail.com');
    expect(screen.queryByText(/Did you mean/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await shows(question(roofing, at + 1));
  });

  it('energy provider: "PG&E" is taken as the suggestion Pacific Gas and Electric (PG&E)', async () => {
    const user = userEvent.setup();
    const at = seedUpTo(solar, `answers.${solar.questions.find((q) => q.kind === 'provider')!.id}`, {});
    open(solar, `?step=${at + 1}`);
    await ready();
    const input = await screen.findByRole('combobox', { name: question(solar, at) });
    await user.clear(input);
    await user.type(input, 'PG&E');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await shows(question(solar, at + 1));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(((await screen.findByRole('combobox', { name: question(solar, at) })) as HTMLInputElement).value).toBe(
      'Pacific Gas and Electric (PG&E)',
    );
  });

  it('the requirements example fits the service: Movers are not about roofs', async () => {
    const movers = findServiceByTitle('Movers')!;
    const at = seedUpTo(movers, 'requirements', {
      ...CONTACT,
      email: 'jane@gmail.com',
      phone: '3105551234',
      HomeOwner: 'Yes',
      PropertyType: 'Residential',
      PurchaseTimeFrame: '1-2 weeks',
      BestTimeToCall: 'Anytime',
    });
    open(movers, `?step=${at + 1}`);
    await ready();
    const box = await screen.findByLabelText(question(movers, at));
    expect(box.getAttribute('placeholder')).not.toMatch(/roof/i);
    expect(box.getAttribute('placeholder')).toMatch(/mov|bedroom|miles/i);
  });
});

describe('error boundary', () => {
  function Broken(): never {
    throw new Error('render failed');
  }

  it('shows a plain message and a reload button instead of a blank page', async () => {
    const quiet = console.error;
    console.error = () => {};
    try {
      render(
        <ErrorBoundary what="The form" reassurance="Your answers are kept in this tab: reload the page to carry on where you were.">
          <Broken />
        </ErrorBoundary>,
      );
    } finally {
      console.error = quiet;
    }
    expect(screen.getByRole('heading', { name: 'The form could not be shown.' })).toBeTruthy();
    expect(screen.getByText(/Your answers are kept in this tab/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
  });
});
