// Accept / Edit / Reject on the conversation's card of a write that waits for the user's OK: the
// tab's own proposal routes, so the card decides exactly as the Memory tab does (the store's merge,
// eviction, history and credential rules apply). A proposal already decided elsewhere answers with
// an error, which the card says in the user's words.
import { useState } from 'react'
import { acceptProposal, rejectProposal } from './api'
import type { Strings } from './i18n'

type State = 'idle' | 'editing' | 'busy' | 'accepted' | 'rejected' | 'failed'

export function PendingActions({ proposalId, canEdit, text, t }: { proposalId: string; canEdit: boolean; text: string; t: Strings }) {
  const [state, setState] = useState<State>('idle')
  const [draft, setDraft] = useState(text)
  const decide = async (accept: boolean, edit?: { text: string }) => {
    setState('busy')
    try {
      if (accept) await acceptProposal(proposalId, edit)
      else await rejectProposal(proposalId)
      setState(accept ? 'accepted' : 'rejected')
    } catch {
      setState('failed')
    }
  }
  if (state === 'accepted' || state === 'rejected' || state === 'failed') {
    const said = state === 'accepted' ? t.cardAccepted : state === 'rejected' ? t.cardRejected : t.cardDecideFailed
    return <div className="dum-card-line" data-role="card-decided" data-state={state}>{said}</div>
  }
  if (state === 'editing') {
    return (
      <div className="dum-card-decide">
        <textarea className="dum-card-edit" rows={2} value={draft} aria-label={t.cardEditLabel} onChange={(e) => setDraft(e.target.value)} />
        <button type="button" className="dum-card-undo" data-action="card-save-accept" disabled={!draft.trim()} onClick={() => void decide(true, { text: draft })}>{t.cardSaveAccept}</button>
        <button type="button" className="dum-card-undo" data-action="card-cancel" onClick={() => setState('idle')}>{t.cardCancel}</button>
      </div>
    )
  }
  const busy = state === 'busy'
  return (
    <div className="dum-card-decide">
      <button type="button" className="dum-card-undo" data-action="card-accept" disabled={busy} onClick={() => void decide(true)}>{t.cardAccept}</button>
      {canEdit && <button type="button" className="dum-card-undo" data-action="card-edit" disabled={busy} onClick={() => setState('editing')}>{t.cardEdit}</button>}
      <button type="button" className="dum-card-undo" data-action="card-reject" disabled={busy} onClick={() => void decide(false)}>{t.cardReject}</button>
    </div>
  )
}
