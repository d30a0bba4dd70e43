// Issue 19 (match3): bundle bench/match-eval.ts and print the tune figures with the wrong tune pairs,
// or (`--holdout`) the held-aside totals only. `--no-wrong` / `--within` to shape the output;
// `--section` prints the bench's whole "rules other people wrote" section (bench/corpus-rules-section.ts);
// `--batch N` keeps corpus pairs of batch N only; `--draw N` prints batch N of the corpus pairs as bench/corpus-draw.ts draws it (unlabelled);
// `--draw5` prints batch 5 (match21's new tune pairs) as bench/corpus-draw-match21.ts draws it (unlabelled);
// `--draw-independent` prints batch 4 as bench/corpus-draw-independent.ts draws it (no matcher score, unlabelled).
import { mkdirSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import { cacheDir } from './lib/cache-dir.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const outdir = cacheDir(root, 'match-eval')
mkdirSync(outdir, { recursive: true })
const entry = process.argv.includes('--section') ? 'corpus-rules-section' : process.argv.includes('--draw5') ? 'corpus-draw-match21' : process.argv.includes('--draw-independent') ? 'corpus-draw-independent' : process.argv.includes('--draw') ? 'corpus-draw' : 'match-eval'
await build({ entryPoints: { main: `${root}bench/${entry}.ts` }, outdir, outExtension: { '.js': '.mjs' }, bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', logLevel: 'warning' })
const mod = await import(pathToFileURL(`${outdir}/main.mjs`).href)
if (entry === 'corpus-draw-match21') for (const p of mod.corpusDrawBatch5()) console.log(JSON.stringify(p))
else if (entry === 'corpus-draw-independent') for (const p of mod.corpusDrawIndependent()) console.log(JSON.stringify(p))
else if (entry === 'corpus-draw') for (const p of mod.corpusDraw(Number(process.argv[process.argv.indexOf('--draw') + 1]))) console.log(JSON.stringify(p))
else if (entry === 'corpus-rules-section') mod.corpusRulesSection(console.log, root)
else if (process.argv.includes('--within-list')) mod.withinMerges()
else mod.matchEval({ holdout: process.argv.includes('--holdout'), wrong: !process.argv.includes('--no-wrong'), within: process.argv.includes('--within'), batch: process.argv.includes('--batch') ? Number(process.argv[process.argv.indexOf('--batch') + 1]) : undefined })
