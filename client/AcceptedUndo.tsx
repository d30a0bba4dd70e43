// The Undo button under 「已接受，已生效」 on a waiting write's card (client/accepted-undo.ts says what it
// undoes). Done or undone elsewhere since (the tab, /forget), it changes nothing and says so.
import { useState } from 'react'
import type { CardText } from '../src/tools/card-text'
import { CARD_UNDO_STRINGS, undoFromCard } from './card-undo'
import { detectLang, type Strings } from './i18n'

export function AcceptedUndo({ undo, t }: { undo: NonNullable<CardText['undo']>; t: Strings }) {
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle')
  const [note, setNote] = useState('')
  const run = async () => {
    setState('busy')
    try {
      const noop = await undoFromCard(undo)
      if (noop) setNote(CARD_UNDO_STRINGS[detectLang()][noop])
      setState('done')
    } catch {
      setState('failed')
    }
  }
  return (
    <button type="button" className="dum-card-undo" data-action="card-undo-accept" title={undo.hint} disabled={state === 'busy' || state === 'done'} onClick={() => void run()}>
      {state === 'done' ? note || t.cardUndone : state === 'failed' ? t.cardUndoFailed : t.undo}
    </button>
  )
}
