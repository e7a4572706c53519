// @vitest-environment jsdom
// The logo follows the brand in config/site.json (text, not an image), and no image file in web/ has a
// brand name drawn into it: a rebrand is an edit of config/site.json and nothing else.
import { cleanup, render } from '@testing-library/react';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';

// NOTE: paths, not URLs: jsdom's URL is not the one node:fs takes.
const WEB = join(dirname(fileURLToPath(import.meta.url)), '..');
const site = JSON.parse(readFileSync(join(WEB, '../config/site.json'), 'utf8')) as { brand: string };

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

afterEach(() => {
  cleanup();
  vi.resetModules();
  vi.doUnmock('#domain/site.ts');
});

describe('the logo', () => {
  it('shows the brand name of config/site.json as text beside the mark', async () => {
    const { Logo } = await import('./logo.tsx');
    const { container } = render(<Logo light={false} />);
    expect(container.textContent).toBe(site.brand);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows another brand when the configuration names another', async () => {
    vi.doMock('#domain/site.ts', () => ({ SITE: { brand: 'Acme Home Match' } }));
    const { Logo } = await import('./logo.tsx');
    const { container } = render(<Logo light />);
    expect(container.textContent).toBe('Acme Home Match');
    expect(container.textContent).not.toContain(site.brand);
  });

  it('is in no image file: no SVG in web/ carries the brand name', () => {
    const svgs = files(WEB).filter((f) => f.endsWith('.svg'));
    expect(svgs.length).toBeGreaterThan(0);
    const words = site.brand.split(/\s+/).filter((w) => w.length > 3);
    for (const file of svgs) {
      const text = readFileSync(file, 'utf8');
      for (const word of words) expect(text.toLowerCase(), file).not.toContain(word.toLowerCase());
    }
  });
});
