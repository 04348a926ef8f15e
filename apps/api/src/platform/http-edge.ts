import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Text that compresses. @fastify/compress's own list also takes application/octet-stream (uploaded
 * files, already packed more often than not); other types fall back to mime-db's `compressible`.
 */
const compressibleTypes = /^text\/(?!event-stream)|[+/](?:json|xml|javascript)(?:;|$)/;

/**
 * TRUST_PROXY as Fastify takes it. A hop count N trusts the N nearest hops whoever they are (as
 * Express does); Fastify itself ignores a bare number, so it becomes that rule here.
 */
export function fastifyTrustProxy(
  setting: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

/**
 * Whether the browser sees this site over HTTPS: PUBLIC_URL says so, or a trusted proxy reported
 * the request came in over HTTPS (request.protocol reads X-Forwarded-Proto only under TRUST_PROXY).
 */
export function servedOverHttps(request: FastifyRequest, config: Config): boolean {
  return config.publicUrl.startsWith('https://') || request.protocol === 'https';
}

/** `/api/auth` and everything under it, whatever the query string (every answer there, success or failure). */
const isAuthPath = (url: string): boolean => /^\/api\/auth(?:[/?#]|$)/.test(url);

/**
 * What every answer carries at the edge: cookie signing, CORS for the configured origins, security
 * headers that fit how the site is reached, and no caching of anything a signed-in user receives.
 */
export async function registerHttpEdge(app: FastifyInstance, config: Config, cookieSecret: string): Promise<void> {
  await app.register(cookie, { secret: cookieSecret });

  // Above the threshold, answers go out in brotli or gzip, whichever the client prefers. Left as
  // they are: ranges (206, Content-Range counts the file's own bytes), answers already encoded (the
  // web build's precompressed files) and the event stream, which writes to the socket itself.
  // Request bodies are not inflated: no client of ours compresses them, and inflating is work
  // anyone could ask of the server.
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: compressibleTypes,
    globalDecompression: false,
  });

  // Other origins' pages may call the API only when CORS_ORIGINS lists them; for any other origin
  // no CORS header is sent and the browser keeps the answer from the page. Same-origin needs none.
  const allowedOrigins = new Set(config.corsOrigins);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowedOrigins.has(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Range'],
    exposedHeaders: ['Retry-After', 'Content-Disposition'],
    maxAge: 600,
  });

  // Over plain HTTP (a LAN address, a test host), upgrade-insecure-requests would send the browser
  // to an HTTPS port nobody serves, and HSTS means nothing; both are added per request below.
  const securityHeaders = helmet({
    hsts: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  // Built once and applied to each response; @fastify/helmet rebuilds it on every request, a
  // measurable share of a cheap read's time (docs/performance.md). The hooks on every request take
  // a callback rather than returning a promise, which costs each request a promise and a turn.
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) => {
      if (error instanceof Error) return done(error);
      if (servedOverHttps(request, config)) {
        reply.header('strict-transport-security', `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`);
        // Helmet wrote its policy on the raw response; this one replaces it with the upgrade added.
        const policy = reply.raw.getHeader('content-security-policy');
        if (typeof policy === 'string') reply.header('content-security-policy', `${policy};upgrade-insecure-requests`);
      }
      done();
    });
  });

  // A signed-in user's answers are theirs alone, and an answer under /api/auth may carry a session
  // token or say whether an account exists: no browser, proxy or shared cache keeps any of them.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.user || isAuthPath(request.url)) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
