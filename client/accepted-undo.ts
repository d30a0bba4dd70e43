// Undo on the conversation's card of a write the user accepted (walk16 left 3, walk20): the card
// said 「已接受，已生效」 / "Accepted: it is in effect." and offered nothing to take the yes back, though
// the card of a write the model made directly has Undo. Now a yes that stored a new judgment is
// undone by revoking it, one that changed a judgment by restoring the version before, one that forgot
// a judgment by putting it back (the same requests as the other cards' Undo, client/card-undo.ts). A
// yes that only confirmed a judgment again has nothing of its own to undo.
import type { CardText } from '../src/tools/card-text.js'
import type { AcceptedWrite } from './api.js'

type Undo = NonNullable<CardText['undo']>

const HINTS = {
  zh: { created: '撤销这次接受：撤掉刚记下的这一条。', updated: '撤销这次接受：恢复改动前的那一版。', forgotten: '撤销这次接受：把忘掉的这一条放回去。' },
  en: { created: 'Undo this accept: revoke what was just remembered.', updated: 'Undo this accept: restore the version before the change.', forgotten: 'Undo this accept: put back what was forgotten.' },
} as const

/** How to take back what a yes did, or undefined when it did nothing of its own (a confirmation, a guard, a tidy pair). */
export function acceptedUndo(write: AcceptedWrite, lang: 'zh' | 'en'): Undo | undefined {
  const id = write.judgmentId
  if (!id) return undefined
  if (write.detail === 'created') return { action: 'revoke', id, hint: HINTS[lang].created }
  if (write.detail === 'updated') return { action: 'restore', id, expect: 'live', hint: HINTS[lang].updated }
  if (write.detail === 'forgotten') return { action: 'restore', id, expect: 'gone', hint: HINTS[lang].forgotten }
  return undefined
}
