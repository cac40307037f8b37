import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Database, Kysely } from '@casino/db';
import type { ChargeLookup, PaymentProvider } from '../src/coin-store/payment-provider.js';
import { createSandboxPaymentProvider } from '../src/coin-store/sandbox-payment-provider.js';

/** A gateway's answer: an HTTP status and a JSON body. */
export interface GatewayAnswer {
  status: number;
  body: unknown;
}

export interface ChargeBody {
  reference: string;
  amount: number;
  currency: string;
  description: string;
  customer: string;
}

export interface FakeGateway {
  url: string;
  /** Charges as the gateway received them, in order, with the headers that matter. */
  charges: Array<ChargeBody & { idempotencyKey: string | undefined; auth: string | undefined }>;
  /** Lookups as received: the reference asked about (decoded) and the key sent. */
  lookups: Array<{ reference: string; auth: string | undefined }>;
  /** The gateway's books: the charges it approved, by our reference. */
  approved: Map<string, string>;
  /** While set, every call answers 503 (the gateway is down). */
  down: boolean;
  close(): Promise<void>;
}

/**
 * A payment gateway on a local port speaking the protocol http-payment-provider.ts documents. By
 * default it approves every charge once per reference (remembering it) and answers lookups from what
 * it approved; `charge` and `lookup` override its answers.
 */
export async function startGateway(
  options: {
    charge?: (body: ChargeBody, attempt: number) => GatewayAnswer;
    lookup?: (reference: string, gateway: FakeGateway) => GatewayAnswer;
  } = {},
): Promise<FakeGateway> {
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const answer = respond(req.method ?? 'GET', req.url ?? '/', raw, req.headers);
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const gateway: FakeGateway = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    charges: [],
    lookups: [],
    approved: new Map(),
    down: false,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  function respond(
    method: string,
    url: string,
    raw: string,
    headers: Record<string, string | string[] | undefined>,
  ): GatewayAnswer {
    const auth = headers.authorization as string | undefined;
    if (gateway.down) return { status: 503, body: { error: 'unavailable' } };
    if (method === 'POST' && url === '/charges') {
      const body = JSON.parse(raw) as ChargeBody;
      gateway.charges.push({
        ...body,
        idempotencyKey: headers['idempotency-key'] as string | undefined,
        auth,
      });
      const attempt = gateway.charges.filter((c) => c.reference === body.reference).length;
      const known = gateway.approved.get(body.reference);
      const answer = options.charge
        ? options.charge(body, attempt)
        : { status: 200, body: { status: 'approved', id: known ?? `ch_${body.reference}` } };
      const decided = answer.body as { status?: string; id?: string };
      if (decided.status === 'approved' && decided.id) gateway.approved.set(body.reference, decided.id);
      return answer;
    }
    const match = /^\/charges\/([^/]+)$/.exec(url);
    if (method === 'GET' && match?.[1]) {
      const reference = decodeURIComponent(match[1]);
      gateway.lookups.push({ reference, auth });
      if (options.lookup) return options.lookup(reference, gateway);
      const id = gateway.approved.get(reference);
      return id
        ? { status: 200, body: { status: 'approved', id } }
        : { status: 404, body: { status: 'not_found' } };
    }
    return { status: 404, body: { error: 'no such route' } };
  }

  return gateway;
}

/**
 * A provider whose process dies during a purchase: `before-charge` dies as the charge is being sent
 * (it never reaches the provider), `after-charge` dies once the provider approved it (the coins were
 * never credited). Nothing after the death runs: the purchase's promise never settles, and nothing
 * awaits it. `died` resolves when it happened. Lookups are the real provider's.
 */
export function dyingProvider(
  provider: PaymentProvider,
  when: 'before-charge' | 'after-charge',
): { provider: PaymentProvider; died: Promise<void> } {
  let dead!: () => void;
  const died = new Promise<void>((resolve) => (dead = resolve));
  return {
    died,
    provider: {
      ...provider,
      charge: async (request) => {
        if (when === 'after-charge') await provider.charge(request);
        dead();
        return new Promise<never>(() => undefined);
      },
    },
  };
}

/** A gate a test opens when it likes: what waits on it stalls until then. */
export function gate(): { wait: Promise<void>; open(): void } {
  let open!: () => void;
  const wait = new Promise<void>((resolve) => (open = resolve));
  return { wait, open };
}

/** A provider that cannot be reached while `down()` says so. */
export function flakyProvider(provider: PaymentProvider, down: () => boolean): PaymentProvider {
  const unreachable = () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.1:443'));
  return {
    ...provider,
    charge: (request) => (down() ? unreachable() : provider.charge(request)),
    lookup: (reference) => (down() ? unreachable() : provider.lookup(reference)),
  };
}

/** A provider whose lookups answer what `answer` says (then the real provider's, when it returns null). */
export function scriptedLookups(
  provider: PaymentProvider,
  answer: (reference: string) => Promise<ChargeLookup | null> | ChargeLookup | null,
): PaymentProvider {
  return {
    ...provider,
    lookup: async (reference) => (await answer(reference)) ?? provider.lookup(reference),
  };
}

/**
 * The sandbox under a name of its own: the reconciler asks a provider only about its own purchases,
 * so each test's purchases are apart from the others' in one shared database.
 */
export function namedSandbox(db: Kysely<Database>, name: string): PaymentProvider {
  const sandbox = createSandboxPaymentProvider(db);
  return { ...sandbox, info: { ...sandbox.info, name } };
}
