// Static checks of docker-compose.yml and infra/proxy/nginx.conf (no Docker engine needed).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

type Service = {
  image?: string;
  networks?: string[] | Record<string, { ipv4_address?: string } | null>;
  build?: { context?: string; dockerfile?: string };
  command?: string[] | string;
  environment?: Record<string, string> | string[];
  ports?: Array<string | { published?: string | number; target?: number }>;
  depends_on?: Record<string, { condition?: string }> | string[];
  healthcheck?: { test?: string[] | string };
  volumes?: string[];
};

const root = new URL('../', import.meta.url);
const compose = parse(readFileSync(new URL('docker-compose.yml', root), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
};
const nginx = readFileSync(new URL('infra/proxy/nginx.conf', root), 'utf8');
const dockerfile = readFileSync(new URL('infra/docker/Dockerfile', root), 'utf8');
const services = compose.services;

function env(name: string): Record<string, string> {
  const e = services[name]?.environment ?? {};
  if (Array.isArray(e))
    return Object.fromEntries(e.map((kv) => [kv.split('=')[0]!, kv.split('=').slice(1).join('=')]));
  return e;
}
function dependsOn(name: string): string[] {
  const d = services[name]?.depends_on ?? [];
  return Array.isArray(d) ? d : Object.keys(d);
}
function command(name: string): string {
  const c = services[name]?.command ?? '';
  return Array.isArray(c) ? c.join(' ') : c;
}
/** Body of `location <path> { ... }` in nginx.conf (no nested blocks inside locations). */
function location(path: string): string {
  const m = new RegExp(`location\\s+${path.replace(/[/^$|()]/g, '\\$&')}\\s*\\{([^}]*)\\}`).exec(nginx);
  return m?.[1] ?? '';
}
function upstream(name: string): string {
  return new RegExp(`upstream\\s+${name}\\s*\\{([^}]*)\\}`).exec(nginx)?.[1] ?? '';
}

const apps = [
  { service: 'api1', kind: 'api', port: '3000', start: 'node apps/api/dist/main.js' },
  { service: 'api2', kind: 'api', port: '3000', start: 'node apps/api/dist/main.js' },
  { service: 'rooms1', kind: 'rooms', port: '2567', start: 'node apps/rooms/dist/main.js' },
  { service: 'rooms2', kind: 'rooms', port: '2567', start: 'node apps/rooms/dist/main.js' },
] as const;

/** Dockerfile instructions in order (continuation lines joined), e.g. ['RUN', 'npx ... && ...']. */
const instructions = dockerfile
  .replace(/\\\n/g, ' ')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'))
  .map((l) => [l.split(/\s+/)[0]!.toUpperCase(), l.slice(l.indexOf(' ') + 1)] as const);
const indexOf = (keyword: string, match: RegExp = /.*/) =>
  instructions.findIndex(([k, rest]) => k === keyword && match.test(rest));

describe('docker-compose.yml', () => {
  it.each([
    { service: 'postgres', image: /^postgres:16/ },
    { service: 'redis', image: /^redis:7/ },
    { service: 'proxy', image: /^nginx:1\.27/ },
  ])('$service runs $image', ({ service, image }) => {
    expect(services[service]?.image).toMatch(image);
  });

  it.each(['postgres', 'redis'])('%s has a healthcheck', (service) => {
    expect(services[service]?.healthcheck?.test).toBeTruthy();
  });

  it.each(apps)('$service builds infra/docker/Dockerfile and runs "$start"', ({ service, start }) => {
    expect(services[service]?.build?.dockerfile).toBe('infra/docker/Dockerfile');
    expect(command(service)).toBe(start);
  });

  // A container start must not install or build: the image already holds both, owned by root and
  // read-only to the `node` user the processes run as.
  it.each(apps)('$service runs its built entry point without reinstalling or rebuilding', ({ service }) => {
    expect(command(service)).not.toMatch(/\b(npm|npx|pnpm|install|build|start\.mjs|tsx)\b/);
    const entry = command(service).split(' ')[1]!;
    expect(dockerfile).toContain(`test -f ${entry}`);
  });

  it.each(apps)('$service requires SESSION_SECRET from the environment (no default)', ({ service }) => {
    expect(env(service).SESSION_SECRET).toMatch(/^\$\{SESSION_SECRET:\?.+\}$/);
  });

  it.each(apps.filter((a) => a.kind === 'api'))(
    '$service requires ADMIN_EMAIL and ADMIN_PASSWORD (no default admin)',
    ({ service }) => {
      const e = env(service);
      expect(e.ADMIN_EMAIL).toMatch(/^\$\{ADMIN_EMAIL:\?.+\}$/);
      expect(e.ADMIN_PASSWORD).toMatch(/^\$\{ADMIN_PASSWORD:\?.+\}$/);
    },
  );

  it.each(apps)(
    '$service has DATABASE_URL, REDIS_URL, SESSION_SECRET and PORT=$port',
    ({ service, port }) => {
      const e = env(service);
      expect(new URL(e.DATABASE_URL ?? '').hostname).toBe('postgres');
      expect(new URL(e.REDIS_URL ?? '').hostname).toBe('redis');
      expect(e.SESSION_SECRET).toBeTruthy();
      expect(e.NODE_ENV).toBe('production');
      expect(String(e.PORT)).toBe(port);
    },
  );

  it.each(apps)('$service waits for healthy postgres and redis', ({ service }) => {
    const d = services[service]?.depends_on as Record<string, { condition?: string }>;
    expect(d.postgres?.condition).toBe('service_healthy');
    expect(d.redis?.condition).toBe('service_healthy');
  });

  it('the proxy publishes a port and mounts nginx.conf', () => {
    expect(services.proxy?.ports?.length).toBeGreaterThan(0);
    expect(services.proxy?.volumes?.some((v) => v.startsWith('./infra/proxy/nginx.conf:'))).toBe(true);
  });

  it.each(apps)('the proxy depends on $service', ({ service }) => {
    expect(dependsOn('proxy')).toContain(service);
  });

  it.each(apps.filter((a) => a.kind === 'api'))(
    "$service trusts X-Forwarded-* from the proxy's fixed address only",
    ({ service }) => {
      const proxyNetworks = services.proxy?.networks as Record<string, { ipv4_address?: string }>;
      const proxyAddress = proxyNetworks.casino?.ipv4_address;
      expect(proxyAddress).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
      expect(env(service).TRUST_PROXY).toBe(proxyAddress);
      expect(services[service]?.networks).toEqual(['casino']);
    },
  );
});

describe('infra/docker/Dockerfile', () => {
  it('installs from the lockfile and builds web, api and rooms at build time, as root', () => {
    const run = indexOf('RUN', /pnpm@[\d.]+ install --frozen-lockfile/);
    expect(run).toBeGreaterThan(-1);
    const body = instructions[run]![1];
    for (const pkg of ['@casino/web', '@casino/api', '@casino/rooms'])
      expect(body).toContain(`--filter ${pkg}`);
    expect(body).toMatch(/run build/);
    for (const file of ['apps/api/dist/main.js', 'apps/rooms/dist/main.js', 'apps/web/dist/index.html']) {
      expect(body).toContain(`test -f ${file}`);
    }
    expect(run).toBeLessThan(indexOf('USER'));
  });

  it('runs as node, with only /app/data writable by it', () => {
    expect(instructions.filter(([k]) => k === 'USER').map(([, rest]) => rest)).toEqual(['node']);
    expect(dockerfile).toMatch(/chown node:node \/app\/data/);
    expect(dockerfile).not.toMatch(/chown -R|--chown/);
  });

  it('runs production with source maps and defaults to the api entry point', () => {
    expect(instructions[indexOf('ENV', /NODE_ENV=production/)]?.[1]).toContain(
      'NODE_OPTIONS=--enable-source-maps',
    );
    expect(instructions.at(-1)).toEqual(['CMD', '["node", "apps/api/dist/main.js"]']);
  });
});

describe('infra/proxy/nginx.conf', () => {
  it('listens on the port the proxy publishes', () => {
    const published = String(services.proxy?.ports?.[0]);
    const target = published.split(':').at(-1);
    expect(nginx).toMatch(new RegExp(`listen\\s+${target};`));
  });

  it('overwrites X-Forwarded-For with the address it saw (appending would let clients name their own)', () => {
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    expect(nginx).not.toContain('$proxy_add_x_forwarded_for');
  });

  it.each(apps)('references $service:$port', ({ service, port }) => {
    expect(nginx).toContain(`server ${service}:${port};`);
  });

  it.each([
    { path: '/api', upstream: 'api' },
    { path: '/auth', upstream: 'api' },
    { path: '/healthz', upstream: 'api' },
    { path: '/metrics', upstream: 'api' },
  ])('routes $path to the $upstream upstream', ({ path }) => {
    const apiLocation = /location\s+~\s+\^\/\(([^)]*)\)\(\/\|\$\)\s*\{([^}]*)\}/.exec(nginx);
    expect(apiLocation?.[1]?.split('|')).toContain(path.slice(1));
    expect(apiLocation?.[2]).toContain('proxy_pass http://api;');
  });

  it('serves / (the web app) from the api upstream', () => {
    expect(location('/')).toContain('proxy_pass http://api;');
  });

  it.each([
    { path: '/rooms/', upstream: 'rooms', servers: ['rooms1:2567', 'rooms2:2567'] },
    { path: '/rooms1/', upstream: 'rooms1', servers: ['rooms1:2567'] },
    { path: '/rooms2/', upstream: 'rooms2', servers: ['rooms2:2567'] },
  ])('$path upgrades WebSockets to upstream $upstream', ({ path, upstream: name, servers }) => {
    const body = location(path);
    expect(body).toContain(`proxy_pass http://${name}/;`);
    expect(body).toMatch(/proxy_set_header Upgrade \$http_upgrade;/);
    expect(body).toMatch(/proxy_set_header Connection \$connection_upgrade;/);
    expect(
      upstream(name)
        .match(/server\s+(\S+);/g)
        ?.map((s) => s.replace(/server\s+|;/g, '')),
    ).toEqual(servers);
  });

  it.each(apps.filter((a) => a.kind === 'rooms'))(
    'ROOMS_PUBLIC_ADDRESS of $service points at its own location on the proxy',
    ({ service }) => {
      const address = env(service).ROOMS_PUBLIC_ADDRESS ?? '';
      const path = address.slice(address.indexOf('/'));
      expect(path).toBe(`/${service}`);
      expect(location(`${path}/`)).toContain(`proxy_pass http://${service}/;`);
    },
  );
});
