import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signs session ids in the cookie (`<id>.<base64 HMAC-SHA256>`), the format @fastify/session expects
 * from a signer. Shared by the api (which sets the cookie) and the rooms (which read it at the
 * WebSocket upgrade). The first secret signs; older ones still verify, so secrets can be rotated.
 */
export interface SessionSigner {
  sign(value: string): string;
  unsign(
    signed: string,
  ): { valid: true; renew: boolean; value: string } | { valid: false; renew: false; value: null };
}

export function createSessionSigner(secrets: readonly string[]): SessionSigner {
  if (secrets.length === 0 || secrets.some((s) => s.length < 32)) {
    throw new Error('session secrets must be at least 32 characters');
  }
  const mac = (secret: string, value: string) =>
    createHmac('sha256', secret).update(value).digest('base64').replace(/=+$/, '');
  return {
    sign: (value) => `${value}.${mac(secrets[0]!, value)}`,
    unsign: (signed) => {
      const dot = signed.lastIndexOf('.');
      if (dot <= 0) return { valid: false, renew: false, value: null };
      const value = signed.slice(0, dot);
      const given = Buffer.from(signed.slice(dot + 1));
      for (const [index, secret] of secrets.entries()) {
        const expected = Buffer.from(mac(secret, value));
        if (expected.length === given.length && timingSafeEqual(expected, given)) {
          return { valid: true, renew: index > 0, value };
        }
      }
      return { valid: false, renew: false, value: null };
    },
  };
}
