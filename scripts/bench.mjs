// `npm run bench`: bundle the bench (TypeScript, imports the sources directly) with esbuild into a
// cache folder inside node_modules, so its bare imports resolve from the project, then run it; then
// the Memory tab's client figures (bench/client-size.mjs, real Chromium). One command, one report:
// everything is printed and written to bench/RESULTS.md.
import { spawnSync } from 'node:child_process'
import { appendFileSync, mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { cacheDir } from './lib/cache-dir.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const outdir = cacheDir(root, 'bench')
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
if (r.status !== 0) process.exit(r.status ?? 1)

const lines = []
/** One client section: its heading, then what `measure` returns, or why it was not measured. */
async function section(title, measure) {
  lines.push(...(lines.length ? [''] : []), `## ${title}`, '')
  try {
    lines.push(...await measure())
  } catch (error) {
    lines.push(`Not measured: ${error?.message ?? error}`)
  }
}
await section('Memory tab client (issue 4)', async () => {
  const { measureClient } = await import('../bench/client-size.mjs')
  const { bundle, render } = await measureClient()
  const ms = (x) => x.toFixed(1)
  return [
    `\`dist/client.js\` (every page): ${bundle.bytes} B minified, ${bundle.gzipBytes} B gzip; the tab's chunk (first open): ${bundle.chunkBytes} B minified, ${bundle.chunkGzipBytes} B gzip (React comes from the host).`,
    '',
    `Mount to ${render.judgments} judgment rows in Chromium (median of ${render.runs}): the tab ${ms(render.tabMs)} ms (${ms(render.tabFrameMs)} ms to the next frame) vs a bare React list of the same texts ${ms(render.baselineMs)} ms (${ms(render.baselineFrameMs)} ms): ${render.ratio.toFixed(1)}× (${render.frameRatio.toFixed(2)}× to the frame).`,
  ]
})
await section('Rows drawn at once: what content-visibility bought (issue 18)', async () => {
  const { measureRowVisibility, rowVisibilityLines } = await import('../bench/row-visibility.mjs')
  return rowVisibilityLines(await measureRowVisibility())
})
await section('What the page loads: before and after the client split (issue #21)', async () => {
  const { measureSplit, splitLines } = await import('../bench/client-split.mjs')
  return splitLines(await measureSplit())
})
lines.push('')
console.log(`\n${lines.join('\n')}`)
appendFileSync(`${root}bench/RESULTS.md`, `\n${lines.join('\n')}`)
