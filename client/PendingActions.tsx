// Accept / Edit / Reject on the conversation's card of a write that waits for the user's OK: the
// tab's own proposal routes, so the card decides exactly as the Memory tab does (the store's merge,
// eviction, history and credential rules apply). A proposal already decided elsewhere answers with
// an error, which the card says in the user's words. One that no longer fits the store (the judgment it
// names changed or went away, mends18) says so, as the tab does, and offers only to remove it.
import { useEffect, useState } from 'react'
import { acceptProposal, MirrorError, pendingProposals, rejectProposal, type WaitingProposal } from './api'
import { acceptedUndo } from './accepted-undo'
import { AcceptedUndo } from './AcceptedUndo'
import type { CardText } from '../src/tools/card-text'
import { detectLang, type Strings } from './i18n'
import { staleText } from './stale-text'
import { refreshSummary } from './summary'
import { isWithdrawn, onWithdrawn } from './withdrawn'

type State = 'checking' | 'idle' | 'editing' | 'busy' | 'accepted' | 'rejected' | 'failed' | 'decided' | 'stale' | 'dropped' | 'removed' | 'withdrawn'
/** States in which the proposal waits for nothing any more (a failed request may still wait). */
const SETTLED = new Set<State>(['accepted', 'rejected', 'decided', 'dropped', 'removed', 'withdrawn'])
/** States a withdrawal (client/withdrawn.ts) replaces: nothing was decided here. */
const UNDECIDED = new Set<State>(['checking', 'idle', 'failed', 'decided'])

// One request for all the cards of a replayed conversation, reused for a few seconds; a card whose
// proposal is not in it (a write newer than the list) asks once more. A failed request leaves the
// buttons: the routes answer for themselves.
let waiting: { at: number; ids: Promise<Map<string, WaitingProposal>> } | undefined
const fetchIds = () => (waiting = { at: Date.now(), ids: pendingProposals() }).ids
/** The proposal as it waits now, or undefined when it waits no longer. */
async function stillWaiting(id: string): Promise<WaitingProposal | undefined> {
  try {
    const cached = waiting && Date.now() - waiting.at < 3_000 ? await waiting.ids : undefined
    return cached?.get(id) ?? (await fetchIds()).get(id)
  } catch {
    return {}
  }
}

/**
 * `onStale`: the proposal turned out to be out of date (listed so, or refused as such on Accept);
 * `onWaiting`: it still waits, as listed now (its guard as it is now); `onSettled`: it waits no
 * longer (decided here or elsewhere), so the card's title stops saying "waiting for your OK".
 */
export function PendingActions({ proposalId, canEdit, text, t, onStale, onWaiting, onSettled }: { proposalId: string; canEdit: boolean; text: string; t: Strings; onStale?: () => void; onWaiting?: (now: WaitingProposal) => void; onSettled?: () => void }) {
  const [state, setState] = useState<State>('checking')
  useEffect(() => {
    if (SETTLED.has(state)) onSettled?.()
  }, [state])
  const [draft, setDraft] = useState(text)
  // What is in effect after a yes, when the user's wording (or a merge) made it other than the card's text.
  const [inEffect, setInEffect] = useState<string | undefined>()
  const [stale, setStale] = useState<WaitingProposal>({})
  // How to take the yes back (none for a yes that only confirmed a judgment again).
  const [undo, setUndo] = useState<CardText['undo']>()
  // A card replayed after the user decided (here, in the tab or by words) offers nothing to press.
  useEffect(() => {
    let live = true
    void stillWaiting(proposalId).then((pending) => {
      if (!live) return
      if (pending?.stale) {
        setStale(pending)
        onStale?.()
      } else if (pending) onWaiting?.(pending)
      setState((s) => (s === 'checking' ? (!pending ? 'decided' : pending.stale ? 'stale' : 'idle') : s))
    })
    return () => { live = false }
  }, [proposalId])
  // The model wrote it again in the user's words and that went live: this one was withdrawn.
  useEffect(() => {
    const check = () => { if (isWithdrawn(proposalId)) setState((s) => (UNDECIDED.has(s) ? 'withdrawn' : s)) }
    check()
    return onWithdrawn(check)
  }, [proposalId])
  const decide = async (accept: boolean, edit?: { text: string }) => {
    setState('busy')
    waiting = undefined
    try {
      let outcome: State = 'accepted'
      if (accept) {
        const stored = await acceptProposal(proposalId, edit, 'card')
        if (stored.text !== undefined && stored.text !== text) setInEffect(stored.text)
        setUndo(acceptedUndo(stored, detectLang()))
      } else {
        // Out of date: removed, not rejected (the server said `dropped`).
        outcome = await rejectProposal(proposalId) === 'dropped' ? 'removed' : 'rejected'
      }
      setState(outcome)
    } catch (error) {
      // Out of date since the card was drawn: the server changed nothing and dropped it.
      const dropped = error instanceof MirrorError && error.code === 'stale'
      if (dropped) onStale?.()
      setState(dropped ? 'dropped' : 'failed')
    }
    // What waits changed (or was found out of date): the sidebar's badge says so now.
    void refreshSummary()
  }
  if (state === 'checking') return null
  if (state === 'stale') {
    return (
      <div className="dum-card-decide">
        <div className="dum-card-line" data-role="card-stale">{staleText(t, stale)}</div>
        <button type="button" className="dum-card-undo" data-action="card-reject" onClick={() => void decide(false)}>{t.tidyDismiss}</button>
      </div>
    )
  }
  if (state !== 'idle' && state !== 'busy' && state !== 'editing') {
    const said = state === 'accepted' ? (inEffect === undefined ? t.cardAccepted : t.cardAcceptedAs(inEffect)) : state === 'rejected' ? t.cardRejected : state === 'removed' ? t.cardRemoved : state === 'decided' ? t.cardDecided : state === 'withdrawn' ? t.cardWithdrawn : state === 'dropped' ? t.cardStale : t.cardDecideFailed
    const line = <div className="dum-card-line" data-role="card-decided" data-state={state}>{said}</div>
    return state === 'accepted' && undo ? <div className="dum-card-decide">{line}<AcceptedUndo undo={undo} t={t} /></div> : line
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
