// Issue 19 (triggers): which English triggers of the concept lexicon (src/core/lexicon.ts) fire on
// rules other people wrote, in which words, and which concepts the automatic merges between two
// bullets of one corpus file (distinct rules, as their author wrote them) rest on. A trigger that
// fires in several unrelated senses ("container queries" / Docker, "server actions" / remedy) joins
// rules on different topics. Run through `node scripts/lexicon-triggers.mjs`; the corpus is
// /work/shared/corpora (or $RULES_CORPUS). Reads no labelled pair.

import { readFileSync } from 'node:fs'
import { englishConcepts, LEXICON } from '../src/core/lexicon.js'
import { analyse, normalize } from '../src/core/segment.js'
import { stem } from '../src/core/stem.js'
import { channelIndex, matchFeatures, matchScoreOf, NEAR_THRESHOLD, SAME_TOPIC_THRESHOLD, TopicIndex, type TopicFeatures } from '../src/core/topic.js'
import { unitClass } from '../src/core/segment.js'
import { loadPairs } from './pairs.js'
import { DEFAULT_CORPUS } from './term-weights.js'

interface Line { file: string; text: string }

export function corpusLines(file = process.env.RULES_CORPUS ?? DEFAULT_CORPUS): Line[] {
  return readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as Line)
}

/** Each English lexicon match of a text: the stemmed key, the words it matched, the concepts. */
export function englishHits(text: string): Array<{ key: string; words: string; concepts: string[] }> {
  const hits: Array<{ key: string; words: string; concepts: string[] }> = []
  const normalized = normalize(text)
  const inChineseText = /[\u3400-\u9fff\uf900-\ufaff]/.test(normalized)
  for (const piece of normalized.match(/[^\u3400-\u9fff\uf900-\ufaff]+/g) ?? []) {
    const words = piece.match(/[a-z0-9]+/g) ?? []
    const stems = words.map(stem)
    for (let i = 0; i < words.length;) {
      let matched = 0
      for (let n = Math.min(LEXICON.longestEnglish, words.length - i); n > 0 && !matched; n--) {
        const key = stems.slice(i, i + n).join(' ')
        const concepts = englishConcepts(words, stems, i, n, inChineseText)
        if (concepts) {
          if (concepts.length) hits.push({ key, words: words.slice(i, i + n).join(' '), concepts: concepts.map((c) => c.id) })
          matched = n
        }
      }
      i += matched || 1
    }
  }
  return hits
}

export interface TriggerRow {
  key: string
  concepts: string[]
  lines: number
  /** Surface words → lines. */
  forms: Map<string, number>
  samples: string[]
}

/** Per English trigger: corpus lines it fires on (distinct texts), its surface forms, sample lines. */
export function triggerCounts(lines: readonly Line[], samples = 6): TriggerRow[] {
  const rows = new Map<string, TriggerRow>()
  const seen = new Set<string>()
  for (const { text } of lines) {
    const lower = text.trim().toLowerCase()
    if (seen.has(lower)) continue
    seen.add(lower)
    const once = new Set<string>()
    for (const hit of englishHits(text)) {
      let row = rows.get(hit.key)
      if (!row) rows.set(hit.key, row = { key: hit.key, concepts: hit.concepts, lines: 0, forms: new Map(), samples: [] })
      row.forms.set(hit.words, (row.forms.get(hit.words) ?? 0) + 1)
      if (once.has(hit.key)) continue
      once.add(hit.key)
      row.lines++
      // Spread samples over the corpus: every 7th line after the first few.
      if (row.samples.length < samples && (row.lines <= 2 || row.lines % 7 === 0)) row.samples.push(text)
    }
  }
  return [...rows.values()].sort((a, b) => b.lines - a.lines)
}

export interface Blame {
  concept: string
  /** Within-file automatic merges sharing this concept. */
  merges: number
  /** Of them: merges that fall below the threshold when this concept's shared weight is taken out. */
  decisive: number
  examples: string[]
}

/**
 * For every automatic merge between two bullets of one corpus file: the concepts both texts carry,
 * and whether the merge rests on the concept (the score without its shared weight, on either side,
 * falls below SAME_TOPIC_THRESHOLD). An approximation of topic-score.ts's cosine.
 */
export function withinBlame(lines: readonly Line[]): Blame[] {
  const byFile = new Map<string, string[]>()
  for (const { file, text } of lines) {
    const list = byFile.get(file) ?? []
    if (!list.some((t) => t.toLowerCase() === text.toLowerCase())) list.push(text)
    byFile.set(file, list)
  }
  const blame = new Map<string, Blame>()
  for (const texts of byFile.values()) {
    const index = new TopicIndex<number>()
    texts.forEach((t, i) => index.set(i, t))
    texts.forEach((t, i) => {
      for (const hit of index.rank(t, SAME_TOPIC_THRESHOLD)) {
        if (hit.key <= i) continue
        const a = matchFeatures(t)
        const b = matchFeatures(texts[hit.key]!)
        const mass = (f: typeof a) => [...f.weights.values()].reduce((x, y) => x + y, 0)
        let shared = 0
        for (const [k, w] of a.weights) if (b.weights.has(k)) shared += w
        for (const [k, w] of a.weights) {
          if (k[0] !== 'c' || !b.weights.has(k)) continue
          const wb = b.weights.get(k)!
          const without = (shared - w) / Math.sqrt(Math.max(1e-9, (mass(a) - w) * (mass(b) - wb)))
          const row = blame.get(k) ?? { concept: k, merges: 0, decisive: 0, examples: [] }
          row.merges++
          if (without < SAME_TOPIC_THRESHOLD) row.decisive++
          if (row.examples.length < 4) row.examples.push(`${hit.score.toFixed(2)} ${t}  ||  ${texts[hit.key]}`)
          blame.set(k, row)
        }
      }
    })
  }
  return [...blame.values()].sort((x, y) => y.decisive - x.decisive || y.merges - x.merges)
}

/** The features without one unit (its weight out of the mass too). */
function without(f: TopicFeatures, key: string): TopicFeatures {
  const weights = new Map(f.weights)
  const raw = new Map(f.raw)
  weights.delete(key)
  raw.delete(key)
  const mass = { concept: 0, latin: 0, cjk: 0 }
  for (const [k, w] of weights) mass[unitClass(k)] += w
  return { ...f, weights, raw, mass }
}

/** The matcher's score of two feature sets (topic-score.ts's matchScoreOf, shared weight summed per channel). */
function scoreFeatures(a: TopicFeatures, b: TopicFeatures): number {
  const shared = [0, 0, 0, 0]
  for (const [k, w] of a.weights) if (b.weights.has(k)) shared[channelIndex(k)]! += w
  return matchScoreOf(a, b, shared).score
}

export interface SenseRow {
  concept: string
  /** Automatic merges between any two distinct corpus lines that fall below the threshold without this concept. */
  decisive: number
  /** "form in a / form in b" → merges, with one example each. */
  forms: Map<string, { n: number; example: string }>
}

/**
 * Every automatic merge between two distinct corpus lines (any files) that rests on one concept: the
 * real score without that concept on both sides falls below SAME_TOPIC_THRESHOLD. Per concept, the
 * pairs of words that fired it on each side: words of different senses there are a broad trigger.
 */
export function corpusSenses(lines: readonly Line[], probes?: readonly string[], at = SAME_TOPIC_THRESHOLD): SenseRow[] {
  const texts = [...new Map(lines.map((l) => [l.text.trim().toLowerCase(), l.text.trim()])).values()]
  const index = new TopicIndex<number>()
  texts.forEach((t, i) => index.set(i, t))
  const rows = new Map<string, SenseRow>()
  const formsOf = (text: string, concept: string) => [...new Set(englishHits(text).filter((h) => h.concepts.includes(concept)).map((h) => h.words))].sort().join('+') || '(zh)'
  ;(probes ?? texts).forEach((t, i) => {
    for (const hit of index.rank(t, at)) {
      if (!probes && hit.key <= i) continue
      const u = texts[hit.key]!
      const a = matchFeatures(t)
      const b = matchFeatures(u)
      for (const key of a.weights.keys()) {
        if (key[0] !== 'c' || !b.weights.has(key)) continue
        if (scoreFeatures(without(a, key), without(b, key)) >= at) continue
        const concept = key.slice(2)
        const row = rows.get(key) ?? { concept: key, decisive: 0, forms: new Map() }
        row.decisive++
        const fa = formsOf(t, concept)
        const fb = formsOf(u, concept)
        const form = fa <= fb ? `${fa} / ${fb}` : `${fb} / ${fa}`
        const f = row.forms.get(form) ?? { n: 0, example: `${hit.score.toFixed(2)} ${t}  ||  ${u}` }
        f.n++
        row.forms.set(form, f)
        rows.set(key, row)
      }
    }
  })
  return [...rows.values()].sort((x, y) => y.decisive - x.decisive)
}

export function lexiconTriggers(emit = console.log, opts: { only?: string; top?: number; senses?: boolean; own?: number; reliance?: boolean; concepts?: boolean; ownList?: number } = {}) {
  const lines = corpusLines()
  const rows = triggerCounts(lines)
  if (opts.concepts) {
    // Per concept: the distinct corpus lines any of its English triggers fires on.
    const byConcept = new Map<string, Set<string>>()
    const seen = new Set<string>()
    for (const { text } of lines) {
      const lower = text.trim().toLowerCase()
      if (seen.has(lower)) continue
      seen.add(lower)
      for (const u of analyse(text).units) if (u.key[0] === 'c') byConcept.set(u.key.slice(2), (byConcept.get(u.key.slice(2)) ?? new Set()).add(lower))
    }
    for (const [c, set] of [...byConcept].sort((x, y) => y[1].size - x[1].size)) emit(`${set.size}\t${c}`)
    return
  }
  emit(`# English lexicon triggers on ${lines.length} corpus lines (distinct texts counted once)`)
  for (const row of rows.slice(0, opts.top ?? rows.length)) {
    if (opts.only && !row.concepts.some((c) => c === opts.only) && row.key !== opts.only) continue
    const forms = [...row.forms].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([w, n]) => `${w}×${n}`).join(', ')
    emit(`${row.lines}\t${row.key}\t→ ${row.concepts.join(' ')}\t[${forms}]`)
    for (const s of row.samples) emit(`\t\t${s}`)
  }
  emit('# Within-file automatic merges by shared concept (decisive = the merge rests on it)')
  for (const b of withinBlame(lines)) {
    emit(`${b.decisive}/${b.merges}\t${b.concept}`)
    for (const e of b.examples) emit(`\t\t${e}`)
  }
  if (opts.own) {
    // Our own tune pairs' texts (the words the lexicon was curated for) against every corpus line.
    const own = [...new Set(loadPairs().filter((p) => p.split === 'tune').flatMap((p) => [p.a, p.b]))]
    emit(`# Our own tune texts (${own.length}) against the corpus at ≥ ${opts.own}: merges resting on one concept`)
    for (const r of corpusSenses(lines, own, opts.own)) {
      emit(`${r.decisive}\t${r.concept}`)
      for (const [form, f] of [...r.forms].sort((x, y) => y[1].n - x[1].n)) emit(`\t${f.n}\t${form}\t${f.example}`)
    }
  }
  if (opts.reliance) {
    // Which concepts our own tune pairs labelled same rest on (merge or listing lost without it), by the words that fired it.
    const own = loadPairs().filter((p) => p.split === 'tune' && p.label === 'same')
    emit(`# Our own tune pairs labelled same (${own.length}): the concept each rests on`)
    for (const p of own) {
      const a = matchFeatures(p.a)
      const b = matchFeatures(p.b)
      const score = scoreFeatures(a, b)
      const at = score >= SAME_TOPIC_THRESHOLD ? SAME_TOPIC_THRESHOLD : NEAR_THRESHOLD
      if (score < at) continue
      for (const key of a.weights.keys()) {
        if (key[0] !== 'c' || !b.weights.has(key)) continue
        const w = scoreFeatures(without(a, key), without(b, key))
        if (w >= at) continue
        const forms = (t: string) => [...new Set(englishHits(t).filter((h) => h.concepts.includes(key.slice(2))).map((h) => h.words))].join('+') || '(zh)'
        emit(`${key}\t${at === SAME_TOPIC_THRESHOLD ? 'merge' : 'listed'} ${score.toFixed(2)}→${w.toFixed(2)}\t${forms(p.a)} / ${forms(p.b)}\t${p.a}  ||  ${p.b}`)
      }
    }
  }
  if (opts.ownList) {
    // Every automatic merge between one of our own tune texts and a corpus line (unlabelled, for reading).
    const texts = [...new Map(lines.map((l) => [l.text.trim().toLowerCase(), l.text.trim()])).values()]
    const index = new TopicIndex<number>()
    texts.forEach((t, i) => index.set(i, t))
    const own = [...new Set(loadPairs().filter((p) => p.split === 'tune').flatMap((p) => [p.a, p.b]))]
    const merges = own.flatMap((t) => index.rank(t, opts.ownList).map((h) => `${h.score.toFixed(2)} ${t}  ||  ${texts[h.key]}`))
    emit(`# ${merges.length} automatic merges (≥ ${opts.ownList}) between our own ${own.length} tune texts and ${texts.length} corpus lines`)
    for (const m of merges) emit(m)
  }
  if (!opts.senses) return
  emit('# Automatic merges between any two corpus lines that rest on one concept, by the words that fired it')
  for (const r of corpusSenses(lines)) {
    emit(`${r.decisive}\t${r.concept}`)
    for (const [form, f] of [...r.forms].sort((x, y) => y[1].n - x[1].n)) emit(`\t${f.n}\t${form}\t${f.example}`)
  }
}
