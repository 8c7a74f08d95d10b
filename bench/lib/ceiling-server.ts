/**
 * The ceiling for `bench:api`: a bare Fastify server whose one route returns fixed JSON bytes
 * (the API's own /api/teachers answer, read from CEILING_BODY_FILE). Nothing our API does per
 * request can be cheaper than this on the same machine. GET /health answers for startup.
 */
import fs from 'node:fs';
import Fastify from 'fastify';

const body = fs.readFileSync(process.env.CEILING_BODY_FILE!);
const app = Fastify();
app.get('/health', async () => ({ status: 'ok' }));
app.get('/ceiling', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) }).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
