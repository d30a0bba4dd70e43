// What the grounding gate makes of one model write against one user message: `live` when the
// user's words carry it, else why it waits (`changes`, `opposite`, `generalises` …, `off-topic`).
import { groundIn } from '../../src/core/ground.js'

export function verdict(judgment: string, said: string): string {
  const g = groundIn(judgment, [{ text: said }])
  return g.grounded ? 'live' : g.blocked ?? 'off-topic'
}

/** The same, against a conversation of the user's messages in order. */
export function verdictIn(judgment: string, ...messages: string[]): string {
  const g = groundIn(judgment, messages.map((text) => ({ text })))
  return g.grounded ? 'live' : g.blocked ?? 'off-topic'
}
