import { describe, expect, it } from 'vitest';
import { startGateway, type GatewayAnswer } from '../../test/payment-fixtures.js';
import { createHttpPaymentProvider } from './http-payment-provider.js';
import type { ChargeLookup } from './payment-provider.js';

const providerAt = (url: string) =>
  createHttpPaymentProvider({ name: 'Acme Pay', baseUrl: `${url}/`, apiKey: 'sk_lookup', testMode: true });

describe('http payment provider: looking a charge up by our reference', () => {
  it.each<[string, GatewayAnswer, ChargeLookup]>([
    [
      'an approved charge',
      { status: 200, body: { status: 'approved', id: 'ch_1' } },
      { status: 'approved', providerReference: 'ch_1' },
    ],
    [
      'a declined charge with its reason',
      { status: 200, body: { status: 'declined', reason: 'Card expired' } },
      { status: 'declined', reason: 'Card expired' },
    ],
    [
      'a declined charge without a reason',
      { status: 200, body: { status: 'declined' } },
      { status: 'declined', reason: 'The payment was declined' },
    ],
    ['a charge still processing', { status: 200, body: { status: 'processing' } }, { status: 'processing' }],
    [
      'no such charge (404 saying not_found)',
      { status: 404, body: { status: 'not_found' } },
      { status: 'not_found' },
    ],
  ])('reads %s', async (_name, answer, expected) => {
    const gateway = await startGateway({ lookup: () => answer });
    try {
      expect(await providerAt(gateway.url).lookup('coin-purchase-42')).toEqual(expected);
      expect(gateway.lookups).toEqual([{ reference: 'coin-purchase-42', auth: 'Bearer sk_lookup' }]);
    } finally {
      await gateway.close();
    }
  });

  it.each<[string, GatewayAnswer]>([
    ['a 404 that does not say not_found (a wrong base URL)', { status: 404, body: { error: 'no route' } }],
    ['a server error', { status: 500, body: { error: 'boom' } }],
    ['the gateway unavailable', { status: 503, body: { error: 'unavailable' } }],
    ['a refused key', { status: 401, body: { error: 'unauthorized' } }],
    ['an approval without the charge id', { status: 200, body: { status: 'approved' } }],
    ['an unknown status', { status: 200, body: { status: 'refunded?' } }],
  ])('treats %s as unknown (throws): the purchase stays pending', async (_name, answer) => {
    const gateway = await startGateway({ lookup: () => answer });
    try {
      await expect(providerAt(gateway.url).lookup('coin-purchase-7')).rejects.toThrow(/lookup/);
    } finally {
      await gateway.close();
    }
  });

  it('throws when the gateway cannot be reached at all', async () => {
    const gateway = await startGateway();
    const { url } = gateway;
    await gateway.close();
    await expect(providerAt(url).lookup('coin-purchase-9')).rejects.toThrow();
  });

  it('escapes our reference in the path', async () => {
    const gateway = await startGateway();
    try {
      expect(await providerAt(gateway.url).lookup('odd/ref ?')).toEqual({ status: 'not_found' });
      expect(gateway.lookups).toEqual([{ reference: 'odd/ref ?', auth: 'Bearer sk_lookup' }]);
    } finally {
      await gateway.close();
    }
  });
});
