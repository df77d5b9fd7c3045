import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { securityHeaders } from '../security-headers.ts';

/**
 * Where the app's pages may load from and talk to: its own origin, Firebase Auth's endpoints
 * (the emulator in development), inline styles (vanilla-extract and Radix set some).
 */
const contentSecurityPolicy = (production: boolean, emulatorHost: string | undefined) => ({
  directives: {
    // Behind TLS in production every request is upgraded to https; a local game runs on plain http.
    upgradeInsecureRequests: production ? [] : null,
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: [
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      // The auth emulator the server itself trusts (development and tests only: refused in production).
      ...(emulatorHost ? [`http://${emulatorHost}`] : []),
    ],
    frameSrc: ["'self'", 'https://*.firebaseapp.com'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    // No site may frame the game (clickjacking); the published Storybook frames its own preview (below).
    frameAncestors: ["'none'"],
  },
});

/**
 * The security headers of every answer, worked out once: the hook below sends them, and so does the
 * server's answer to a request Node refused before Fastify saw it (connection.ts's clientErrorHandler).
 */
export const gameSecurityHeaders = ({
  production,
  authEmulatorHost,
}: {
  production: boolean;
  authEmulatorHost: string | undefined;
}) =>
  securityHeaders({
    contentSecurityPolicy: contentSecurityPolicy(production, authEmulatorHost),
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });

/**
 * Security headers on every answer. Storybook (a designers' tool with inline scripts) is exempt from the CSP.
 */
export const security = fp(
  async (app: FastifyInstance, { headers }: { headers: Readonly<Record<string, string>> }) => {
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    app.addHook('onSend', async (request, reply) => {
      if (!request.url.startsWith('/storybook')) return;
      reply.removeHeader('content-security-policy');
      // Storybook's manager shows each story in an iframe of its own origin.
      reply.header('x-frame-options', 'SAMEORIGIN');
    });
  },
  { name: 'security' },
);
