// Issue 19 (match3): the per-write matching cost of this tree's matcher against the one of a base
// commit (default 19a553c, main before match3), same process, same data, alternating, as ratios.
// The base's src/core is taken from git history into a cache folder and bundled next to this one.
// Data: the distinct lines of the CC0 rule corpus (real rules); probes are other corpus lines.
// Usage: node scripts/match-speed.mjs [base-commit]
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import { cacheDir } from './lib/cache-dir.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const base = process.argv[2] ?? '19a553c'
const cache = cacheDir(root, 'match-speed')
const baseSrc = join(cache, `src-${base}`)
for (const path of execFileSync('git', ['ls-tree', '-r', '--name-only', base, 'src/core'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean)) {
  const out = join(baseSrc, path.slice('src/'.length))
  mkdirSync(dirname(out), { recursive: true })
  writeFileSync(out, execFileSync('git', ['show', `${base}:${path}`], { cwd: root }))
}
await build({ entryPoints: { ours: `${root}src/core/topic.ts`, base: join(baseSrc, 'core/topic.ts') }, outdir: cache, outExtension: { '.js': '.mjs' }, bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', logLevel: 'warning' })
const ours = await import(pathToFileURL(`${cache}/ours.mjs`).href)
const old = await import(pathToFileURL(`${cache}/base.mjs`).href)

const corpus = process.env.RULES_CORPUS ?? join(root, '..', '..', 'shared/corpora/awesome-cursorrules-rules.jsonl')
const seen = new Set()
const lines = []
for (const raw of readFileSync(corpus, 'utf8').split('\n')) {
  if (!raw.trim()) continue
  const { text } = JSON.parse(raw)
  if (seen.has(text.toLowerCase())) continue
  seen.add(text.toLowerCase())
  lines.push(text)
}

function msPerCall(fn, budgetMs = 400) {
  let calls = 0
  const warm = performance.now()
  while (calls < 3 || performance.now() - warm < 20) fn(calls++)
  const batch = Math.max(1, Math.ceil(calls * 5 / (performance.now() - warm)))
  const per = []
  const start = performance.now()
  while (per.length < 5 || performance.now() - start < budgetMs) {
    const t = performance.now()
    for (let i = 0; i < batch; i++) fn(calls++)
    per.push((performance.now() - t) / batch)
  }
  return per.sort((a, b) => a - b)[Math.floor(per.length / 2)]
}

for (const size of [20, 1000, 4000]) {
  const stored = lines.slice(0, size)
  const probes = lines.slice(size, size + 200)
  const indexes = [ours, old].map((m) => {
    const index = new m.TopicIndex()
    stored.forEach((t, i) => index.set(i, t))
    return index
  })
  // What a write asks: best() and rank() of one new text (memoised between them), then its insertion.
  const run = (m, index) => (i) => {
    const text = probes[i % probes.length] + (i >= probes.length ? ` ${i}` : '')
    index.best(text)
    index.rank(text, m.NEAR_THRESHOLD)
  }
  const rounds = []
  for (let r = 0; r < 3; r++) rounds.push([msPerCall(run(ours, indexes[0])), msPerCall(run(old, indexes[1]))])
  const med = (k) => rounds.map((x) => x[k]).sort((a, b) => a - b)[1]
  console.log(`${size} stored: this tree ${med(0).toFixed(3)} ms per write's match, base ${base} ${med(1).toFixed(3)} ms: ${(med(0) / med(1)).toFixed(2)}×`)
}
