/**
 * The staff admin (admin/, a react-admin app built by Vite) under /admin/. It talks to the admin
 * API on this same origin, so its session cookie never crosses sites. Hashed asset names never
 * change content: cached for a year; index.html is revalidated so a new build shows at once.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

const ADMIN_APP_PREFIX = '/admin/';

// Helmet's policy, plus blob: images: the admin previews a picture before uploading it.
const ADMIN_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "font-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "img-src 'self' data: blob:",
  "object-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
].join(';');

export async function adminAppRoutes(fastify: FastifyInstance, options: { dir: string }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/admin', async (_request, reply) => reply.redirect(ADMIN_APP_PREFIX));
  if (!fs.existsSync(path.join(options.dir, 'index.html'))) {
    app.log.warn({ dir: options.dir }, 'the staff admin is not built: run `npm run admin:build`');
    app.get(`${ADMIN_APP_PREFIX}*`, async (_request, reply) =>
      reply.code(503).type('text/plain; charset=utf-8').send('The staff admin is not built yet. Run `npm run admin:build` (npm start does it) and reload.'),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: options.dir,
    prefix: ADMIN_APP_PREFIX,
    decorateReply: false,
    list: false,
    dotfiles: 'deny',
    // Ours below, per file, instead of one max-age for all.
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.setHeader('Content-Security-Policy', ADMIN_CSP);
      res.setHeader('Cache-Control', filePath.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable');
    },
  });
}
