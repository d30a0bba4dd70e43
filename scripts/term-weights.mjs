// `node scripts/term-weights.mjs [--check]`: regenerate src/core/term-weights.data.ts from the rule
// corpus (bench/term-weights.ts; $RULES_CORPUS overrides its path). --check only says whether the
// shipped file is what the corpus and today's segmenter give (exit 1 when not).
import { spawnSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { cacheDir } from './lib/cache-dir.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const outdir = cacheDir(root, 'bench')
mkdirSync(outdir, { recursive: true })
const entry = `${outdir}/term-weights-entry.ts`
const { writeFileSync } = await import('node:fs')
writeFileSync(entry, `
import { readFileSync, writeFileSync } from 'node:fs'
import { documentFrequencies, readCorpus, renderData } from '${root}bench/term-weights.ts'
const target = '${root}src/core/term-weights.data.ts'
const text = renderData(documentFrequencies(readCorpus()))
if (process.argv.includes('--check')) {
  const same = readFileSync(target, 'utf8') === text
  console.log(same ? 'term-weights: up to date' : 'term-weights: src/core/term-weights.data.ts differs from what the corpus gives')
  process.exit(same ? 0 : 1)
}
writeFileSync(target, text)
console.log('term-weights: wrote ' + target + ' (' + Buffer.byteLength(text) + ' bytes)')
`)
await build({ entryPoints: [entry], outfile: `${outdir}/term-weights.mjs`, bundle: true, platform: 'node', format: 'esm', packages: 'external', logLevel: 'warning' })
const r = spawnSync(process.execPath, [`${outdir}/term-weights.mjs`, ...process.argv.slice(2)], { stdio: 'inherit' })
process.exit(r.status ?? 1)
