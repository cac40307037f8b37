// Static checks of docker-compose.yml and infra/proxy/nginx.conf (no Docker engine needed).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

type Service = {
  image?: string;
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
const services = compose.services;

function env(name: string): Record<string, string> {
  const e = services[name]?.environment ?? {};
  if (Array.isArray(e)) return Object.fromEntries(e.map((kv) => [kv.split('=')[0]!, kv.split('=').slice(1).join('=')]));
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
  { service: 'api1', kind: 'api', port: '3000', start: 'npm run start:api' },
  { service: 'api2', kind: 'api', port: '3000', start: 'npm run start:api' },
  { service: 'rooms1', kind: 'rooms', port: '2567', start: 'npm run start:rooms' },
  { service: 'rooms2', kind: 'rooms', port: '2567', start: 'npm run start:rooms' },
] as const;

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

  it.each(apps)('$service has DATABASE_URL, REDIS_URL, SESSION_SECRET and PORT=$port', ({ service, port }) => {
    const e = env(service);
    expect(new URL(e.DATABASE_URL ?? '').hostname).toBe('postgres');
    expect(new URL(e.REDIS_URL ?? '').hostname).toBe('redis');
    expect(e.SESSION_SECRET).toBeTruthy();
    expect(e.NODE_ENV).toBe('production');
    expect(String(e.PORT)).toBe(port);
  });

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
});

describe('infra/proxy/nginx.conf', () => {
  it('listens on the port the proxy publishes', () => {
    const published = String(services.proxy?.ports?.[0]);
    const target = published.split(':').at(-1);
    expect(nginx).toMatch(new RegExp(`listen\\s+${target};`));
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
    expect(upstream(name).match(/server\s+(\S+);/g)?.map((s) => s.replace(/server\s+|;/g, ''))).toEqual(servers);
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
