// "等待你确认 / Waiting for your OK": changes the model, a distill or a tidy run proposed that are
// not in effect yet, each with where it came from, and accept / edit-then-accept / reject. Tidy
// adds "merge a + b → text", "these contradict: keep which?" and "is a fact: forget it?".
import { useId, useRef, useState } from 'react'
import { acceptProposal, rejectProposal, type Kind, type Proposal } from './api'
import { AcceptAllBar } from './AcceptAllBar'
import { useLocale } from './context'
import { ContradictsNotice } from './ContradictsNotice'
import { ImportOrigin } from './ImportOrigin'
import { FOLD_STRINGS, foldProposals } from './proposal-fold'
import { SessionLink } from './SessionLink'
import { GuardProposalBody } from './GuardDetails'
import { staleText } from './stale-text'
import { pendingWhy } from '../src/tools/cards'
import { carrySentence, demotedRedLines, demotionGuard, demotionSentence, forgetRedLineSentence, forgottenRedLine, type GuardState } from '../src/core/demote.js'
import { rewordedGuardLine } from '../src/guards/reworded-sentence.js'
import { catalogueLabels } from '../src/core/guard/catalogue.js'

export interface ProposalsPanelProps {
  proposals: Proposal[]
  kindLabel: (kind: Kind) => string
  act: (fn: () => Promise<unknown>) => Promise<Error | undefined>
  onNotice: (notice: { tone: 'info' | 'error'; message: string }) => void
  /** Ids of the judgments that have a guard, so a merge that ends a red line can say its guard stops too. */
  guarded?: ReadonlySet<string>
  /** Of those, the ones whose guard sleeps (the red line's words relax or flip the ones it was accepted on): it asks nothing now. */
  asleep?: ReadonlySet<string>
  /** Of those, the ones whose guard's setting (its own, else the global one) is off: it asks nothing now either. */
  off?: ReadonlySet<string>
}

const NONE: ReadonlySet<string> = new Set()
const textOf = (p: Proposal) => p.judgment?.text ?? p.target?.text ?? p.pair?.map((r) => r.text).join(' / ') ?? ''

export function ProposalsPanel({ proposals, kindLabel, act, onNotice, guarded = NONE, asleep = NONE, off = NONE }: ProposalsPanelProps) {
  const { t, lang } = useLocale()
  const [expanded, setExpanded] = useState(false)
  const listId = useId()
  const toggle = useRef<HTMLButtonElement>(null)
  if (!proposals.length) return null
  // Many waiting (an import of team rule files) fold after a few, so the portrait stays in reach.
  const fold = foldProposals(proposals, expanded)
  const f = FOLD_STRINGS[lang]
  const flip = () => {
    setExpanded(!expanded)
    // Folding from the end of a long list: bring the button (and the few shown) back into view.
    if (expanded) requestAnimationFrame(() => toggle.current?.scrollIntoView({ block: 'nearest' }))
  }
  return (
    <section className="dum-pending" data-role="proposals" aria-label={t.pendingTitle(proposals.length)}>
      <h3 className="dum-pending-title">{t.pendingTitle(proposals.length)}</h3>
      <p className="dum-muted dum-pending-explain">{t.pendingExplain}</p>
      {/* Acts on every waiting proposal of its kind, the folded ones too (its count says how many). */}
      <AcceptAllBar proposals={proposals} kindLabel={kindLabel} act={act} onNotice={onNotice} />
      <ul className="dum-pending-list" id={listId}>
        {fold.shown.map((p) => <ProposalItem key={p.id} proposal={p} kindLabel={kindLabel} act={act} onNotice={onNotice} guarded={guarded} asleep={asleep} off={off} />)}
      </ul>
      {fold.folds && (
        <button ref={toggle} type="button" className="dum-btn dum-pending-fold" data-action="proposals-fold" aria-expanded={expanded} aria-controls={listId} onClick={flip}>
          {expanded ? f.showFewer : f.showAll(proposals.length, fold.hiddenAttention)}
        </button>
      )}
    </section>
  )
}

function ProposalItem({ proposal, kindLabel, act, onNotice, guarded = NONE, asleep = NONE, off = NONE }: { proposal: Proposal } & Omit<ProposalsPanelProps, 'proposals'>) {
  const { t, lang } = useLocale()
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState(proposal.judgment?.text ?? '')
  const text = textOf(proposal)
  // Forgetting a red line ends its guard too: the proposal says so before the user accepts.
  const forgotten = forgottenRedLine(proposal)
  // A guard asks (active), is off or sleeps (asks nothing now: forgetting or demoting changes nothing for it), or there is none.
  const guardOf = (id: string) => (!guarded.has(id) ? 'none' as const : off.has(id) ? 'off' as const : asleep.has(id) ? 'asleep' as const : 'active' as const)
  // New words for a guarded red line that stays one: its guard stays (quoting the words it was accepted on), or sleeps when they relax or flip those.
  const rewords = proposal.kind === 'update' && proposal.target?.kind === 'redline' && proposal.judgment?.kind === 'redline' && proposal.target.text !== text && guarded.has(proposal.target.id)
  const guardWould = proposal.guardWould ?? { entries: [], words: proposal.target?.text ?? text, asleep: false }
  const latest = proposal.evidence.at(-1)
  const quoted = [...proposal.evidence].reverse().find((e) => e.quote)?.quote
  const fromSession = [...proposal.evidence].reverse().find((e) => e.sessionId)?.sessionId

  const decide = async (accept: boolean, edit?: { text?: string; keep?: string }) => {
    let dropped = false
    const failure = await act(async () => (accept ? acceptProposal(proposal.id, edit) : dropped = await rejectProposal(proposal.id) === 'dropped'))
    const kept = edit?.keep ? proposal.pair?.find((r) => r.id === edit.keep)?.text : undefined
    if (failure) onNotice({ tone: 'error', message: t.actionFailed(failure.message) })
    // An out-of-date one is removed, not rejected: a write of the words as they are now is asked again.
    // A guard proposal's text is its red line's: "已接受「<red line>」" read as if the red line itself was accepted (walk15).
    else if (proposal.kind === 'guard') onNotice({ tone: 'info', message: accept ? t.guard.guardAccepted(text) : dropped ? t.staleDropped(text) : t.guard.guardRejected(text) })
    else onNotice({ tone: 'info', message: accept ? t.accepted(kept ?? edit?.text ?? text) : dropped ? t.staleDropped(text) : t.rejected(text) })
  }
  if (proposal.kind === 'guard' && proposal.guard && proposal.target) {
    return (
      <li className="dum-pending-item" data-proposal={proposal.id} data-proposal-kind="guard" data-stale={proposal.stale ? 'true' : undefined}>
        <GuardProposalBody text={proposal.target.text} spec={proposal.guard} why={proposal.why} />
        {proposal.stale ? <p className="dum-notice" data-tone="error" data-role="proposal-stale">{staleText(t, proposal)}</p> : null}
        <div className="dum-pending-actions">
          {!proposal.stale && <button type="button" className="dum-btn dum-btn-primary" data-action="accept" aria-label={t.acceptLabel(text)} onClick={() => void decide(true)}>{t.accept}</button>}
          <button type="button" className="dum-btn" data-action="reject" aria-label={t.rejectLabel(text)} onClick={() => void decide(false)}>{t.reject}</button>
        </div>
      </li>
    )
  }
  if (proposal.source === 'tidy' || proposal.kind === 'merge' || proposal.kind === 'resolve') {
    return <TidyItem proposal={proposal} kindLabel={kindLabel} guarded={guarded} guardOf={guardOf} decide={decide} editing={editing} setEditing={setEditing} draft={draft} setDraft={setDraft} />
  }

  return (
    <li className="dum-pending-item" data-proposal={proposal.id} data-proposal-kind={proposal.kind} data-stale={proposal.stale ? 'true' : undefined}>
      <p className="dum-pending-what">
        {/* "Change “old” → new": the action word names the change, not its result (it was "Change to “old” → new"). */}
        <span className="dum-pending-action">{proposal.kind === 'update' && proposal.source === 'distill' ? t.pendingConfirms : t.pendingAction[proposal.kind]}</span>
        {proposal.kind === 'update' && proposal.target!.text !== text && <span className="dum-pending-old">“{proposal.target!.text}” → </span>}
        <span className="dum-pending-text" data-role="proposal-text">{text}</span>
        {proposal.judgment && <span className="dum-muted"> · {kindLabel(proposal.judgment.kind)}</span>}
      </p>
      {!proposal.stale && demotedRedLines(proposal).map((r) => (
        <p key={r.id} className="dum-notice" data-tone="error" data-role="import-demotes">{demotionSentence(r.text, proposal.judgment!.kind, demotionGuard(guardOf(r.id)), lang, 'import')}</p>
      ))}
      {!proposal.stale && forgotten ? <p className="dum-notice" data-tone="error" data-role="forget-redline">{forgetRedLineSentence(forgotten.text, guardOf(forgotten.id), lang)}</p> : null}
      {!proposal.stale && rewords ? <p className="dum-notice" data-tone="error" data-role="guard-stays">{rewordedGuardLine({ ...guardWould, off: guardOf(proposal.target!.id) === 'off' }, text, catalogueLabels(guardWould.entries, lang), lang, true)}</p> : null}
      {proposal.source === 'import' ? <ImportOrigin proposal={proposal} /> : (
        <p className="dum-muted dum-pending-from" data-role="proposal-from">
          {proposal.why === 'ignored' ? t.guard.rewordFrom : proposal.why === 'changes-redline' ? t.pendingRedlineChange : quoted ? t.pendingFrom(quoted) : proposal.why === 'confirm-always' ? t.pendingAlways : proposal.closeTo ? pendingWhy({ why: proposal.why, closeTo: proposal.closeTo }, lang) : t.pendingNoWords}
          {proposal.source !== 'distill' && fromSession ? <SessionLink sessionId={fromSession} /> : null}
        </p>
      )}
      {proposal.contradicts?.length ? <ContradictsNotice others={proposal.contradicts.map((c) => c.text)} /> : null}
      {proposal.replaces ? <p className="dum-notice" data-tone="error" data-role="proposal-replaces">{t.replaces(proposal.replaces.text)}</p> : null}
      {latest?.reason && proposal.source !== 'import' && <p className="dum-muted dum-pending-reason">{t.pendingModelReason(latest.reason)}</p>}
      {proposal.source === 'distill' && <DistilledEvidence evidence={proposal.evidence} />}
      {/* Out of date: nothing to accept, as a tidy proposal. */}
      {proposal.stale ? <StaleRemove proposal={proposal} onRemove={() => void decide(false)} /> : editing ? (
        <div className="dum-pending-edit">
          <textarea className="dum-input" value={draft} rows={2} aria-label={t.edit} onChange={(e) => setDraft(e.target.value)} />
          <button type="button" className="dum-btn dum-btn-primary" data-action="save-accept" onClick={() => void decide(true, { text: draft })}>{t.saveAccept}</button>
          <button type="button" className="dum-btn" onClick={() => setEditing(false)}>{t.cancel}</button>
        </div>
      ) : (
        <div className="dum-pending-actions">
          <button type="button" className="dum-btn dum-btn-primary" data-action="accept" aria-label={t.acceptLabel(text)} onClick={() => void decide(true)}>{t.accept}</button>
          {proposal.kind !== 'forget' && <button type="button" className="dum-btn" data-action="edit" onClick={() => setEditing(true)}>{t.edit}</button>}
          <button type="button" className="dum-btn" data-action="reject" aria-label={t.rejectLabel(text)} onClick={() => void decide(false)}>{t.reject}</button>
        </div>
      )}
    </li>
  )
}

/** An out-of-date proposal (the judgment it names changed or went away): why, and only 移除 / Remove. */
function StaleRemove({ proposal, onRemove }: { proposal: Proposal; onRemove: () => void }) {
  const { t } = useLocale()
  return (
    <>
      <p className="dum-notice" data-tone="error" data-role="proposal-stale">{staleText(t, proposal)}</p>
      <div className="dum-pending-actions">
        <button type="button" className="dum-btn" data-action="reject" onClick={onRemove}>{t.tidyDismiss}</button>
      </div>
    </>
  )
}

/** A distilled proposal's evidence: each message it rests on, with its date ("which times"). */
function DistilledEvidence({ evidence }: { evidence: Proposal['evidence'] }) {
  const { t } = useLocale()
  const said = evidence.filter((e) => e.source === 'distill' && e.quote)
  if (!said.length) return null
  return (
    <details className="dum-pending-evidence" data-role="proposal-evidence">
      <summary className="dum-muted">{t.distillEvidence(said.length)}</summary>
      <ul>
        {said.map((e) => (
          <li key={`${e.sessionId}/${e.seq}`} data-session={e.sessionId} data-seq={e.seq}>
            <span className="dum-muted">{new Date(e.at).toISOString().slice(0, 10)}</span> “{e.quote}”
            {e.sessionId ? <SessionLink sessionId={e.sessionId} /> : null}
          </li>
        ))}
      </ul>
    </details>
  )
}

/** A tidy proposal: merge "a + b → text", contradiction "keep which?", or "is a fact, forget it?"; a stale one can only be removed. */
function TidyItem({ proposal, kindLabel, guarded, guardOf, decide, editing, setEditing, draft, setDraft }: {
  proposal: Proposal
  guarded: ReadonlySet<string>
  guardOf: (id: string) => GuardState
  kindLabel: (kind: Kind) => string
  decide: (accept: boolean, edit?: { text?: string; keep?: string }) => Promise<void>
  editing: boolean
  setEditing: (v: boolean) => void
  draft: string
  setDraft: (v: string) => void
}) {
  const { t, lang } = useLocale()
  const reason = proposal.evidence.at(-1)?.reason
  const [a, b] = proposal.pair ?? []
  // The guards of the red lines it merges will guard the merged one (src/guards/carry.ts).
  const carried = proposal.stale ? undefined : carrySentence(proposal, (id) => guarded.has(id), lang)
  return (
    <li className="dum-pending-item" data-proposal={proposal.id} data-proposal-kind={proposal.kind} data-stale={proposal.stale ? 'true' : undefined}>
      {proposal.kind === 'merge' && a && b && (
        <p className="dum-pending-what">
          <span className="dum-pending-action">{t.tidyMerge}</span>
          <span className="dum-pending-old">“{a.text}” + “{b.text}” → </span>
          <span className="dum-pending-text" data-role="proposal-text">{proposal.judgment?.text}</span>
          {proposal.judgment && <span className="dum-muted"> · {kindLabel(proposal.judgment.kind)}</span>}
        </p>
      )}
      {!proposal.stale && demotedRedLines(proposal).map((r) => (
        <p key={r.id} className="dum-notice" data-tone="error" data-role="merge-demotes">{demotionSentence(r.text, proposal.judgment!.kind, demotionGuard(guardOf(r.id)), lang)}</p>
      ))}
      {carried && <p className="dum-muted" data-role="merge-carries">{carried}</p>}
      {proposal.kind === 'resolve' && a && b && (
        <p className="dum-pending-what">
          <span className="dum-pending-action">{t.tidyResolve}</span>
          <span className="dum-pending-text" data-role="proposal-text">“{a.text}” / “{b.text}”</span>
        </p>
      )}
      {proposal.kind === 'forget' && proposal.target && (
        <p className="dum-pending-what">
          <span className="dum-pending-text" data-role="proposal-text">“{proposal.target.text}”</span>
          <span className="dum-pending-action"> {t.tidyForget}</span>
        </p>
      )}
      <p className="dum-muted dum-pending-from" data-role="proposal-from">{t.tidyFound}</p>
      {reason && <p className="dum-muted dum-pending-reason">{t.pendingModelReason(reason)}</p>}
      {proposal.stale ? <StaleRemove proposal={proposal} onRemove={() => void decide(false)} /> : editing ? (
        <div className="dum-pending-edit">
          <textarea className="dum-input" value={draft} rows={2} aria-label={t.edit} onChange={(e) => setDraft(e.target.value)} />
          <button type="button" className="dum-btn dum-btn-primary" data-action="save-accept" onClick={() => void decide(true, { text: draft })}>{t.saveAccept}</button>
          <button type="button" className="dum-btn" onClick={() => setEditing(false)}>{t.cancel}</button>
        </div>
      ) : proposal.kind === 'resolve' && a && b ? (
        <div className="dum-pending-actions">
          {[a, b].map((r) => (
            <button key={r.id} type="button" className={`dum-btn${proposal.prefer === r.id ? ' dum-btn-primary' : ''}`} data-action="keep" data-keep={r.id} onClick={() => void decide(true, { keep: r.id })}>
              {t.tidyKeep(r.text)}{proposal.prefer === r.id ? t.tidySuggested : ''}
            </button>
          ))}
          <button type="button" className="dum-btn" data-action="reject" onClick={() => void decide(false)}>{t.tidyKeepBoth}</button>
        </div>
      ) : (
        <div className="dum-pending-actions">
          <button type="button" className="dum-btn dum-btn-primary" data-action="accept" onClick={() => void decide(true)}>{t.accept}</button>
          {proposal.kind === 'merge' && <button type="button" className="dum-btn" data-action="edit" onClick={() => setEditing(true)}>{t.edit}</button>}
          <button type="button" className="dum-btn" data-action="reject" onClick={() => void decide(false)}>{t.reject}</button>
        </div>
      )}
    </li>
  )
}
