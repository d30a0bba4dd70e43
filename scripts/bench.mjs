// `npm run bench`: bundle the bench (TypeScript, imports the sources directly) with esbuild into a
// cache folder inside node_modules, so its bare imports resolve from the project, then run it.
import { spawnSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = fileURLToPath(new URL('..', import.meta.url))
const outdir = `${root}node_modules/.cache/dsh-user-mirror-bench`
mkdirSync(outdir, { recursive: true })
await build({
  entryPoints: { main: `${root}bench/main.ts`, core: `${root}src/core/index.ts` },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
})
const r = spawnSync(process.execPath, [`${outdir}/main.mjs`], { cwd: root, stdio: 'inherit', env: { ...process.env, BENCH_ROOT: `file://${root}` } })
process.exit(r.status ?? 1)
