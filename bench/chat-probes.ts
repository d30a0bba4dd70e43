// The lead's chat-form probes (test/fixtures/chat-probes.jsonl, labelled blind in its own commit):
// pairs constructed while tuning the gate, so TUNE data only. `unclear` pairs carry no label and
// are left out.

import { fixtureFile, readJsonLines } from './fixture-file.js'

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

/** Every pair of the fixture, `unclear` ones included. */
export const allChatProbes = (): ChatProbe[] =>
  readJsonLines<ChatProbe>(fixtureFile(CHAT_PROBES))

/** The labelled pairs: what the test and the bench measure. */
export const chatProbes = (): LabelledProbe[] => allChatProbes().filter((p): p is LabelledProbe => p.class !== 'unclear')
