// A deterministic synthetic store for the speed and token benches: real judgment sentences from
// the labelled set, varied with a context clause so that 10,000 of them are all distinct.

import type { Judgment, Kind } from '../src/core/judgment.js'
import { loadPairs } from './pairs.js'

/** mulberry32: a small seeded PRNG, so every run measures the same data. */
export function prng(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const CONTEXTS_ZH = ['在这个仓库里', '写博客时', '做代码评审时', '在公司项目里', '给客户写文档时', '在开源项目里', '写周报时', '处理线上问题时', '写脚本时', '重构老代码时']
const CONTEXTS_EN = ['in this repo', 'for the blog', 'during code review', 'at work', 'in client docs', 'in open-source work', 'in weekly reports', 'during incidents', 'in scripts', 'when refactoring legacy code']

/** The distinct judgment sentences of the labelled set. */
export function baseTexts(): string[] {
  const seen = new Set<string>()
  for (const p of loadPairs()) {
    seen.add(p.a)
    seen.add(p.b)
  }
  return [...seen]
}

/** `n` distinct judgment texts (the first ones are the plain sentences). */
export function judgmentTexts(n: number, seed = 1): string[] {
  const base = baseTexts()
  const random = prng(seed)
  const out: string[] = []
  const used = new Set<string>()
  for (let i = 0; out.length < n; i++) {
    const text = base[i % base.length]!
    const round = Math.floor(i / base.length)
    let candidate = text
    if (round > 0) {
      const zh = /[\u4e00-\u9fff]/.test(text)
      const contexts = zh ? CONTEXTS_ZH : CONTEXTS_EN
      const context = contexts[Math.floor(random() * contexts.length)]!
      candidate = zh ? `${context}，${text}（${round}）` : `${text} ${context} (${round})`
    }
    if (used.has(candidate)) continue
    used.add(candidate)
    out.push(candidate)
  }
  return out
}

const KINDS: Kind[] = ['principle', 'workflow', 'taste', 'principle', 'workflow', 'taste', 'principle', 'workflow', 'taste', 'redline']

/** Judgments with varied kinds, hits and ages (about 1 in 40 a red line). */
export function judgments(n: number, now: number, seed = 2): Judgment[] {
  const random = prng(seed)
  const day = 86_400_000
  return judgmentTexts(n, seed).map((text, i) => {
    const kind = random() < 0.025 ? 'redline' : KINDS[Math.floor(random() * 9)]!
    const lastSeenAt = now - Math.floor(random() * 120 * day)
    return {
      id: `j_${i.toString(36).padStart(6, '0')}`,
      text,
      kind,
      reason: 'said while working on the project',
      hits: 1 + Math.floor(random() * 5),
      createdAt: lastSeenAt - Math.floor(random() * 30 * day),
      updatedAt: lastSeenAt,
      lastSeenAt,
      source: 'tool',
    }
  })
}
