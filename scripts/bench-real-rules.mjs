// Only the "Rules other people wrote" section of `npm run bench` (issue 19): bundles
// bench/real-rules.ts the way scripts/bench.mjs bundles the whole bench, and prints the section.
// The corpus is read from `shared/corpora/awesome-cursorrules-rules.jsonl` in a folder above the
// repository, or from RULES_CORPUS.
import { mkdirSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import { cacheDir } from './lib/cache-dir.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const outdir = cacheDir(root, 'bench-real-rules')
mkdirSync(outdir, { recursive: true })
await build({ entryPoints: { real: `${root}bench/real-rules.ts` }, outdir, outExtension: { '.js': '.mjs' }, bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', logLevel: 'warning' })
const { realRulesSection } = await import(pathToFileURL(`${outdir}/real.mjs`).href)
console.log(realRulesSection().join('\n'))
