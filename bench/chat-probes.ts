// The lead's chat-form probes (test/fixtures/chat-probes.jsonl, labelled blind in its own commit):
// pairs constructed while tuning the gate, so TUNE data only. `unclear` pairs carry no label and
// are left out.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const CHAT_PROBES = 'test/fixtures/chat-probes.jsonl'

export interface ChatProbe {
  id: string
  judgment: string
  messages: string[]
  lang: 'en' | 'zh' | 'en-zh' | 'zh-en'
  class: 'paraphrase' | 'different-value' | 'inverted' | 'added' | 'unclear'
  /** Absent on `unclear` pairs. */
  grounded?: boolean
  note: string
}
export type LabelledProbe = ChatProbe & { grounded: boolean }

/** The fixture, found from this module upwards (the bench runs bundled, from a cache folder). */
function probesFile(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    if (existsSync(join(dir, CHAT_PROBES))) return join(dir, CHAT_PROBES)
    if (dirname(dir) === dir) throw new Error(`${CHAT_PROBES} not found`)
  }
}

/** Every pair of the fixture, `unclear` ones included. */
export const allChatProbes = (): ChatProbe[] =>
  readFileSync(probesFile(), 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as ChatProbe)

/** The labelled pairs: what the test and the bench measure. */
export const chatProbes = (): LabelledProbe[] => allChatProbes().filter((p): p is LabelledProbe => p.class !== 'unclear')
