import type { LightMyRequestResponse } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** A response's body as the client reads it, undoing the Content-Encoding it was sent with. */
export function decodedBody(response: LightMyRequestResponse): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === undefined || encoding === 'identity') return response.rawPayload;
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload);
  if (encoding === 'gzip') return gunzipSync(response.rawPayload);
  throw new Error(`unexpected content-encoding ${String(encoding)}`);
}
