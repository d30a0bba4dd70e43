// Only the "second reading by the user's own model" section of `npm run bench` (issue 19): bundles
// bench/model-reading.ts the way scripts/bench.mjs bundles the whole bench, and prints the section.
// With DSH_MIRROR_READING_URL, DSH_MIRROR_READING_KEY and DSH_MIRROR_READING_MODEL set (an
// OpenAI-compatible endpoint, e.g. https://api.deepseek.com and deepseek-chat), it also measures the
// real reading on every pair no rule was tuned on; without them nothing is sent.
import { mkdirSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import { cacheDir } from './lib/cache-dir.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const outdir = cacheDir(root, 'bench-model-reading')
mkdirSync(outdir, { recursive: true })
await build({ entryPoints: { reading: `${root}bench/model-reading.ts` }, outdir, outExtension: { '.js': '.mjs' }, bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', logLevel: 'warning' })
const { modelReadingSection } = await import(pathToFileURL(`${outdir}/reading.mjs`).href)
console.log((await modelReadingSection()).join('\n'))
