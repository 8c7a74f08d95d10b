/**
 * Content pictures and sample CVs from the seed. Long-lived caching; cross-origin resource
 * policy so the site's pages, on another origin, may show them (helmet's default would block).
 * Uploaded files live elsewhere and are never served.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MEDIA_PREFIX } from '../http/media-url';

export async function mediaRoutes(app: FastifyInstance, options: { mediaDir: string }): Promise<void> {
  await app.register(fastifyStatic, {
    root: options.mediaDir,
    prefix: MEDIA_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    maxAge: '365d',
    immutable: true,
    setHeaders: (reply) => {
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    },
  });
}
