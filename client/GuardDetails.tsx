// A judgment's guard and how it was kept: the badges after its text ("守住 N 次 / held N×", "被忽视 N
// 次 / ignored N×"), and in its details the guard (what it holds, its setting, remove) or the way
// to get one (add the catalogue guard, ask the user's model), plus the remedy once it was ignored
// twice. The tab's actions come through GuardContext so the portrait passes nothing new.
import { createContext, useContext, useState } from 'react'
import type { JudgmentView } from './api'
import { useLocale } from './context'
import { GUARD_MODES, proposeGuardWithModel, removeGuard, rewordWithModel, saveGuard, type CatalogueInfo, type GuardMode, type GuardSpec } from './guard-api'
import { matcherText } from './guard-strings'
import { GUARD_WORDS_STRINGS } from './guard-words-strings'
import { widerThan } from '../src/core/guard/breadth.js'
import type { CatalogueId } from '../src/core/guard/types.js'

export interface GuardActions {
  catalogue: CatalogueInfo[]
  globalMode: GuardMode
  act: (fn: () => Promise<unknown>) => Promise<Error | undefined>
  onNotice: (notice: { tone: 'info' | 'error'; message: string }) => void
}

export const GuardContext = createContext<GuardActions | undefined>(undefined)

/** The catalogue entries' names in the tab's language. */
export function useEntryLabels() {
  const { lang } = useLocale()
  const actions = useContext(GuardContext)
  return (ids: readonly string[]) => ids.map((id) => actions?.catalogue.find((e) => e.id === id)?.label[lang] ?? id).join(lang === 'zh' ? '、' : ', ')
}

export function GuardBadges({ judgment }: { judgment: JudgmentView }) {
  const { t, lang } = useLocale()
  return (
    <>
      {judgment.guard?.asleep ? <span className="dum-tag" data-role="guard-asleep">{GUARD_WORDS_STRINGS[lang].asleepTag}</span> : null}
      {judgment.guard && !judgment.guard.asleep ? <span className="dum-tag dum-tag-guard" data-role="guard-held">{judgment.held ? t.guard.held(judgment.held) : t.guard.guarded}</span> : null}
      {judgment.ignored ? <span className="dum-tag dum-tag-ignored" data-role="ignored">{t.guard.ignored(judgment.ignored)}</span> : null}
    </>
  )
}

/** The catalogue entries of a guard, and (when the red line's words are narrower) that it asks more often. */
function SpecLines({ spec, redLine }: { spec: GuardSpec; redLine: string }) {
  const { t, lang } = useLocale()
  const labels = useEntryLabels()
  const wider = widerThan(redLine, (spec.catalogue ?? []) as CatalogueId[])
  return (
    <>
      {spec.catalogue?.length ? <p data-role="guard-covers">{t.guard.covers(labels(spec.catalogue))}</p> : null}
      {wider.length ? <p className="dum-muted" data-role="guard-wider">{t.guard.wider(lang === 'zh' ? `「${labels(wider)}」` : `“${labels(wider)}”`)}</p> : null}
      {spec.matchers?.map((m, i) => <p key={i} className="dum-muted" data-role="guard-matcher">{t.guard.matcher(matcherText(m))}</p>)}
    </>
  )
}

export function GuardDetails({ judgment }: { judgment: JudgmentView }) {
  const { t, lang } = useLocale()
  const actions = useContext(GuardContext)
  const labels = useEntryLabels()
  const [busy, setBusy] = useState(false)
  const [editing, setEditing] = useState(false)
  if (!actions || (judgment.kind !== 'redline' && !judgment.remedy)) return null
  const run = async (fn: () => Promise<unknown>, done: string) => {
    setBusy(true)
    const failure = await actions.act(fn)
    setBusy(false)
    actions.onNotice(failure ? { tone: 'error', message: t.actionFailed(failure.message) } : { tone: 'info', message: done })
    return failure
  }
  const guard = judgment.guard
  if (guard && editing) return <GuardEditor judgment={judgment} spec={guard.spec} onDone={() => setEditing(false)} run={run} busy={busy} />
  return (
    <div className="dum-guard" data-role="guard">
      {judgment.remedy ? <p className="dum-notice" data-tone="info" data-role="remedy" data-remedy={judgment.remedy}>{judgment.remedy === 'guard' ? t.guard.remedyGuard : t.guard.remedyReword}</p> : null}
      {judgment.remedy === 'reword' ? (
        <div className="dum-pending-actions">
          <button type="button" className="dum-btn" data-action="reword" disabled={busy} onClick={() => void run(() => rewordWithModel(judgment.id), t.guard.reworded)}>{t.guard.reword}</button>
        </div>
      ) : null}
      {guard ? (
        <>
          {guard.asleep && guard.words ? <p className="dum-notice" data-tone="error" data-role="guard-asleep-why">{GUARD_WORDS_STRINGS[lang].asleep(guard.words)}</p> : null}
          {!guard.asleep && guard.words && guard.words !== judgment.text ? <p className="dum-muted" data-role="guard-words">{GUARD_WORDS_STRINGS[lang].quotes(guard.words)}</p> : null}
          <SpecLines spec={guard.spec} redLine={guard.words ?? judgment.text} />
          <div className="dum-guard-row">
            <label className="dum-guard-mode">
              {t.guard.modeLabel}{' '}
              <select
                data-role="guard-mode"
                value={guard.mode ?? ''}
                disabled={busy}
                onChange={(e) => void run(() => saveGuard(judgment.id, { mode: e.target.value ? e.target.value as GuardMode : null }), t.guard.saved)}
              >
                <option value="">{t.guard.followGlobal(t.guard.modeName[actions.globalMode])}</option>
                {GUARD_MODES.map((m) => <option key={m} value={m}>{t.guard.modeName[m]}</option>)}
              </select>
            </label>
            <button type="button" className="dum-btn" data-action="guard-edit" disabled={busy} onClick={() => setEditing(true)}>{t.guard.edit}</button>
            <button type="button" className="dum-btn" data-action="guard-remove" disabled={busy} onClick={() => void run(() => removeGuard(judgment.id), t.guard.removed)}>{t.guard.remove}</button>
          </div>
        </>
      ) : judgment.kind === 'redline' ? (
        <div className="dum-pending-actions">
          {judgment.covers?.length ? (
            <button type="button" className="dum-btn dum-btn-primary" data-action="guard-add" disabled={busy} onClick={() => void run(() => saveGuard(judgment.id, { catalogue: judgment.covers! }), t.guard.added)}>
              {t.guard.add(labels(judgment.covers))}
            </button>
          ) : null}
          <button type="button" className="dum-btn" data-action="guard-propose" disabled={busy} onClick={() => void run(() => proposeGuardWithModel(judgment.id), t.guard.proposedModel)}>{t.guard.proposeModel}</button>
        </div>
      ) : null}
    </div>
  )
}

/** Edit what a guard holds: catalogue entries (checkboxes) and matchers (JSON, checked by the server). */
function GuardEditor({ judgment, spec, onDone, run, busy }: { judgment: JudgmentView; spec: GuardSpec; onDone: () => void; run: (fn: () => Promise<unknown>, done: string) => Promise<Error | undefined>; busy: boolean }) {
  const { t, lang } = useLocale()
  const actions = useContext(GuardContext)!
  const [entries, setEntries] = useState<string[]>([...spec.catalogue ?? []])
  const [matchers, setMatchers] = useState(spec.matchers?.length ? JSON.stringify(spec.matchers, null, 1) : '')
  const [problem, setProblem] = useState<string>()
  const save = () => {
    let parsed: unknown
    try {
      parsed = matchers.trim() ? JSON.parse(matchers) : []
    } catch (error) {
      return setProblem(t.guard.badJson((error as Error).message))
    }
    setProblem(undefined)
    // A refused save keeps the editor open with what the user typed, and says why beside it.
    void run(() => saveGuard(judgment.id, { catalogue: entries, matchers: parsed as GuardSpec['matchers'] & object }), t.guard.saved)
      .then((failure) => failure ? setProblem(t.guard.notSaved(failure.message)) : onDone())
  }
  return (
    <div className="dum-guard" data-role="guard-editor">
      <fieldset className="dum-guard-entries">
        <legend>{t.guard.entriesLabel}</legend>
        {actions.catalogue.map((e) => (
          <label key={e.id} title={e.description[lang]}>
            <input type="checkbox" data-entry={e.id} checked={entries.includes(e.id)} onChange={(ev) => setEntries((list) => ev.target.checked ? [...list, e.id] : list.filter((x) => x !== e.id))} />
            {' '}{e.label[lang]}
          </label>
        ))}
      </fieldset>
      <label className="dum-guard-matchers">
        {t.guard.matchersLabel}
        <textarea className="dum-input" rows={3} data-role="guard-matchers" value={matchers} placeholder='[{"command":"docker","args":["rm"]}]' onChange={(e) => setMatchers(e.target.value)} />
      </label>
      {problem ? <p className="dum-notice" data-tone="error" data-role="guard-problem">{problem}</p> : null}
      <div className="dum-pending-actions">
        <button type="button" className="dum-btn dum-btn-primary" data-action="guard-save" disabled={busy} onClick={save}>{t.guard.save}</button>
        <button type="button" className="dum-btn" onClick={onDone}>{t.cancel}</button>
      </div>
    </div>
  )
}

/** A `guard` proposal's body: which red line, what it would hold, why it was proposed. */
export function GuardProposalBody({ text, spec, why }: { text: string; spec: GuardSpec; why: string }) {
  const { t } = useLocale()
  return (
    <>
      <p className="dum-pending-what">
        <span className="dum-pending-action">{t.guard.proposal}</span>{' '}
        <span className="dum-pending-text" data-role="proposal-text">“{text}”</span>
      </p>
      <SpecLines spec={spec} redLine={text} />
      <p className="dum-muted dum-pending-from" data-role="proposal-from">{t.guard.proposalFrom[why] ?? t.guard.proposalFrom.catalogue}</p>
      <p className="dum-muted">{t.guard.proposalEffect}</p>
    </>
  )
}
