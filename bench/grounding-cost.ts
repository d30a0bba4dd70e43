// What the grounding gate costs one model write (issue 19: term-swap.ts and word-swap.ts run per
// write, never per turn). A write is checked against the user's recent messages (up to
// RECENT_USER_MESSAGES, each cut at 4,000 characters), so the cost is timed for conversations of 1, 10
// and 50 user messages: the pair's own message among other rule lines. Baseline in the same run:
// extracting the topic features of the same texts, the least any lexical check of them costs.
import { readFileSync } from 'node:fs'
import { groundIn } from '../src/core/ground.js'
import { swapsTerm } from '../src/core/term-swap.js'
import { extractFeatures } from '../src/core/topic.js'
import { swapsWord } from '../src/core/word-swap.js'
import { RECENT_USER_MESSAGES } from '../src/grounding/session.js'
import { fixtureFile } from './fixture-file.js'
import { msPerCall } from './speed.js'
import { thirdGroundingPairs } from './real-rules.js'

export interface GroundingCostRow {
  messages: number
  /** Median ms per `groundIn` call (one model write). */
  groundMs: number
  /** Median ms to extract the features of the judgment and every message. */
  baselineMs: number
}

/**
 * What users paste into a conversation: code and logs, up to the 4,000 characters a message is cut
 * at. Real text: this project's own source and README, cut into blocks.
 */
function pastedBlocks(): string[] {
  const texts = ['src/core/ground.ts', 'src/core/ground-beyond.ts', 'README.md', 'CHANGELOG.md'].map((f) => readFileSync(fixtureFile(f), 'utf8'))
  return Array.from({ length: 40 }, (_, k) => {
    const text = texts[k % texts.length]!
    const at = (k * 1_777) % Math.max(1, text.length - PASTED_CHARS)
    return text.slice(at, at + PASTED_CHARS)
  })
}
const PASTED_CHARS = 4_000

export async function groundingCost(): Promise<{ rows: GroundingCostRow[]; pasted: GroundingCostRow; swapMs: number; swapBaselineMs: number; pairs: number }> {
  const pairs = thirdGroundingPairs()
  const others = [...new Set(pairs.flatMap((p) => p.messages))]
  const conversation = (i: number, n: number) => {
    const own = pairs[i % pairs.length]!
    const rest = Array.from({ length: n - 1 }, (_, k) => others[(i * 31 + k * 7) % others.length]!)
    return { judgment: own.judgment, utterances: [...rest, ...own.messages].map((text) => ({ text })) }
  }
  const rows: GroundingCostRow[] = []
  for (const n of [1, 10, RECENT_USER_MESSAGES]) {
    const groundMs = await msPerCall((i) => {
      const c = conversation(i, n)
      return groundIn(c.judgment, c.utterances)
    }, 800)
    const baselineMs = await msPerCall((i) => {
      const c = conversation(i, n)
      extractFeatures(c.judgment)
      for (const u of c.utterances) extractFeatures(u.text)
    }, 800)
    rows.push({ messages: n, groundMs, baselineMs })
  }
  // A long conversation: every other one of the 50 messages a pasted block of 4,000 characters.
  const blocks = pastedBlocks()
  const pastedConversation = (i: number) => {
    const own = pairs[i % pairs.length]!
    const rest = Array.from({ length: RECENT_USER_MESSAGES - own.messages.length }, (_, k) => k % 2 ? blocks[(i + k) % blocks.length]! : others[(i * 31 + k * 7) % others.length]!)
    return { judgment: own.judgment, utterances: [...rest, ...own.messages].map((text) => ({ text })) }
  }
  const pastedMs = await msPerCall((i) => {
    const c = pastedConversation(i)
    return groundIn(c.judgment, c.utterances)
  }, 3_000, 3)
  const pastedBaselineMs = await msPerCall((i) => {
    const c = pastedConversation(i)
    extractFeatures(c.judgment)
    for (const u of c.utterances) extractFeatures(u.text)
  }, 800)
  const pasted = { messages: RECENT_USER_MESSAGES, groundMs: pastedMs, baselineMs: pastedBaselineMs }
  // The two alignment checks alone, on each pair's own words, against the features of the same two texts.
  const swapMs = await msPerCall((i) => {
    const p = pairs[i % pairs.length]!
    const said = p.messages.join('\n')
    return swapsTerm(p.judgment, said, said) ?? swapsWord(p.judgment, said)
  }, 800)
  const swapBaselineMs = await msPerCall((i) => {
    const p = pairs[i % pairs.length]!
    extractFeatures(p.judgment)
    extractFeatures(p.messages.join('\n'))
  }, 800)
  return { rows, pasted, swapMs, swapBaselineMs, pairs: pairs.length }
}
