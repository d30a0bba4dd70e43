// What one tidy run sends the user's model, for stores of several sizes: the real instruction and
// the real framed input (`tidyInstruction`, `tidyInput`, `frameInput`), counted in o200k, against
// the tokens of the judgments' own text and reason. Nothing is sent anywhere.
import { frameInput } from '../src/model/aux-call.js'
import { TIDY_PREAMBLE, tidyInput, tidyInstruction } from '../src/model/tidy-answer.js'
import { countTokens, loadTokenizer } from '../src/core/tokens.js'
import { judgments } from './corpus.js'

export interface TidyBenchRow {
  stored: number
  /** Open near pairs sent as `check_first`. */
  pairs: number
  instructionTokens: number
  inputTokens: number
  inputBytes: number
  /** Tokens of the judgments' text and reason alone. */
  ownTokens: number
}

export async function tidyBench(sizes: readonly number[], limits: { maxChars: number; maxReasonChars: number }): Promise<TidyBenchRow[]> {
  await loadTokenizer()
  const instructionTokens = countTokens(tidyInstruction(limits))
  return sizes.map((stored) => {
    const store = judgments(stored, Date.parse('2026-06-01'))
    // One open pair per ten judgments, as the tools would leave them between runs.
    const pairs = store.slice(0, Math.floor(stored / 10) * 2).reduce<Array<[string, string]>>((out, j, i, all) => (i % 2 ? [...out, [all[i - 1]!.id, j.id]] : out), [])
    const { input } = tidyInput(store, pairs)
    const framed = frameInput(TIDY_PREAMBLE, input)
    return {
      stored,
      pairs: pairs.length,
      instructionTokens,
      inputTokens: countTokens(framed),
      inputBytes: Buffer.byteLength(framed, 'utf8'),
      ownTokens: store.reduce((sum, j) => sum + countTokens(j.text) + countTokens(j.reason), 0),
    }
  })
}
