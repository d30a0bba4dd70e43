import type { PendingResult } from './gate.js'

const quote = (text: string) => `“${text}”`

/** What the model reads when a write waits for the user: plainly, so it can ask. */
export function renderPending(value: PendingResult): string {
  const p = value.proposal
  const what = value.action === 'forget'
    ? `Removing ${value.touches!.id} ${quote(value.touches!.text)}`
    : value.action === 'update'
      ? `Changing ${p.target!.id} ${quote(p.target!.text)} to ${quote(p.text!)}`
      : `Remembering ${quote(p.text!)}`
  if (value.outcome === 'declined-before') {
    return `Not done: ${what} was proposed before and the user rejected it. Do not propose it again unless the user asks for it.`
  }
  const why = p.why === 'confirm-always'
    ? 'the user asked to confirm every memory change'
    : 'none of the user\'s own words in this session back it'
  const lines = [`Not done yet: ${what} is waiting for the user's OK (${why}). It is not in effect. Proposal ${p.id}.`]
  if (value.action === 'add' && value.touches) lines.push(`Accepting it would evict ${value.touches.id} ${quote(value.touches.text)} (memory is full).`)
  lines.push('If the user wants it, ask them to say so in their own words or accept it in the Memory tab; otherwise leave it.')
  return lines.join('\n')
}
