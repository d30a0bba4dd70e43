// What the import would do with 6,166 rule lines other people wrote as rules (the CC0 corpus in
// /work/shared/corpora, PatrickJS/awesome-cursorrules at b044f956): how many it would propose, how
// many it would leave out and why, and the kinds it would guess. Not an accuracy figure: the lines
// carry no labels (a line left out as a "fact" may be one). Run: npx vite-node bench/exchange-classify.ts
import { readFileSync } from 'node:fs'
import { classifyRule } from '../src/exchange/classify.js'

const path = process.env.CORPUS ?? '/work/shared/corpora/awesome-cursorrules-rules.jsonl'
const lines = readFileSync(path, 'utf8').split('\n').filter(Boolean).map((l) => (JSON.parse(l) as { text: string }).text)
const counts: Record<string, number> = {}
const samples: Record<string, string[]> = {}
for (const text of lines) {
  const v = classifyRule(text, [], 200)
  const key = v.outcome === 'rule' ? `rule:${v.kind}${v.workspace ? ':workspace' : ''}` : `left-out:${v.reason}`
  counts[key] = (counts[key] ?? 0) + 1
  if ((samples[key] ??= []).length < 3) samples[key].push(text)
}
const total = lines.length
const rules = Object.entries(counts).filter(([k]) => k.startsWith('rule')).reduce((a, [, n]) => a + n, 0)
console.log(`lines: ${total}; proposed: ${rules} (${(100 * rules / total).toFixed(1)}%)`)
for (const [key, n] of Object.entries(counts).sort((a, b) => b[1] - a[1])) console.log(`${key.padEnd(28)} ${String(n).padStart(5)}  ${(100 * n / total).toFixed(1)}%  e.g. ${JSON.stringify(samples[key]![0]).slice(0, 90)}`)
