import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smaller answers gain less from compression than its headers and CPU cost. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses dynamic answers (JSON, the OpenAPI document, the docs' files, metrics) with brotli or gzip
 * as the client accepts, once they pass the threshold. Registered before any route: it attaches to
 * each route as it is added. Files that already carry a Content-Encoding (the web app's precompressed
 * assets) pass through untouched; event streams and websocket upgrades never reach it (the default
 * types skip text/event-stream; upgrades bypass Fastify's replies). Request bodies are not
 * decompressed: clients send small JSON, and a compressed body is one more way to push work onto us.
 */
export async function registerResponseCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });
}
