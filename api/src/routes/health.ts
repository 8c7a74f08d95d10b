import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
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
