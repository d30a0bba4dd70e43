// The whole-transcripts section of the bench alone (issue 19, session 21): bench/chat-transcripts.ts,
// bundled as scripts/bench-real-rules.mjs bundles its section. `--list` adds the tune half's pairs the
// gate gets wrong (the held-aside half is never listed); the second set (bench/chat-transcripts-2.ts) is
// split the same way; `--list2` lists its tune half's mistakes.
import { mkdirSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import { cacheDir } from './lib/cache-dir.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const outdir = cacheDir(root, 'bench-transcripts')
mkdirSync(outdir, { recursive: true })
await build({ entryPoints: { transcripts: `${root}bench/chat-transcripts.ts`, second: `${root}bench/chat-transcripts-2.ts` }, outdir, outExtension: { '.js': '.mjs' }, bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', logLevel: 'warning' })
const { chatTranscriptsSection, transcriptTuneErrors } = await import(pathToFileURL(`${outdir}/transcripts.mjs`).href)
const { chatTranscripts2Section, transcript2TuneErrors } = await import(pathToFileURL(`${outdir}/second.mjs`).href)
console.log(chatTranscriptsSection().join('\n'))
console.log(['', ...chatTranscripts2Section()].join('\n'))
if (process.argv.includes('--list')) console.log(['', 'Tune half, wrong:', ...transcriptTuneErrors()].join('\n'))
if (process.argv.includes('--list2')) console.log(['', 'Second set, tune half, wrong:', ...transcript2TuneErrors()].join('\n'))
