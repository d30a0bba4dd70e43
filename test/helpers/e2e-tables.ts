// What the e2e tests read of the plugin's storage domain in a test home, and the tool calls they
// script for the model: one copy for every file that checks what a turn stored or held.
import type { HistoryEntry, Judgment } from '../../src/core/judgment.js'
import type { Proposal } from '../../src/core/proposal.js'
import { readStorage } from './dsh-home.js'

export type MirrorTables = { judgments: Record<string, Judgment>; history?: Record<string, HistoryEntry>; proposals?: Record<string, Proposal> }

/** Readers of the plugin's tables in the test home `home()` names (a getter: each test makes its own home). */
export function mirrorTables(home: () => string) {
  const stored = () => readStorage<MirrorTables>(home(), 'dsh_user_mirror')
  return {
    stored,
    judgments: () => Object.values(stored()?.tables.judgments ?? {}),
    proposals: () => Object.values(stored()?.tables.proposals ?? {}),
    history: () => Object.values(stored()?.tables.history ?? {}),
  }
}

/** The model's `mirror_remember` call, as the scripted model sends it. */
export const remember = (text: string, kind: string, reason: string) => ({ name: 'mirror_remember', arguments: { text, kind, reason } })
/** The model's `mirror_forget` call by text. */
export const forget = (text: string, reason: string) => ({ name: 'mirror_forget', arguments: { text, reason } })
