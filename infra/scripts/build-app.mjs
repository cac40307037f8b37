// `node ../../infra/scripts/build-app.mjs` in apps/api, apps/rooms or apps/embedded: bundles that
// app's src/main.ts (and the workspace packages it imports) into its dist/main.js.
// Third-party packages stay external; each import is rewritten to the file it resolves to from the
// importing package, so the bundle runs under pnpm's strict node_modules whichever app imported it.
import path from 'node:path';
import { build } from 'esbuild';

const outdir = path.resolve('dist');

await build({
  entryPoints: ['src/main.ts'],
  outfile: path.join(outdir, 'main.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-node-modules',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, async (args) => {
          if (
            args.path.startsWith('@casino/') ||
            args.path.startsWith('node:') ||
            args.pluginData === 'resolving'
          )
            return undefined;
          const resolved = await b.resolve(args.path, {
            kind: args.kind,
            resolveDir: args.resolveDir,
            pluginData: 'resolving',
          });
          if (resolved.errors.length > 0 || !resolved.path || !path.isAbsolute(resolved.path))
            return { path: args.path, external: true };
          let relative = path.relative(outdir, resolved.path).split(path.sep).join('/');
          if (!relative.startsWith('.')) relative = `./${relative}`;
          return { path: relative, external: true };
        });
      },
    },
  ],
});
