/**
 * The five routes every kind of content has in the admin API (list, read, create, replace,
 * delete), validated by schema, checked for media references, each change announced to the
 * deploy webhook.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ContentStore } from '../content-store/item-store';
import { FieldErrors, found } from '../http/errors';
import { adminRoute } from '../http/route-rules';
import { noteForAudit } from './audit-trail';
import { adminErrorAnswers, dataOf, idParams, listOf } from './admin-schemas';

export interface ResourceSpec<Body extends TSchema, Record, Input = Static<Body>> {
  /** e.g. "blog" → /api/admin/blog and /api/admin/blog/:id; its row of the role table. */
  path: 'blog' | 'testimonials' | 'candidates';
  /** Singular, for messages: "blog post". */
  noun: string;
  body: Body;
  answer: TSchema;
  store: ContentStore<Input, Record>;
  /** Refuses a write the content's own rules forbid (a candidate published without her consent) by throwing; `id`: null for a new item. */
  checkWrite?(input: Input, id: number | null): void;
  /** The editor's mistake behind a store's error (a taken slug), as field errors; undefined for a fault. */
  refusal?(error: unknown): FieldErrors | undefined;
  /** Media fields of the input with the file they name (null when unset). */
  mediaReferences(input: Input): { [field: string]: string | null | undefined };
  /** Adds what the answer shows besides the stored record (media URLs). */
  present(record: Record): object;
  /** After an item was replaced (`after`: what it is now) or deleted (`after`: null), with what it was. */
  afterChange?(before: Record, after: Record | null): void;
  /** Short description for the deploy log: "blog post how-to-choose-a-nanny". */
  describe(input: Input): string;
}

export interface ResourceContext {
  mediaExists(fileName: string): boolean;
  /** Deletes those of these uploads that nothing uses any more. */
  removeUnusedMedia(fileNames: string[]): void;
  contentChanged(reason: string): void;
}

export function registerResource<Body extends TSchema, Record>(fastify: FastifyInstance, spec: ResourceSpec<Body, Record>, context: ResourceContext): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const base = `/api/admin/${spec.path}`;
  const answers = { ...adminErrorAnswers, 200: dataOf(spec.answer), 201: dataOf(spec.answer) };

  const checkMedia = (input: Static<Body>) => {
    const errors: { [field: string]: string } = {};
    for (const [field, fileName] of Object.entries(spec.mediaReferences(input))) {
      if (fileName && !context.mediaExists(fileName)) errors[field] = `no file "${fileName}" under /media: upload it first`;
    }
    if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
  };
  const write = <T>(change: () => T): T => {
    try {
      return change();
    } catch (error) {
      throw spec.refusal?.(error) ?? error;
    }
  };
  const stored = (id: number): Record => found(spec.store.get(id), spec.noun, id);

  const rule = (action?: 'create' | 'update' | 'delete') => adminRoute(spec.path, action);

  app.get(base, { config: rule(), schema: { response: { ...adminErrorAnswers, 200: listOf(spec.answer) } } }, async () => ({
    data: spec.store.list().map((record) => spec.present(record)),
  }));

  app.get(`${base}/:id`, { config: rule(), schema: { params: idParams, response: answers } }, async (request) => ({
    data: spec.present(stored(request.params.id)),
  }));

  // Bodies are typed by the schema Fastify has just validated them against.
  app.post(base, { config: rule('create'), schema: { body: spec.body, response: answers } }, async (request, reply) => {
    const input = request.body;
    checkMedia(input);
    spec.checkWrite?.(input, null);
    const id = write(() => spec.store.create(input));
    noteForAudit(request, { id });
    context.contentChanged(`${spec.noun} created: ${spec.describe(input)}`);
    return reply.code(201).send({ data: spec.present(stored(id)) });
  });

  app.put(`${base}/:id`, { config: rule('update'), schema: { params: idParams, body: spec.body, response: answers } }, async (request) => {
    const input = request.body;
    checkMedia(input);
    spec.checkWrite?.(input, request.params.id);
    const before = stored(request.params.id);
    write(() => spec.store.replace(request.params.id, input));
    const after = stored(request.params.id);
    spec.afterChange?.(before, after);
    context.contentChanged(`${spec.noun} updated: ${spec.describe(input)}`);
    return { data: spec.present(after) };
  });

  app.delete(
    `${base}/:id`,
    { config: rule('delete'), schema: { params: idParams, response: { ...adminErrorAnswers, 204: { type: 'null' } } } },
    async (request, reply) => {
      const before = stored(request.params.id);
      spec.store.remove(request.params.id);
      spec.afterChange?.(before, null);
      context.contentChanged(`${spec.noun} ${request.params.id} deleted`);
      return reply.code(204).send();
    },
  );
}
