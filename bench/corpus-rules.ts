// "Rules other people wrote" (issue 19): the matcher on rule pairs drawn from a CC0 corpus of Cursor
// rules (test/fixtures/corpus-pairs.jsonl, labelled before tuning, split by sha256), and on every pair
// of bullets inside each corpus file, next to the matcher of commit 7576734 (built from git history by
// bench/baseline-matcher.ts) in the same run.

import { existsSync, readFileSync } from 'node:fs'
import { changeOfMind } from '../src/core/change-of-mind.js'
import { NEAR_THRESHOLD, SAME_TOPIC_THRESHOLD, TopicIndex, topicScore } from '../src/core/topic.js'
import { loadBaselineMatcher } from './baseline-matcher.js'
import { DEFAULT_CORPUS } from './term-weights.js'
import { fixtureFile, readJsonLines } from './fixture-file.js'

const OLD = await loadBaselineMatcher()

export type Relation = 'paraphrase' | 'value' | 'inverted' | 'object' | 'other'
export type CorpusLang = 'en' | 'zh' | 'mixed' | 'cross'

export interface CorpusPair {
  a: string
  b: string
  label: 'same' | 'distinct'
  relation: Relation
  lang: CorpusLang
  split: 'tune' | 'holdout'
  from: 'corpus' | 'constructed'
  within?: boolean
  /** 1 (no field): drawn by the old matcher's score; 2, 3: bench/corpus-draw.ts (match3). */
  batch?: number
  drawn?: string
}

const FIXTURE = 'test/fixtures/corpus-pairs.jsonl'

/** The labelled pairs of a JSONL fixture, found from this file up (the bench runs bundled elsewhere). */
export function readCorpusPairs(fixture: string): CorpusPair[] {
  return readJsonLines<CorpusPair>(fixtureFile(fixture))
}

export function loadCorpusPairs(): CorpusPair[] {
  return readCorpusPairs(FIXTURE)
}

export interface Matcher {
  name: 'new' | 'old'
  score(a: string, b: string): number
  same: number
  near: number
  index(): { set(key: number, text: string): void; rank(text: string, min: number): { key: number; score: number }[] }
}

export const MATCHERS: readonly Matcher[] = [
  { name: 'new', score: topicScore, same: SAME_TOPIC_THRESHOLD, near: NEAR_THRESHOLD, index: () => new TopicIndex<number>() },
  { name: 'old', score: (a, b) => OLD.similarity(OLD.extractFeatures(a), OLD.extractFeatures(b)).score, same: OLD.SAME_TOPIC_THRESHOLD, near: OLD.NEAR_THRESHOLD, index: () => new OLD.TopicIndex<number>() },
]

export interface PairFigures {
  pairs: number
  same: number
  auto: number
  falseMerges: number
  precision: number
  recall: number
  surfaced: number
}

export function figures(pairs: readonly CorpusPair[], m: Matcher, sameAt = m.same): PairFigures {
  let tp = 0
  let fp = 0
  let near = 0
  let same = 0
  for (const p of pairs) {
    const s = m.score(p.a, p.b)
    const auto = s >= sameAt
    if (p.label === 'same') {
      same++
      if (auto) tp++
      if (s >= m.near) near++
    } else if (auto) fp++
  }
  return { pairs: pairs.length, same, auto: tp + fp, falseMerges: fp, precision: tp + fp ? tp / (tp + fp) : 1, recall: same ? tp / same : 1, surfaced: same ? near / same : 1 }
}

export const SLICES = ['holdout', 'all', 'tune'] as const
export const BUCKETS = ['all', 'en', 'zh', 'mixed', 'cross'] as const

export interface Row {
  slice: typeof SLICES[number]
  bucket: typeof BUCKETS[number]
  byMatcher: Record<Matcher['name'], PairFigures>
}

export function pairRows(pairs = loadCorpusPairs()): Row[] {
  const rows: Row[] = []
  for (const slice of SLICES) {
    for (const bucket of BUCKETS) {
      const set = pairs.filter((p) => (slice === 'all' || p.split === slice) && (bucket === 'all' || p.lang === bucket))
      if (!set.length) continue
      rows.push({ slice, bucket, byMatcher: { new: figures(set, MATCHERS[0]!), old: figures(set, MATCHERS[1]!) } })
    }
  }
  return rows
}

export interface RelationRow {
  slice: 'holdout' | 'tune'
  relation: Relation
  pairs: number
  /** Merged automatically by each matcher. */
  merged: Record<Matcher['name'], number>
  /** Of the pairs the new matcher merges: those whose update says "replaces" (change-of-mind.ts). */
  saysReplaces: number
}

export function relationRows(pairs = loadCorpusPairs()): RelationRow[] {
  const rows: RelationRow[] = []
  for (const slice of ['holdout', 'tune'] as const) {
    for (const relation of ['paraphrase', 'value', 'inverted', 'object', 'other'] as const) {
      const set = pairs.filter((p) => p.split === slice && p.relation === relation)
      if (!set.length) continue
      const mergedBy = (m: Matcher) => set.filter((p) => m.score(p.a, p.b) >= m.same)
      const merged = mergedBy(MATCHERS[0]!)
      rows.push({
        slice,
        relation,
        pairs: set.length,
        merged: { new: merged.length, old: mergedBy(MATCHERS[1]!).length },
        saysReplaces: merged.filter((p) => changeOfMind(p.b, p.a)).length,
      })
    }
  }
  return rows
}

export interface WithinFile {
  files: number
  lines: number
  pairs: number
  merges: Record<Matcher['name'], number>
  /** Per 1,000 rule lines. */
  per1000: Record<Matcher['name'], number>
  examples: Array<{ a: string; b: string; score: number }>
}

/**
 * Every pair of distinct bullets inside one corpus file, through each matcher's own index: a merge
 * there joins two lines one author wrote as separate rules (an upper bound on false merges: a file
 * sometimes repeats a rule in other words). Exact repeats (case-insensitive) are skipped.
 */
export function withinFile(file = process.env.RULES_CORPUS ?? DEFAULT_CORPUS, allExamples = false): WithinFile | undefined {
  if (!existsSync(file)) return undefined
  const byFile = new Map<string, string[]>()
  let lines = 0
  for (const raw of readFileSync(file, 'utf8').split('\n')) {
    if (!raw.trim()) continue
    const { file: name, text } = JSON.parse(raw) as { file: string; text: string }
    lines++
    const list = byFile.get(name) ?? []
    if (!list.some((t) => t.toLowerCase() === text.toLowerCase())) list.push(text)
    byFile.set(name, list)
  }
  const merges = { new: 0, old: 0 }
  const examples: WithinFile['examples'] = []
  let pairs = 0
  for (const texts of byFile.values()) {
    pairs += texts.length * (texts.length - 1) / 2
    for (const m of MATCHERS) {
      const index = m.index()
      texts.forEach((t, i) => index.set(i, t))
      texts.forEach((t, i) => {
        for (const hit of index.rank(t, m.same)) {
          if (hit.key <= i) continue
          merges[m.name]++
          if (m.name === 'new' && (allExamples || examples.length < 12)) examples.push({ a: t, b: texts[hit.key]!, score: hit.score })
        }
      })
    }
  }
  const per1000 = { new: 1000 * merges.new / lines, old: 1000 * merges.old / lines }
  return { files: byFile.size, lines, pairs, merges, per1000, examples }
}
