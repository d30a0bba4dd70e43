import { orderText } from '../core/close-to.js'
import type { PendingResult } from './gate.js'
import { readingFailedForModel } from './reading-failed.js'
import { heldForAdded } from './restated.js'

const quote = (text: string) => `“${text}”`

const list = (words: readonly string[]) => words.map(quote).join(', ')
const NO_WORDS = 'no words of the user in this conversation back it'

/** Why the user's words on this topic do not back the write, for the model to ask about. */
function beyondWords(b: NonNullable<PendingResult['beyond']>): string {
  if (!b.quote) return NO_WORDS
  const close = `close to what the user said (${quote(b.quote)}), but`
  switch (b.blocked) {
    case 'adds': return `${close} it adds ${list(b.added ?? [])}, which they did not say`
    case 'changes': return `${close} it ${(b.changed ?? []).map((c) => (c.dropped?.length ? `leaves out ${list(c.dropped)}, the step they put first` : c.order ? `changes the order ${quote(orderText(c.from))} to ${quote(orderText(c.to))}` : `changes ${list(c.from)} to ${list(c.to)}`)).join(' and ')}`
    case 'relaxes': return `${close} it relaxes what they asked for`
    case 'opposite': return `${close} it says the opposite`
    case 'taken-back': return `${close} they took it back right after`
    case 'one-occasion': return `${close} they said it for this one occasion, not as a standing rule`
    case 'generalises': return `${close} it reaches more cases than they said (the case at hand, or only some cases)`
    case 'near': return b.added?.length ? `${close} it adds ${list(b.added)}, which they did not say` : `${close} it does not say the same thing`
    case 'reread': return `${close} the user's model, reading their words again in a separate call, says it is not what they said${b.note ? `: ${quote(b.note)}` : ''}`
    default: return NO_WORDS
  }
}

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
    : p.why === 'changes-redline'
      ? 'it would replace one of the user\'s red lines with another value or its opposite, which only the user can do'
      : value.beyond
        ? beyondWords(value.beyond)
        : NO_WORDS
  const lines = [`Not done yet: ${what} is waiting for the user's OK (${why}). It is not in effect. Proposal ${p.id}.`]
  if (value.readingFailed) lines.push(readingFailedForModel(value.readingFailed))
  if (value.action === 'add' && value.touches) lines.push(`Accepting it would evict ${value.touches.id} ${quote(value.touches.text)} (memory is full).`)
  // Held only for words the user never typed: the model may say it again without them (restated.ts).
  const added = value.action === 'add' && p.why === 'ungrounded' ? heldForAdded(value.beyond) : []
  if (added.length) lines.push(`If the user's words already say it without ${list(added)}, call mirror_remember again with it in their words; that write is checked the same way, and this one is then withdrawn.`)
  lines.push('If the user wants it, ask them to say so in their own words, or to accept it on this call\'s card in the chat or in the Memory tab; otherwise leave it.')
  return lines.join('\n')
}
