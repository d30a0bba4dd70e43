// Batch 4 of the corpus pairs (issue 19): drawn without any matcher and held aside whole. The fixture
// must stay what the draw gives (so the labels are of the pairs the note describes), never share a
// line with batches 1–3, and be out of reach of the tune code (its own file, every pair `holdout`).

import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CORPUS_FILE, corpusDrawIndependent } from '../bench/corpus-draw-independent.js'

interface Row { a: string; b: string; label: string; relation: string; split: string; batch: number; drawn: string; from: string; within: boolean; files: string[] }

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as Row)
const batch4 = read('./fixtures/corpus-pairs-batch4.jsonl')
const earlier = read('./fixtures/corpus-pairs.jsonl')

describe('corpus pairs, batch 4', () => {
  it('is held aside whole and labelled with the known fields', () => {
    expect(batch4.length).toBeGreaterThanOrEqual(150)
    for (const p of batch4) {
      expect(p).toMatchObject({ split: 'holdout', batch: 4, from: 'corpus' })
      expect(['same', 'distinct']).toContain(p.label)
      expect(p.label === 'same' ? ['paraphrase', 'value', 'inverted'] : ['object', 'other']).toContain(p.relation)
      expect(p.within).toBe(p.files[0] === p.files[1])
    }
  })

  it('shares no line with batches 1–3 and uses each line once', () => {
    const old = new Set(earlier.flatMap((p) => [p.a.toLowerCase(), p.b.toLowerCase()]))
    const lines = batch4.flatMap((p) => [p.a.toLowerCase(), p.b.toLowerCase()])
    expect(lines.filter((l) => old.has(l))).toEqual([])
    expect(new Set(lines).size).toBe(lines.length)
    expect(earlier.some((p) => p.batch === 4)).toBe(false)
  })

  it('is drawn without the matcher: the draw imports nothing from src/', () => {
    const source = readFileSync(new URL('../bench/corpus-draw-independent.ts', import.meta.url), 'utf8')
    expect(source.match(/^import .* from '([^']+)'/gm)?.filter((l) => !/from 'node:/.test(l))).toEqual([])
  })

  it.skipIf(!existsSync(process.env.RULES_CORPUS ?? CORPUS_FILE))('is exactly what the draw gives, in order', () => {
    const drawn = corpusDrawIndependent().map((p) => [p.a, p.b, p.drawn])
    expect(batch4.map((p) => [p.a, p.b, p.drawn])).toEqual(drawn)
  })
})
