/**
 * The five routes every kind of content has in the admin API (list, read, create, replace,
 * delete), validated by schema, checked for media references, each change announced to the
 * deploy webhook.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContentStore } from '../content-store/item-store';
import type { ContentChanged } from '../deploy/deploy-scheduler';
import { FieldErrors, found } from '../http/errors';
import { adminRoute } from '../http/route-rules';
import { noteForAudit } from './audit-trail';
import type { MediaNamer } from './applicant-files';
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
  /** Files the input's text names (a post's picture or link to /media/...), by field: no applicant's file may be among them. */
  mediaInText?(input: Input): { [field: string]: string[] };
  /**
   * Whether the stored item is a profile made from an application: its files are its applicant's
   * alone, and reading, changing or deleting it needs the roles that may open applications (her
   * draft holds her name, languages, country and files, whether or not she agreed to a profile).
   */
  fromApplication?(record: Record): boolean;
  /** Adds what the answer shows besides the stored record (media URLs), and leaves out what this caller may not see. */
  present(record: Record, request: FastifyRequest): object;
  /**
   * Whether replacing (`after`: what it is now) or deleting (`after`: null) the item took a person's
   * data off the site: the build it asks for must forget it (deploy-scheduler.ts, ContentChanged).
   * Left out, no change of the kind does (a blog post's).
   */
  removesPersonalData?(before: Record, after: Record | null): boolean;
  /** After an item was replaced (`after`: what it is now) or deleted (`after`: null), with what it was. */
  afterChange?(before: Record, after: Record | null): void;
  /**
   * What the deploy log adds to the item's kind and number ("blog post 3 updated: how-to-choose-a-nanny"):
   * never a person's data, as the log is read by every role and no erasure reaches it. Left out,
   * the item is named by its number alone (a candidate, a testimonial's author).
   */
  describe?(input: Input): string;
}

export interface ResourceContext {
  mediaExists(fileName: string): boolean;
  /** Deletes those of these uploads that nothing uses any more. */
  removeUnusedMedia(fileNames: string[]): void;
  /** Refuses (by throwing field errors) naming files an applicant's profile holds, or, for her profile, files something else shows (admin/applicant-files.ts). */
  refuseSharedFiles(namer: MediaNamer, named: { [field: string]: readonly string[] }): void;
  /** Whether the caller may see applicants' data (admin/applicant-files.ts: one rule for all of it). */
  mayUseApplicantData(request: FastifyRequest): boolean;
  /** Refuses (by throwing 403) a caller who may not see applicants' data; `what` the change refused ("delete a candidate made from an application"). */
  requireApplicantDataRole(request: FastifyRequest, what: string): void;
  contentChanged: ContentChanged;
}

export function registerResource<Body extends TSchema, Record>(fastify: FastifyInstance, spec: ResourceSpec<Body, Record>, context: ResourceContext): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const base = `/api/admin/${spec.path}`;
  const answers = { ...adminErrorAnswers, 200: dataOf(spec.answer), 201: dataOf(spec.answer) };

  const checkMedia = (input: Static<Body>, before: Record | null, id: number | null) => {
    const errors: { [field: string]: string } = {};
    const named: { [field: string]: string[] } = { ...spec.mediaInText?.(input) };
    for (const [field, fileName] of Object.entries(spec.mediaReferences(input))) {
      if (fileName && !context.mediaExists(fileName)) errors[field] = `no file "${fileName}" under /media: upload it first`;
      if (fileName) named[field] = [fileName];
    }
    if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
    context.refuseSharedFiles({ resource: spec.path, id, fromApplication: before !== null && (spec.fromApplication?.(before) ?? false) }, named);
  };
  /** A profile made from an application is read, changed or deleted only by those who may open applications. */
  const checkApplicantData = (request: FastifyRequest, before: Record, what: 'open' | 'change' | 'delete') => {
    if (spec.fromApplication?.(before)) context.requireApplicantDataRole(request, `${what} a ${spec.noun} made from an application`);
  };
  const write = <T>(change: () => T): T => {
    try {
      return change();
    } catch (error) {
      throw spec.refusal?.(error) ?? error;
    }
  };
  const deployReason = (id: number, change: 'created' | 'updated', input: Static<Body>) =>
    `${spec.noun} ${id} ${change}${spec.describe ? `: ${spec.describe(input)}` : ''}`;
  const stored = (id: number): Record => found(spec.store.get(id), spec.noun, id);

  const rule = (action?: 'create' | 'update' | 'delete') => adminRoute(spec.path, action);

  app.get(base, { config: rule(), schema: { response: { ...adminErrorAnswers, 200: listOf(spec.answer) } } }, async (request) => ({
    // Profiles made from applications are left out for those who may not open them, as applications are.
    data: spec.store
      .list()
      .filter((record) => !spec.fromApplication?.(record) || context.mayUseApplicantData(request))
      .map((record) => spec.present(record, request)),
  }));

  app.get(`${base}/:id`, { config: rule(), schema: { params: idParams, response: answers } }, async (request) => {
    const record = stored(request.params.id);
    checkApplicantData(request, record, 'open');
    return { data: spec.present(record, request) };
  });

  // Bodies are typed by the schema Fastify has just validated them against.
  app.post(base, { config: rule('create'), schema: { body: spec.body, response: answers } }, async (request, reply) => {
    const input = request.body;
    checkMedia(input, null, null);
    spec.checkWrite?.(input, null);
    const id = write(() => spec.store.create(input));
    noteForAudit(request, { id });
    context.contentChanged(deployReason(id, 'created', input));
    return reply.code(201).send({ data: spec.present(stored(id), request) });
  });

  app.put(`${base}/:id`, { config: rule('update'), schema: { params: idParams, body: spec.body, response: answers } }, async (request) => {
    const input = request.body;
    const before = stored(request.params.id);
    checkApplicantData(request, before, 'change');
    checkMedia(input, before, request.params.id);
    spec.checkWrite?.(input, request.params.id);
    write(() => spec.store.replace(request.params.id, input));
    const after = stored(request.params.id);
    spec.afterChange?.(before, after);
    context.contentChanged(deployReason(request.params.id, 'updated', input), { personalDataRemoved: spec.removesPersonalData?.(before, after) ?? false });
    return { data: spec.present(after, request) };
  });

  app.delete(
    `${base}/:id`,
    { config: rule('delete'), schema: { params: idParams, response: { ...adminErrorAnswers, 204: { type: 'null' } } } },
    async (request, reply) => {
      const before = stored(request.params.id);
      checkApplicantData(request, before, 'delete');
      spec.store.remove(request.params.id);
      spec.afterChange?.(before, null);
      context.contentChanged(`${spec.noun} ${request.params.id} deleted`, { personalDataRemoved: spec.removesPersonalData?.(before, null) ?? false });
      return reply.code(204).send();
    },
  );
}
