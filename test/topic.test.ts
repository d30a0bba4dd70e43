import { describe, expect, it } from 'vitest'
import { earlierFeatures, earlierFindSameTopic, earlierSameTopic } from '../bench/earlier-rule.js'
import { loadPairs } from '../bench/pairs.js'
import {
  extractFeatures,
  findSameTopic,
  matchFeatures,
  NEAR_THRESHOLD,
  SAME_TOPIC_THRESHOLD,
  similarity,
  TopicIndex,
  topicScore,
} from '../src/core/topic.js'
import { REDLINE_MERGE_SCORE } from '../src/store/index.js'

/** The matcher's score (corpus term weights, siblings held below the automatic merge). */
const score = (a: string, b: string) => topicScore(a, b)
const earlier = (a: string, b: string) => earlierSameTopic(earlierFeatures(a), earlierFeatures(b))

describe('same-topic matching: the acceptance cases of issues 2 and 5', () => {
  it('merges the two R2 / picx statements', () => {
    expect(findSameTopic(['图片一律上 R2，不要再往 picx 加图'], '图片走 R2，picx 不再接受新图')).toMatchObject({ index: 0 })
  })

  it('merges the water reminder with neither of them', () => {
    const stored = ['图片一律上 R2，不要再往 picx 加图', '删东西之前必须先问我']
    expect(findSameTopic(stored, '每天下午三点提醒我喝水')).toBeNull()
    for (const text of stored) expect(findSameTopic(['每天下午三点提醒我喝水'], text)).toBeNull()
  })

  it('merges the delete-paraphrase that the earlier rule missed, and the baseline still misses it', () => {
    const [a, b] = ['删东西之前必须先问我', '要删掉东西之前先来问一下我']
    expect(findSameTopic([a], b)).toMatchObject({ index: 0, channel: 'concept' })
    // The earlier rule, restated in bench/earlier-rule.ts, saw bigram similarity 0.18 and kept both.
    expect(earlier(a, b).same).toBe(false)
    expect(earlier(a, b).bigramSimilarity).toBeCloseTo(0.18, 2)
    expect(earlierFindSameTopic([a], b)).toBeNull()
  })

  it('keeps `git 提交信息用中文` and `git 不要 force push 到 main` apart, which the earlier rule merged', () => {
    const [a, b] = ['git 提交信息用中文', 'git 不要 force push 到 main']
    expect(score(a, b)).toBeLessThan(NEAR_THRESHOLD)
    expect(earlier(a, b).same).toBe(true)
  })

  it('matches across languages through the concept lexicon', () => {
    expect(findSameTopic(['不要用 emoji'], 'No emojis.')).toMatchObject({ index: 0, channel: 'concept' })
    expect(findSameTopic(['提交前先跑测试'], 'Run the tests before every commit')).not.toBeNull()
    expect(findSameTopic(['永远不要 force push 到 main'], 'Never force-push to main')).not.toBeNull()
    expect(findSameTopic(['不要用 emoji'], 'Never force-push to main')).toBeNull()
  })

  it('treats a contradiction as the same topic (it must overwrite)', () => {
    expect(findSameTopic(['commit message 用英文写'], '提交信息改成中文吧')).not.toBeNull()
    expect(findSameTopic(['缩进用 tab'], '缩进用两个空格，别用 tab')).not.toBeNull()
    expect(findSameTopic(['No semicolons'], 'Always end statements with semicolons')).not.toBeNull()
    const negated = extractFeatures('不要用 emoji')
    expect(negated.negated).toBe(true)
    expect(extractFeatures('用 emoji').negated).toBe(false)
    expect(score('用 emoji', '不要用 emoji')).toBe(1)
  })
})

// Behaviour locked on a sample of the labelled set: every fifth pair plus the acceptance pairs. A
// "same" pair is merged automatically or listed to the model as a near candidate; a "distinct" pair
// is never merged automatically (at most listed). The pairs below are today's exceptions; each is a
// known limit (see the README). When a change fixes one, this test fails on purpose: remove it
// from the list and say so in the changelog.
const KNOWN_INVISIBLE = new Set([
  '结论先行 / 不管我问什么，第一句先把答案说出来，解释放到后面',
  '中文和英文之间空一格 / 写成“使用 React 开发”，不要写成“使用React开发”',
  'Avoid magic numbers / Don\'t write `if (retries > 3)`; put the 3 in a named constant like MAX_RETRIES',
  '别道歉 / Stop apologizing in every reply',
])
const KNOWN_FALSE_MERGES = new Set([
  '别用 var，用 const 和 let / 能用 const 就别用 let',
])

/** What remembering `b` next to a stored `a` does: merge, list `a` as a near candidate, or neither. */
function tierOf(a: string, b: string): 'merged' | 'listed' | 'apart' {
  const index = new TopicIndex<string>()
  index.set('a', a)
  if (index.best(b)) return 'merged'
  return index.rank(b, NEAR_THRESHOLD).length ? 'listed' : 'apart'
}

describe('same-topic matching on a sample of the labelled set', () => {
  const sample = loadPairs().filter((p, i) => i % 5 === 0 || p.note?.startsWith('acceptance'))

  it('covers every language bucket and both labels', () => {
    for (const lang of ['zh', 'en', 'mixed', 'cross']) {
      for (const label of ['same', 'distinct']) {
        expect(sample.filter((p) => p.lang === lang && p.label === label).length, `${lang} ${label}`).toBeGreaterThan(5)
      }
    }
  })

  it.each(sample.map((p) => [`${p.label} · ${p.lang} · ${p.a} / ${p.b}`, p] as const))('%s', (_, p) => {
    const key = `${p.a} / ${p.b}`
    const tier = tierOf(p.a, p.b)
    if (p.label === 'same') {
      if (KNOWN_INVISIBLE.has(key)) expect(tier, 'a known invisible restatement changed: update KNOWN_INVISIBLE').toBe('apart')
      else expect(tier, 'a restatement must be merged or listed').not.toBe('apart')
    } else {
      if (KNOWN_FALSE_MERGES.has(key)) expect(tier, 'a known false merge changed: update KNOWN_FALSE_MERGES').toBe('merged')
      else expect(tier, 'a different rule must not be merged').not.toBe('merged')
    }
  })

  it('still merges most restatements without asking (the rest are listed)', () => {
    const same = sample.filter((p) => p.label === 'same')
    const merged = same.filter((p) => tierOf(p.a, p.b) === 'merged').length
    expect(merged / same.length).toBeGreaterThan(0.5)
    expect(merged).toBeLessThan(same.length - KNOWN_INVISIBLE.size)
  })
})

describe('thresholds', () => {
  it('lists below the automatic merge, and a red line needs more than the automatic merge', () => {
    expect(NEAR_THRESHOLD).toBeGreaterThan(0)
    expect(NEAR_THRESHOLD).toBeLessThan(SAME_TOPIC_THRESHOLD)
    expect(REDLINE_MERGE_SCORE).toBeGreaterThan(SAME_TOPIC_THRESHOLD)
  })
})

describe('scoring', () => {
  const texts = [...new Set(loadPairs().flatMap((p) => [p.a, p.b]))]

  it('is deterministic and symmetric', () => {
    for (let i = 0; i + 1 < texts.length; i += 7) {
      const [a, b] = [texts[i]!, texts[i + 1]!]
      const first = similarity(extractFeatures(a), extractFeatures(b))
      expect(similarity(extractFeatures(a), extractFeatures(b))).toEqual(first)
      expect(similarity(extractFeatures(b), extractFeatures(a)).score).toBe(first.score)
      expect(first.score).toBeGreaterThanOrEqual(0)
      expect(first.score).toBeLessThanOrEqual(1)
    }
  })

  it('returns the best match, not the first one that passes', () => {
    const stored = ['不要用 emoji', '代码注释和提交信息里都别出现 emoji']
    const probe = '提交信息里不要出现 emoji'
    // Both pass the threshold, and the earlier first-match rule takes the first one.
    expect(score(stored[0]!, probe)).toBeGreaterThanOrEqual(SAME_TOPIC_THRESHOLD)
    expect(score(stored[1]!, probe)).toBeGreaterThan(score(stored[0]!, probe))
    expect(earlierFindSameTopic(stored, probe)).toBe(0)
    expect(findSameTopic(stored, probe)).toMatchObject({ index: 1, score: score(stored[1]!, probe) })
    expect(findSameTopic([...stored].reverse(), probe)).toMatchObject({ index: 0 })
  })

  it('never matches text without topic units, and survives odd input', () => {
    for (const odd of ['', '   ', '……！？', '的了吗', 'the and of', '🙂🙂', '\u0000\u0007', 'x'.repeat(5_000), '删'.repeat(5_000)]) {
      expect(() => extractFeatures(odd)).not.toThrow()
      expect(findSameTopic(['不要用 emoji', 'Never force-push to main'], odd)).toBeNull()
    }
    expect(findSameTopic([], '不要用 emoji')).toBeNull()
    expect(findSameTopic([''], '不要用 emoji')).toBeNull()
  })

  it('folds width and case before matching', () => {
    expect(score('ＮＯ ＥＭＯＪＩＳ', 'no emojis')).toBe(1)
    expect(score('Use PNPM', 'use pnpm')).toBe(1)
  })

  it('breaks score ties by insertion order, older first', () => {
    const index = new TopicIndex<string>()
    index.set('b', '不要用 emoji')
    index.set('a', 'No emojis.')
    expect(index.rank('emoji 一律不用').map((m) => m.key)).toEqual(['b', 'a'])
  })
})

describe('TopicIndex', () => {
  const texts = [...new Set(loadPairs().flatMap((p) => [p.a, p.b]))]
  const stored = texts.filter((_, i) => i % 3 === 0)
  const probes = texts.filter((_, i) => i % 3 === 1)

  it('gives the same answer as findSameTopic on the same data', () => {
    const index = new TopicIndex<number>()
    stored.forEach((t, i) => index.set(i, t))
    expect(index.size).toBe(stored.length)
    for (const probe of probes) {
      const best = index.best(probe)
      const found = findSameTopic(stored, probe)
      expect(best && { index: best.key, score: best.score, channel: best.channel }).toEqual(found)
    }
  })

  it('ranks exactly the entries a brute-force scan scores at or above the minimum', () => {
    const index = new TopicIndex<number>()
    stored.forEach((t, i) => index.set(i, t))
    for (const probe of probes.slice(0, 60)) {
      const features = matchFeatures(probe)
      const brute = stored
        .map((t, key) => ({ key, score: topicScore(probe, t), channel: similarity(features, matchFeatures(t)).channel }))
        .filter((m) => m.score > 0 && m.score >= NEAR_THRESHOLD)
        .sort((x, y) => y.score - x.score || x.key - y.key)
      expect(index.rank(probe, NEAR_THRESHOLD)).toEqual(brute)
    }
  })

  it('stays consistent through updates, deletions and slot reuse', () => {
    const incremental = new TopicIndex<string>()
    stored.forEach((t, i) => incremental.set(`k${i}`, t))
    // Rewrite every fourth entry, delete every fifth, then add new keys into the freed slots.
    stored.forEach((_, i) => {
      if (i % 4 === 0) incremental.set(`k${i}`, probes[i % probes.length]!)
      if (i % 5 === 0) incremental.delete(`k${i}`)
    })
    probes.slice(0, 20).forEach((t, i) => incremental.set(`n${i}`, t))

    const rebuilt = new TopicIndex<string>()
    stored.forEach((t, i) => {
      if (i % 5 === 0) return
      rebuilt.set(`k${i}`, i % 4 === 0 ? probes[i % probes.length]! : t)
    })
    probes.slice(0, 20).forEach((t, i) => rebuilt.set(`n${i}`, t))

    expect(incremental.size).toBe(rebuilt.size)
    const sortByKey = (list: { key: string; score: number }[]) => [...list].sort((x, y) => (x.key < y.key ? -1 : 1))
    for (const probe of texts.filter((_, i) => i % 3 === 2).slice(0, 80)) {
      expect(sortByKey(incremental.rank(probe))).toEqual(sortByKey(rebuilt.rank(probe)))
    }
  })

  it('forgets everything on clear()', () => {
    const index = new TopicIndex<number>()
    index.set(1, '不要用 emoji')
    index.clear()
    expect(index.size).toBe(0)
    expect(index.best('不要用 emoji')).toBeNull()
    index.set(2, '不要用 emoji')
    expect(index.best('No emojis')).toMatchObject({ key: 2 })
  })
})
