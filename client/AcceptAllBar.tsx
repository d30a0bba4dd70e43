// "Accept all <kind> (N)" above the waiting proposals: what accepting them would evict is said before
// anything is accepted, and two waiting writes that contradict each other are never accepted in one
// click (the second would silently replace the first), nor one that would replace a rule in effect:
// they stay waiting and the notice says to choose.
import { useState } from 'react'
import { acceptProposal, type Kind, type Proposal } from './api'
import { acceptAllStrings } from './accept-all-strings'
import { useLocale } from './context'
import { exchangeStrings } from './exchange-i18n'
import { capacityOf, type CapacityPlan } from './exchange-api'
import { heldSentence, isHeld } from './held-back'

export { heldPairs, heldSentence, isHeld } from './held-back'

export interface AcceptAllBarProps {
  proposals: Proposal[]
  kindLabel: (kind: Kind) => string
  act: (fn: () => Promise<unknown>) => Promise<Error | undefined>
  onNotice: (notice: { tone: 'info' | 'error'; message: string }) => void
}

export function AcceptAllBar({ proposals, kindLabel, act, onNotice }: AcceptAllBarProps) {
  const { t, lang } = useLocale()
  const a = acceptAllStrings(lang)
  const [confirming, setConfirming] = useState<{ kind: Kind; list: Proposal[]; held: Proposal[]; plan: CapacityPlan }>()
  // "Accept all" per kind of judgment, for the new or changed judgments (never removals) of that kind.
  const byKind = new Map<Kind, Proposal[]>()
  for (const p of proposals) {
    if ((p.kind !== 'add' && p.kind !== 'update' && p.kind !== 'import') || !p.judgment || p.stale) continue
    byKind.set(p.judgment.kind, [...byKind.get(p.judgment.kind) ?? [], p])
  }
  const acceptAll = async (kind: Kind, list: Proposal[], held: Proposal[]) => {
    setConfirming(undefined)
    const failure = await act(async () => {
      for (const p of list) await acceptProposal(p.id)
    })
    if (failure) return onNotice({ tone: 'error', message: t.actionFailed(failure.message) })
    const accepted = a.acceptedAll(list.length, kindLabel(kind))
    onNotice(held.length ? { tone: 'error', message: `${accepted}${lang === 'en' ? ' ' : ''}${heldSentence(held, t, lang)}` } : { tone: 'info', message: accepted })
  }
  const askAll = async (kind: Kind, all: Proposal[]) => {
    const held = all.filter(isHeld)
    const list = all.filter((p) => !isHeld(p))
    let plan: CapacityPlan | undefined
    const failure = await act(async () => { plan = await capacityOf(list.map((p) => p.id)) })
    if (failure || !plan) return onNotice({ tone: 'error', message: t.actionFailed(failure?.message ?? '') })
    if (plan.evicts.length || plan.blocked) setConfirming({ kind, list, held, plan })
    else await acceptAll(kind, list, held)
  }
  // A kind whose waiting writes all contradict one another has nothing to accept in one click.
  const many = [...byKind].filter(([, list]) => list.length > 1 && list.some((p) => !isHeld(p)))
  if (!many.length) return null
  const x = exchangeStrings(lang)
  return (
    <>
      <div className="dum-toolbar dum-accept-all" data-role="accept-all" role="toolbar" aria-label={t.pendingTitle(proposals.length)}>
        <span className="dum-muted" aria-hidden="true">{a.acceptAllLead}</span>
        {many.map(([kind, list]) => {
          const n = list.filter((p) => !isHeld(p)).length
          return (
            <button key={kind} type="button" className="dum-btn" data-action="accept-kind" data-kind={kind} aria-label={a.acceptAllOfKind(kindLabel(kind), n)} onClick={() => void askAll(kind, list)}>
              {a.acceptKindChip(kindLabel(kind), n)}
            </button>
          )
        })}
      </div>
      {confirming && (
        <div className="dum-notice" data-tone="error" data-role="accept-capacity">
          <span className="dum-notice-text">{confirming.plan.blocked ? x.blocked(confirming.plan) : x.capacity(confirming.plan.adds, confirming.plan.free, confirming.plan.evicts.map((e) => e.text))}</span>
          {!confirming.plan.blocked && <button type="button" className="dum-btn dum-btn-primary" data-action="accept-kind-confirm" onClick={() => void acceptAll(confirming.kind, confirming.list, confirming.held)}>{x.confirmAccept}</button>}
          <button type="button" className="dum-btn" onClick={() => setConfirming(undefined)}>{x.cancel}</button>
        </div>
      )}
    </>
  )
}
