// Every prerendered page, and the page the server answers a contact form posted without scripts, passes
// the Nu Html Checker (vnu-jar, the W3C validator's engine) with no errors. Needs Java.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { expect, test } from './test.ts';
import { STATIC_DIR } from './servers.ts';

const run = promisify(execFile);
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) return name === 'assets' ? [] : htmlFiles(file);
    return name.endsWith('.html') ? [file] : [];
  });
}

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  lastLine?: number;
}

async function errors(files: string[]): Promise<string[]> {
  // vnu exits non-zero when it finds errors; its JSON report is on standard error either way.
  const result = await run('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files], { maxBuffer: 16 * 1024 * 1024 }).catch(
    (err: { stderr?: string }) => ({ stderr: err.stderr ?? '' }),
  );
  const report = JSON.parse(result.stderr || '{"messages":[]}') as { messages: VnuMessage[] };
  return report.messages
    .filter((m) => m.type === 'error' && !inInlinedStylesheet(m) && !isExpectLink(m))
    .map((m) => `${m.url.replace(/^file:/, '')}:${m.lastLine ?? '?'}: ${m.message}`);
}

/**
 * A CSS message about the site's stylesheet, which the build inlines (scripts/inline-stylesheet.ts).
 * vnu's CSS grammar predates what Tailwind writes and every supported browser reads (@property,
 * margin-trim, ...); when the stylesheet was a linked file vnu never read it. Everything else on the
 * page, style attributes included, is still checked.
 */
function inInlinedStylesheet(m: VnuMessage): boolean {
  if (!m.message.startsWith('CSS:') || m.lastLine === undefined) return false;
  const html = readFileSync(new URL(m.url), 'utf8');
  const start = html.indexOf('<style data-href="');
  if (start < 0) return false;
  const lineOf = (offset: number) => html.slice(0, offset).split('\n').length;
  return m.lastLine >= lineOf(start) && m.lastLine <= lineOf(html.indexOf('</style>', start));
}

/**
 * vnu's grammar allows `blocking` on a stylesheet link only; HTML now also has `<link rel="expect"
 * blocking="render">` (the console's sign-in page holds its first frame until its body is parsed with one).
 * Only that message, and only on a line that holds such a link, is passed over.
 */
function isExpectLink(m: VnuMessage): boolean {
  if (!m.message.startsWith('A “link” element with a “blocking” attribute') || m.lastLine === undefined) return false;
  const line = readFileSync(new URL(m.url), 'utf8').split('\n')[m.lastLine - 1] ?? '';
  return /<link rel="expect" href="#[\w-]+" blocking="render"/.test(line);
}

test('every prerendered page passes the Nu Html Checker', async () => {
  test.setTimeout(120_000);
  const files = htmlFiles(STATIC_DIR);
  expect(files.map((f) => relative(STATIC_DIR, f))).toEqual(
    // The Spanish pages too, under es/.
    expect.arrayContaining([
      'index.html',
      '404.html',
      'Contact/index.html',
      'Services/Roofing/index.html',
      'es/index.html',
      'es/Contact/index.html',
      'es/Services/Roofing/index.html',
    ]),
  );
  expect(await errors(files)).toEqual([]);
});

test('the pages a contact form posted without scripts gets back pass it too', async ({ request }) => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), 'vnu-'));
  try {
    const answers = [
      await request.post('/Contact', { form: { name: 'Sam Visitor', email: 'not-an-email', subject: '', message: 'Hi' } }),
      await request.post('/Contact', {
        form: { name: 'Sam Visitor', email: 'sam.visitor@gmail.com', subject: 'Coverage', message: 'Do you cover Pasadena?' },
      }),
    ];
    expect(answers.map((a) => a.status())).toEqual([422, 200]);
    const files = await Promise.all(
      answers.map(async (a, i) => {
        const file = join(dir, `answer-${i}.html`);
        writeFileSync(file, await a.text());
        return file;
      }),
    );
    expect(await errors(files)).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
