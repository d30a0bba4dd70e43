import { describe, expect, it } from 'vitest'
import { earlierFeatures, earlierFindSameTopic, earlierSameTopic } from '../bench/earlier-rule.js'
import { loadPairs } from '../bench/pairs.js'
import {
  extractFeatures,
  findSameTopic,
  NEAR_THRESHOLD,
  SAME_TOPIC_THRESHOLD,
  similarity,
  TopicIndex,
} from '../src/core/topic.js'

const score = (a: string, b: string) => similarity(extractFeatures(a), extractFeatures(b)).score
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

// Behaviour locked on a sample of the labelled set: every fifth pair plus the acceptance pairs.
// The pairs below are today's misses; each is a known limit (see the README). When a change fixes
// one, this test fails on purpose: remove it from the list and say so in the changelog.
const KNOWN_MISSES = new Set([
  '注释要解释为什么，不要复述代码在做什么 / 代码注释只写原因，代码本身能看懂的就别注释',
  '别用 var，用 const 和 let / 能用 const 就别用 let',
  'Comments explain why, not what / Don\'t write comments that restate the code',
  'Never edit the production database by hand / Production data changes go through migrations only',
  '字符串用单引号 / Use curly quotes in prose',
  '用 ESLint + Prettier / ESLint 规则不要随便关',
  '公众号文章不要超过 2000 字 / 公众号文章配图要用横图',
  '回答里别贴大段代码 / 不要在回复里放很长的代码',
  '我在上海，时区是东八区 / 时间都用 UTC',
  '先出方案，我同意了再动手写代码 / Propose a plan and wait for my OK before coding',
  '组件的 props 要写类型 / React 组件参数都要有类型定义',
  'Revert first, debug later / If production breaks, roll back before investigating',
])

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
    const expected = KNOWN_MISSES.has(key) ? p.label !== 'same' : p.label === 'same'
    expect(findSameTopic([p.a], p.b) !== null, KNOWN_MISSES.has(key) ? 'a known miss changed: update KNOWN_MISSES' : 'decision').toBe(expected)
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
      const features = extractFeatures(probe)
      const brute = stored
        .map((t, key) => ({ key, ...similarity(features, extractFeatures(t)) }))
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
