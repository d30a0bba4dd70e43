// The earlier JavaScript plugin's same-topic rule and store approach, restated as the baseline
// the new matcher and store are measured against (in the same run, on the same data).
//
// Rule: two texts are the same topic when they share an English word or number ("entity"), or
// when the Jaccard similarity of their Chinese character bigrams is at least 0.3; the first
// stored entry that passes wins. This reproduces both behaviours the issues record:
// `git 提交信息用中文` merges with `git 不要 force push 到 main` (they share `git`), and
// `删东西之前必须先问我` vs `要删掉东西之前先来问一下我` scores 0.18 and does not merge.
// Store: a linear scan that re-extracts the features of every stored entry on every call, and a
// prompt assembly that maps every judgment to its strength (exp), sorts, and renders, every time.

const ENTITY_STOP_WORDS = new Set(
  'a an the to of in on at for and or but is are be it this that with as by from not no do dont'.split(' '),
)
/** Single characters the earlier plugin dropped before taking bigrams. */
const BIGRAM_STOP_CHARS = /[的了要请把是在都]/g

export const EARLIER_BIGRAM_THRESHOLD = 0.3

export interface EarlierFeatures {
  entities: Set<string>
  bigrams: Set<string>
}

export function earlierFeatures(text: string): EarlierFeatures {
  const lower = text.toLowerCase()
  const entities = new Set((lower.match(/[a-z][a-z0-9_.-]*|\d+/g) ?? [])
    .filter((w) => (w.length > 1 || /\d/.test(w)) && !ENTITY_STOP_WORDS.has(w)))
  const bigrams = new Set<string>()
  for (const run of lower.replace(BIGRAM_STOP_CHARS, '').match(/[\u4e00-\u9fff]+/g) ?? []) {
    for (let i = 0; i + 1 < run.length; i++) bigrams.add(run.slice(i, i + 2))
  }
  return { entities, bigrams }
}

export function jaccard(a: Set<string>, b: Set<string>) {
  if (!a.size || !b.size) return 0
  let shared = 0
  for (const x of a) if (b.has(x)) shared++
  return shared / (a.size + b.size - shared)
}

/** The earlier decision for one pair, with the bigram similarity it saw. */
export function earlierSameTopic(a: EarlierFeatures, b: EarlierFeatures): { same: boolean; bigramSimilarity: number } {
  const bigramSimilarity = jaccard(a.bigrams, b.bigrams)
  for (const e of a.entities) if (b.entities.has(e)) return { same: true, bigramSimilarity }
  return { same: bigramSimilarity >= EARLIER_BIGRAM_THRESHOLD, bigramSimilarity }
}

/** The earlier store lookup: re-extract every entry, first match wins. */
export function earlierFindSameTopic(existing: readonly string[], text: string): number | null {
  const probe = earlierFeatures(text)
  for (let i = 0; i < existing.length; i++) {
    if (earlierSameTopic(earlierFeatures(existing[i]!), probe).same) return i
  }
  return null
}

export interface EarlierJudgment {
  text: string
  kind: string
  hits: number
  lastSeenAt: number
}

/** The earlier prompt assembly: strength of every judgment, sort, render until a character budget. */
export function earlierAssemble(judgments: readonly EarlierJudgment[], now: number, halfLifeDays: number, budgetChars: number): string {
  const day = 86_400_000
  const ranked = judgments
    .map((j) => ({ j, strength: j.hits * Math.exp(-Math.LN2 * (now - j.lastSeenAt) / (halfLifeDays * day)) }))
    .sort((a, b) => b.strength - a.strength)
  const lines: string[] = []
  let used = 0
  for (const { j } of ranked) {
    const line = `- [${j.kind}] ${j.text}`
    if (used + line.length > budgetChars) continue
    lines.push(line)
    used += line.length + 1
  }
  return lines.join('\n')
}
