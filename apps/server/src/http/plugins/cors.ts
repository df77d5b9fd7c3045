import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Same-origin needs no CORS; other sites only when configured. */
export const crossOrigin = fp(
  async (app: FastifyInstance, { origins }: { origins: string[] }) => {
    await app.register(cors, {
      origin: origins.length === 0 ? false : origins,
      methods: ['GET', 'POST'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language'],
      maxAge: 600,
    });
  },
  { name: 'cross-origin' },
);
