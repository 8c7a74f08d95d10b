/**
 * Content pictures and CVs: the seed's, then what editors uploaded through the admin API (random
 * names, never rewritten, so long-lived caching is safe). Cross-origin resource policy so the
 * site's pages, on another origin, may show them (helmet's default would block). Applications'
 * uploads live elsewhere and are never served.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MEDIA_PREFIX } from '../http/media-url';

export async function mediaRoutes(app: FastifyInstance, options: { mediaDirs: string[] }): Promise<void> {
  await app.register(fastifyStatic, {
    root: options.mediaDirs,
    prefix: MEDIA_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    maxAge: '365d',
    immutable: true,
    setHeaders: (res) => {
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    },
  });
}
