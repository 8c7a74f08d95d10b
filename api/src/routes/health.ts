import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

export async function healthRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/health',
    {
      schema: {
        response: {
          200: { type: 'object', properties: { status: { type: 'string', enum: ['ok'] } }, required: ['status'] },
        },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
}
