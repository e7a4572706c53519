// Serves the built site: hashed assets with a long cache, and for every page path the page's HTML
// (the prerendered file when the build made one, the app shell otherwise). Unknown paths get the
// shell with HTTP 404, and the browser shows the not-found page.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isKnownPage } from '#domain/routes.ts';

/** The prerendered file for a page path, by the layout the build writes: `/About` -> `About/index.html`. */
function prerenderedFile(root: string, path: string): string | undefined {
  const clean = decodeURIComponent(path).replace(/\/+$/, '');
  if (clean.includes('..')) return undefined;
  const file = join(root, clean, 'index.html');
  return existsSync(file) ? file : undefined;
}

export async function pageRoutes(app: FastifyInstance, staticDir: string) {
  const root = resolve(staticDir);
  const shellFile = join(root, 'index.html');
  if (!existsSync(shellFile)) {
    app.log.warn({ root }, 'no built site found: pages are not served (run npm run build)');
    app.setNotFoundHandler((req, reply) => reply.code(404).send({ error: `Not found: ${req.method} ${req.url.split('?')[0]}` }));
    return;
  }
  const shell = readFileSync(shellFile, 'utf8');
  const notFoundFile = join(root, '404.html');
  const notFound = existsSync(notFoundFile) ? readFileSync(notFoundFile, 'utf8') : shell;

  await app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: false,
    setHeaders(res, path) {
      // Vite puts a content hash in every asset name, so an asset never changes under its name.
      const immutable = path.includes(`${join(root, 'assets')}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  const sendHtml = (reply: FastifyReply, code: number, html: string) =>
    reply.code(code).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/')) return reply.code(404).send({ error: `Not found: ${req.method} ${path}` });
    if (req.method !== 'GET' && req.method !== 'HEAD') return reply.code(404).send({ error: 'Not found' });
    if (isKnownPage(path)) {
      const file = prerenderedFile(root, path);
      return sendHtml(reply, 200, file ? readFileSync(file, 'utf8') : shell);
    }
    return sendHtml(reply, 404, notFound);
  });
}
