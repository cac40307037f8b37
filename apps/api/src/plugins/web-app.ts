import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite names every file under assets/ by its content hash: a new build never reuses a name. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** index.html (and anything else unhashed) is revalidated on each visit, so a release shows at once. */
export const UNHASHED_CACHE = 'no-cache';

/**
 * Serves the built web app: hashed assets cached for a year, every other GET that is not an api
 * path answered with index.html so the client-side router can show the page (or its 404). The
 * build writes brotli and gzip copies beside each text file (apps/web/precompress-assets.ts); a
 * browser that accepts one gets it without any compression work per request.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'web app not built: serving the api only');
    return false;
  }
  const root = resolve(distDir);
  const assetsDir = join(root, 'assets') + sep;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    // `path` is the file sent: assets/x.js.br for a brotli copy of assets/x.js.
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.startsWith(assetsDir) ? HASHED_ASSET_CACHE : UNHASHED_CACHE);
    },
  });
  return true;
}
