// The draw of the fourth and fifth grounding sets (issue 19, helpers ground5 and ground6): which
// corpus lines a set may use, in which order. Node built-ins only; it reads no gate, no matcher, no
// score. A line may be drawn when it is a corpus line (/work/shared/corpora/awesome-cursorrules-rules.jsonl,
// or RULES_CORPUS) that is no `source.line`, `source.after.line` or user message of the `earlier`
// grounding sets, is 25–140 characters long, and has a rule word (RULE below). Lines are ordered by
// sha256(seed + line); a text seen twice is drawn once; at most two lines per file; a line whose
// words (lower case, letters and digits) overlap those of an earlier set's line or of a line drawn
// before it by Jaccard ≥ 0.6 is skipped as a near-copy. An earlier set is read only for this
// exclusion, never printed.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const findUp = (relative) => {
  for (let dir = root; ; dir = dirname(dir)) {
    if (existsSync(join(dir, relative))) return join(dir, relative)
    if (dirname(dir) === dir) return undefined
  }
}
export const readJsonl = (file) => readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l))
export const words = (text) => new Set(text.toLowerCase().match(/[a-z0-9]+/g) ?? [])
export const jaccard = (a, b) => {
  let both = 0
  for (const w of a) if (b.has(w)) both++
  return both / (a.size + b.size - both || 1)
}
/** A rule word, in English. */
export const RULE = /\b(use|using|prefer|always|never|avoid|don't|do not|must|should|keep|limit|run|set|store|write|name|ensure|follow|implement|include|only|no)\b/i

/**
 * The drawn lines in order. `seed`: the hash prefix ("ground5-fourth\0"); `earlier`: the suffixes of
 * the sets whose lines are excluded ('' for real-rules-grounding.jsonl, '-fresh', '-third', …).
 */
export function drawGroundingLines(seed, earlier) {
  const corpus = readJsonl(process.env.RULES_CORPUS ?? findUp('shared/corpora/awesome-cursorrules-rules.jsonl'))
  const used = new Set()
  for (const suffix of earlier) {
    for (const pair of readJsonl(join(root, `test/fixtures/real-rules-grounding${suffix}.jsonl`))) {
      for (const m of pair.messages) used.add(m)
      if (pair.source?.line) used.add(pair.source.line)
      if (pair.source?.after?.line) used.add(pair.source.after.line)
    }
  }
  const near = [...used].map(words)
  const key = (text) => createHash('sha256').update(`${seed}${text}`).digest('hex')
  const seen = new Set()
  const candidates = []
  for (const { file, text } of corpus) {
    if (seen.has(text)) continue
    seen.add(text)
    if (used.has(text) || text.length < 25 || text.length > 140 || !RULE.test(text)) continue
    candidates.push({ file, text, key: key(text) })
  }
  candidates.sort((a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0)
  const perFile = new Map()
  const drawn = []
  for (const c of candidates) {
    const n = perFile.get(c.file) ?? 0
    if (n >= 2) continue
    const w = words(c.text)
    if (near.some((o) => jaccard(w, o) >= 0.6)) continue
    near.push(w)
    perFile.set(c.file, n + 1)
    drawn.push(c)
  }
  return drawn
}

/** Prints `rank<TAB>file<TAB>line` in draw order (the first `count` lines, or all). */
export function printDraw(drawn, count = Number(process.argv[2] ?? drawn.length)) {
  drawn.slice(0, count).forEach((c, i) => console.log(`${i + 1}\t${c.file}\t${c.text}`))
}
