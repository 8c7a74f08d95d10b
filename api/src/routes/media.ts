/**
 * Content pictures and CVs: the seed's, then what editors uploaded through the admin API (random
 * names, never rewritten, so long-lived caching is safe). Cross-origin resource policy so the
 * site's pages, on another origin, may show them (helmet's default would block). Applications'
 * uploads live elsewhere and are never served.
 *
 * Served to whom the database says now (db/media-audience.ts). A file no published content shows
 * (a draft candidate's photo and CV, the CV of a profile made from an application) answers as a
 * file that does not exist would, an answer no browser or CDN keeps, so a draft published later is
 * served at once; the staff open such files through the admin's own routes. The photo of a profile
 * made from an application is kept as briefly as the content's answers: its applicant may
 * withdraw her consent, and a year-long copy in a CDN would outlive it.
 */
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isMediaFileName } from '@efe/shared/contract/schema-parts';
import type { MediaAudience } from '../db/media-audience';
import { MEDIA_PREFIX } from '../http/media-url';
import { PUBLIC_CACHE_CONTROL } from '../http/public-cache';
import type { MediaLibrary } from '../media/media-library';

export interface MediaRoutesOptions {
  media: MediaLibrary;
  /** Who may have the file, asked of the database on each request. */
  audienceOf: (file: string) => MediaAudience;
}

export async function mediaRoutes(app: FastifyInstance, options: MediaRoutesOptions): Promise<void> {
  // Only reply.sendFile: the route below decides what is served.
  await app.register(fastifyStatic, {
    root: options.media.dirs,
    serve: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    maxAge: '365d',
    immutable: true,
    setHeaders: (res) => {
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    },
  });

  app.get<{ Params: { file: string } }>(`${MEDIA_PREFIX}:file`, async (request, reply) => {
    // The router has decoded the name once. A name with anything but letters, digits, ".", "_"
    // and "-" is no media file: nothing is left for the file sender to decode again into another name.
    const { file } = request.params;
    const audience = isMediaFileName(file) ? options.audienceOf(file) : 'no one';
    const found = audience === 'no one' ? null : options.media.pathOf(file);
    if (found === null) {
      return reply.code(404).header('cache-control', 'no-store').send({ error: `Not found: ${request.method} ${request.url.split('?')[0]}` });
    }
    if (audience === 'everyone for now') {
      return reply.header('cache-control', PUBLIC_CACHE_CONTROL).sendFile(path.basename(found), path.dirname(found), { cacheControl: false });
    }
    return reply.sendFile(path.basename(found), path.dirname(found));
  });
}
