// The second reading of grounding by the user's own model (src/grounding/reading.ts) on the pairs
// of every grounding set that no rule was tuned on (sets 1–3's held-aside slices, the fourth and
// sixth sets whole, the chat set's held-aside third). Two figures:
//   - reach: what the reading may change, counted from the words' verdicts alone. A write the words
//     let through can be held; a paraphrase the words hold as adding words can be let through; a
//     write with no words of the user on its topic, or one the words found changed or flipped, is
//     never read. So with a reader that is always right, paraphrases grounded ≤ words-live + held
//     for adding, and different-value or inverted live → 0. A ceiling, not a measurement.
//   - measured: the real reading through an OpenAI-compatible endpoint (DeepSeek's API is one),
//     when DSH_MIRROR_READING_URL, DSH_MIRROR_READING_KEY and DSH_MIRROR_READING_MODEL are set.
//     Nothing is sent otherwise; the build machine reaches no model, so the published bench says so.
// Counts only, per set and class: no pair or verdict is listed.
import { groundIn } from '../src/core/ground.js'
import { mayReread, withReading } from '../src/grounding/reading.js'
import { AuxRequestLog, type AuxCallDeps, type LlmLike } from '../src/model/aux-call.js'
import { createRequire } from 'node:module'
import { frameInput } from '../src/model/aux-call.js'
import { READING_INSTRUCTION, readGrounding, readingMessages, type Reading } from '../src/model/ground-reading.js'
import { ENCODER_MODULE } from '../src/core/tokens.js'
import { FOURTH, heldAsidePairs, SIXTH } from './real-rules-held-aside.js'
import { chatGroundingPairs, freshGroundingPairs, pairSlice, realGroundingPairs, thirdGroundingPairs } from './real-rules.js'

import type { RealGroundingPair } from './grounding-pair.js'

const CLASSES = ['paraphrase', 'different-value', 'inverted'] as const
type Cls = typeof CLASSES[number]

/** Every set's pairs that no rule was tuned on, by set name. */
export function untunedSets(): Array<{ name: string; pairs: RealGroundingPair[] }> {
  const holdout = (pairs: RealGroundingPair[]) => pairs.filter((p) => pairSlice(p) === 'holdout')
  return [
    { name: 'sets 1–3, held-aside slices', pairs: [...holdout(realGroundingPairs()), ...holdout(freshGroundingPairs()), ...holdout(thirdGroundingPairs())] },
    { name: 'fourth (held aside whole)', pairs: heldAsidePairs(FOURTH) },
    { name: 'sixth (held aside whole)', pairs: heldAsidePairs(SIXTH) },
    { name: 'chat, held-aside third', pairs: chatGroundingPairs().filter((p) => p.split === 'holdout') },
  ]
}

export interface ReachRow { n: number; wordsLive: number; ceilingLive: number; read: number }

/** Per class: pairs, live by the words, live with a reader that is always right, how many would be read. */
export function readingReach(pairs: readonly RealGroundingPair[]): Record<Cls, ReachRow> {
  const rows = Object.fromEntries(CLASSES.map((c) => [c, { n: 0, wordsLive: 0, ceilingLive: 0, read: 0 }])) as Record<Cls, ReachRow>
  for (const pair of pairs) {
    const words = groundIn(pair.judgment, pair.messages.map((text) => ({ text })))
    const row = rows[pair.class]
    row.n++
    if (words.grounded) row.wordsLive++
    const read = mayReread(words, pair.judgment)
    if (read) row.read++
    // An always-right reader: the same claim live (when the reading may act on it), another claim held.
    const live = read ? pair.grounded : words.grounded
    if (live) row.ceilingLive++
  }
  return rows
}

/** A minimal OpenAI-compatible chat-completions client (streamed) as the `llm` slice the auxiliary call uses (bench only). */
export function openAiCompatible(baseUrl: string, key: string): LlmLike {
  return {
    async* stream(options) {
      const response = await fetch(`${baseUrl.replace(/\/$/, '')}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: JSON.stringify({
          model: options.model,
          max_tokens: options.maxTokens,
          temperature: 0,
          stream: true,
          messages: [
            { role: 'system', content: options.system ?? '' },
            ...options.messages.map((m) => ({ role: 'user', content: (m.content as Array<{ text?: string }>).map((c) => c.text ?? '').join('') })),
          ],
        }),
        ...(options.signal ? { signal: options.signal } : {}),
      })
      if (!response.ok || !response.body) {
        yield { type: 'finish', reason: { kind: 'error', failure: { message: (await response.text()).slice(0, 200), status: response.status } } } as never
        return
      }
      let buffer = ''
      let finish = 'stop'
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        buffer += read.value
        let end: number
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const event = buffer.slice(0, end).replace(/^data: ?/, '').trim()
          buffer = buffer.slice(end + 2)
          if (!event || event === '[DONE]') continue
          const choice = (JSON.parse(event) as { choices?: Array<{ delta?: { content?: string }; finish_reason?: string | null }> }).choices?.[0]
          if (choice?.delta?.content) yield { type: 'text-delta', index: 0, text: choice.delta.content } as never
          if (choice?.finish_reason) finish = choice.finish_reason
        }
      }
      yield { type: 'finish', reason: { kind: finish === 'length' ? 'max-tokens' : 'stop' } } as never
    },
  }
}

export interface MeasuredRow { n: number; wordsLive: number; live: number; failed: number }

/** The real reading on each pair the reading may act on; per class, live with it. `concurrency` requests at a time. */
export async function readingMeasured(pairs: readonly RealGroundingPair[], aux: AuxCallDeps, concurrency = 4): Promise<Record<Cls, MeasuredRow>> {
  const rows = Object.fromEntries(CLASSES.map((c) => [c, { n: 0, wordsLive: 0, live: 0, failed: 0 }])) as Record<Cls, MeasuredRow>
  let next = 0
  const work = async () => {
    while (next < pairs.length) {
      const pair = pairs[next++]!
      const utterances = pair.messages.map((text) => ({ text }))
      const words = groundIn(pair.judgment, utterances)
      let reading: Reading | undefined
      if (mayReread(words, pair.judgment)) {
        try {
          reading = await readGrounding(aux, { text: pair.judgment, kind: 'principle', messages: pair.messages })
        } catch {
          rows[pair.class].failed++
        }
      }
      const row = rows[pair.class]
      row.n++
      if (words.grounded) row.wordsLive++
      if (withReading(words, reading, utterances, pair.judgment).grounded) row.live++
    }
  }
  await Promise.all(Array.from({ length: concurrency }, work))
  return rows
}

/** The endpoint from the environment, when all three are set. */
export function readingEndpoint(env = process.env): { aux: AuxCallDeps; label: string } | undefined {
  const url = env.DSH_MIRROR_READING_URL
  const key = env.DSH_MIRROR_READING_KEY
  const model = env.DSH_MIRROR_READING_MODEL
  if (!url || !key || !model) return undefined
  const llm = openAiCompatible(url, key)
  return { label: `${model} at ${new URL(url).host}`, aux: { llm: () => llm, defaultRoute: () => ({ provider: 'bench', model }), log: new AuxRequestLog() } }
}

/** What one reading costs in tokens (o200k_base): the instruction, and the median and largest whole request over `pairs`. */
export function readingTokens(pairs: readonly RealGroundingPair[]): { instruction: number; median: number; max: number; n: number } {
  const { encode } = createRequire(import.meta.url)(ENCODER_MODULE) as { encode: (text: string) => number[] }
  const instruction = encode(READING_INSTRUCTION).length
  const sizes = pairs.map((p) => instruction + encode(frameInput('The person\'s messages (oldest first) and the sentence to check, as JSON:', { messages: readingMessages(p.messages), sentence: p.judgment, kind: 'principle' })).length).sort((a, b) => a - b)
  return { instruction, median: sizes[Math.floor(sizes.length / 2)] ?? 0, max: sizes.at(-1) ?? 0, n: sizes.length }
}

const frac = (n: number, d: number) => `${n}/${d}${d ? ` (${(100 * n / d).toFixed(1)} %)` : ''}`

/** The bench section, as Markdown lines (measured only when an endpoint is set). */
export async function modelReadingSection(env = process.env): Promise<string[]> {
  const out = [
    '## A second reading by the user\'s own model (`modelReading`, issue 19)',
    '',
    'With `confirm: grounded` and `modelReading` on (the default), a write the word check lets through, or holds as adding words to the user\'s sentence, is read once more by the user\'s own model in a separate request that carries only the user\'s messages and the sentence (`src/model/ground-reading.ts`). It may hold the first, and let the second through when it quotes the user\'s words; a write with no words of the user on its topic, or one the words found changed or flipped, is never read. On every pair no rule was tuned on, counts only:',
    '',
    '| set | class | pairs | live, words alone | read by the model | live, an always-right reader (ceiling) |',
    '|---|---|---:|---:|---:|---:|',
  ]
  const sets = untunedSets()
  for (const set of sets) {
    const reach = readingReach(set.pairs)
    for (const cls of CLASSES) {
      const r = reach[cls]
      if (r.n) out.push(`| ${set.name} | ${cls} | ${r.n} | ${frac(r.wordsLive, r.n)} | ${r.read} | ${frac(r.ceilingLive, r.n)} |`)
    }
  }
  out.push('')
  const cost = readingTokens(sets.flatMap((s) => s.pairs))
  out.push(`What one reading costs (o200k_base tokens; the pairs' messages stand for a conversation's, which carries up to 8 of the user's messages of up to 1,000 characters): the instruction ${cost.instruction}, a whole request ${cost.median} at the median and ${cost.max} at most over these ${cost.n} pairs; the answer is capped at 300. It is made once per model write that the reading may change, never per turn.`)
  out.push('')
  const endpoint = readingEndpoint(env)
  if (!endpoint) {
    out.push('Measured with a model: **not measured** — the machine this bench runs on reaches no model, and nothing is sent without one. With your own key: `DSH_MIRROR_READING_URL=https://api.deepseek.com DSH_MIRROR_READING_KEY=… DSH_MIRROR_READING_MODEL=deepseek-chat node scripts/bench-model-reading.mjs` (sends only the labelled pairs, which are CC0 rule lines, constructed lines and permissively licensed chat messages).')
    return out
  }
  out.push(`Measured with ${endpoint.label}:`, '', '| set | class | pairs | live, words alone | live, words + reading | readings failed |', '|---|---|---:|---:|---:|---:|')
  for (const set of sets) {
    const rows = await readingMeasured(set.pairs, endpoint.aux)
    for (const cls of CLASSES) {
      const r = rows[cls]
      if (r.n) out.push(`| ${set.name} | ${cls} | ${r.n} | ${frac(r.wordsLive, r.n)} | ${frac(r.live, r.n)} | ${r.failed} |`)
    }
  }
  return out
}
