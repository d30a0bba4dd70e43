// Issue 19 (triggers): bundle bench/lexicon-triggers.ts and print, per English trigger of the concept
// lexicon, how many corpus lines it fires on, in which words, with sample lines; then the concepts
// the within-file automatic merges rest on. `--only <concept id or stemmed key>` narrows the first list;
// `--senses`, `--own <at>`, `--reliance`, `--concepts`, `--own-list <at>`: see bench/lexicon-triggers.ts.
import { mkdirSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import { cacheDir } from './lib/cache-dir.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const outdir = cacheDir(root, 'lexicon-triggers')
mkdirSync(outdir, { recursive: true })
await build({ entryPoints: { main: `${root}bench/lexicon-triggers.ts` }, outdir, outExtension: { '.js': '.mjs' }, bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', logLevel: 'warning' })
const mod = await import(pathToFileURL(`${outdir}/main.mjs`).href)
const at = process.argv.indexOf('--only')
mod.lexiconTriggers(console.log, { only: at > 0 ? process.argv[at + 1] : undefined, senses: process.argv.includes('--senses'), own: process.argv.includes('--own') ? Number(process.argv[process.argv.indexOf('--own') + 1]) : undefined, reliance: process.argv.includes('--reliance'), concepts: process.argv.includes('--concepts'), ownList: process.argv.includes('--own-list') ? Number(process.argv[process.argv.indexOf('--own-list') + 1]) : undefined })
