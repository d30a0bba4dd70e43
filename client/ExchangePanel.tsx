// "从其他工具导入 / Import from other tools": the files other agents read that are on this machine
// (listed first), a paste box, what the last import proposed and left out (and why), "accept these
// N" with what it would evict said before accepting; and "write into other tools": a diff preview
// of the managed block per user-level file, write, remove. Proposals appear in the one panel below.
import { useEffect, useState } from 'react'
import type { Proposal } from './api'
import { heldSentence, isHeld } from './AcceptAllBar'
import { useLocale } from './context'
import { exchangeFailureText, whyLoadedText } from '../src/exchange/failure-words.js'
import { exchangeStrings } from './exchange-i18n'
import { acceptMany, capacityOf, exportTo, fetchExchange, importFrom, planExportTo, type CapacityPlan, type ExchangeView, type ExportPlanView, type ImportReport } from './exchange-api'

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)

export function ExchangePanel({ proposals, onChanged, sessionId }: { proposals: Proposal[]; onChanged: () => void; sessionId?: string | undefined }) {
  const { t, lang } = useLocale()
  const x = exchangeStrings(lang)
  const [open, setOpen] = useState(false)
  const [view, setView] = useState<ExchangeView>()
  const [reports, setReports] = useState<ImportReport[]>([])
  const [pasted, setPasted] = useState('')
  const [plan, setPlan] = useState<CapacityPlan>()
  const [preview, setPreview] = useState<{ tool: string; plan: ExportPlanView }>()
  const [message, setMessage] = useState<{ tone: 'info' | 'error'; text: string }>()
  const [busy, setBusy] = useState(false)

  const reload = () => fetchExchange(sessionId).then(setView, (e: Error) => setMessage({ tone: 'error', text: exchangeFailureText(e.message, lang) }))
  useEffect(() => {
    if (open) void reload()
  }, [open, sessionId])

  // Which half of the screen the last action was in: its message shows there, next to what was
  // clicked (walk14: an import's refusal showed under the export section, off screen at 360 px).
  const [half, setHalf] = useState<'import' | 'export'>('import')
  const run = async (fn: () => Promise<void>, where: 'import' | 'export' = 'import') => {
    setBusy(true)
    setHalf(where)
    setMessage(undefined)
    try {
      await fn()
    } catch (failure) {
      setMessage({ tone: 'error', text: exchangeFailureText((failure as Error).message, lang) })
    } finally {
      setBusy(false)
      onChanged()
    }
  }
  const doImport = (input: { target: string } | { text: string }) => run(async () => {
    setPlan(undefined)
    // Each file's report stays until that file is imported again: the newest first.
    const next = await importFrom(input, sessionId)
    setReports((before) => [...next, ...before.filter((r) => !next.some((n) => n.source === r.source))])
    await reload()
  })

  // Closed: a button on its own line, spaced like the notices below it (it touched the receipt at 1280 px, walk14).
  if (!open) return <button type="button" className="dum-btn dum-exchange-open" data-action="exchange" onClick={() => setOpen(true)}>{x.open}</button>

  const waiting = new Map(proposals.map((p) => [p.id, p]))
  const proposed = reports.flatMap((r) => r.proposed.map((p) => waiting.get(p.id))).filter((p) => p !== undefined)
  // Lines that contradict another waiting write or a rule in effect are not accepted with the rest: the user chooses.
  const held = proposed.filter(isHeld)
  const fresh = proposed.filter((p) => !isHeld(p)).map((p) => p.id)
  return (
    <section className="dum-distill dum-exchange" data-role="exchange" aria-label={x.open}>
      <h3 className="dum-pending-title">{x.open}</h3>
      <p className="dum-muted">{x.intro}</p>
      <h4 className="dum-exchange-sub">{x.found}</h4>
      {view && !view.found.length && <p className="dum-muted" data-role="exchange-none">{x.nothingFound}</p>}
      <ul className="dum-exchange-list" data-role="exchange-found">
        {view?.found.map((f) => (
          <li key={f.path} className="dum-exchange-row" data-tool={f.tool} data-level={f.level}>
            <span className="dum-exchange-file"><code>{f.display}</code></span>
            <span className="dum-muted dum-exchange-meta">{[f.level === 'user' ? x.yours : x.team, day(f.mtimeMs), ...f.imported ? [x.importedAt(day(f.imported))] : []].join(' · ')}</span>
            <button type="button" className="dum-btn" data-action="exchange-import" disabled={busy} onClick={() => void doImport({ target: f.path })}>{x.importBtn}</button>
          </li>
        ))}
      </ul>
      <label className="dum-exchange-paste">
        <span className="dum-muted">{x.paste}</span>
        <textarea className="dum-input" rows={3} value={pasted} data-role="exchange-paste" onChange={(e) => setPasted(e.target.value)} />
      </label>
      <button type="button" className="dum-btn" data-action="exchange-paste" disabled={busy || !pasted.trim()} onClick={() => void doImport({ text: pasted })}>{x.pasteBtn}</button>
      {reports.map((r, i) => <ReportView key={`${r.source}-${i}`} report={r} />)}
      {held.length > 0 && <p className="dum-notice" data-tone="error" data-role="exchange-held">{heldSentence(held, t, lang)}</p>}
      {fresh.length > 0 && !plan && (
        <button type="button" className="dum-btn dum-btn-primary" data-action="exchange-accept-all" disabled={busy} onClick={() => void run(async () => setPlan(await capacityOf(fresh)))}>{x.acceptAll(fresh.length)}</button>
      )}
      {plan && (
        <div className="dum-notice" data-tone={plan.evicts.length || plan.blocked ? 'error' : 'info'} data-role="exchange-capacity">
          <span className="dum-notice-text">{plan.blocked ? x.blocked(plan) : x.capacity(plan.adds, plan.free, plan.evicts.map((e) => e.text))}</span>
          {!plan.blocked && <button type="button" className="dum-btn dum-btn-primary" data-action="exchange-confirm" disabled={busy} onClick={() => void run(async () => { await acceptMany(fresh); setPlan(undefined); setMessage({ tone: 'info', text: x.accepted(fresh.length) }) })}>{x.confirmAccept}</button>}
          <button type="button" className="dum-btn" onClick={() => setPlan(undefined)}>{x.cancel}</button>
        </div>
      )}
      {message && half === 'import' && <p className="dum-notice" data-tone={message.tone} data-role="exchange-message">{message.text}</p>}
      <h4 className="dum-exchange-sub">{x.exportTitle}</h4>
      <p className="dum-muted">{x.exportIntro}</p>
      <ul className="dum-exchange-list" data-role="exchange-targets">
        {view?.targets.map((target) => (
          <li key={target.tool} className="dum-exchange-row" data-target={target.tool}>
            <span className="dum-exchange-file">{target.name} <code>{target.display}</code>{target.exists ? '' : ` ${x.newFile}`}</span>
            {target.refused ? <span className="dum-muted"> {x.refused(whyLoadedText(target.refused, lang))}</span> : (
              <>
                <button type="button" className="dum-btn" data-action="export-preview" disabled={busy} onClick={() => void run(async () => setPreview({ tool: target.tool, plan: await planExportTo(target.tool) }), 'export')}>{x.preview}</button>
                <button type="button" className="dum-btn" data-action="export-remove" disabled={busy || !target.exists} onClick={() => void run(async () => { const r = await exportTo(target.tool, true); setPreview(undefined); setMessage({ tone: 'info', text: r.written ? x.removed(r.display) : x.noChange(r.display) }); await reload() }, 'export')}>{x.remove}</button>
              </>
            )}
          </li>
        ))}
      </ul>
      {preview && (
        <div className="dum-exchange-preview" data-role="export-preview">
          <h4 className="dum-exchange-sub">{x.previewOf(preview.plan.display)}</h4>
          {preview.plan.edits > 0 && <p className="dum-muted">{x.edits(preview.plan.edits)}</p>}
          {preview.plan.alreadyThere > 0 && <p className="dum-muted" data-role="export-already-there">{x.alreadyThere(preview.plan.alreadyThere)}</p>}
          {preview.plan.guarded > 0 && preview.plan.changed && <p className="dum-muted" data-role="export-guarded">{x.guarded(preview.plan.guarded, preview.plan.display)}</p>}
          {preview.plan.changed ? (
            <>
              <pre className="dum-exchange-diff" aria-label={preview.plan.display}>
                {preview.plan.diff.map((d, i) => <span key={i} data-op={d.op === ' ' ? 'same' : d.op === '+' ? 'add' : 'del'}>{`${d.op} ${d.text}\n`}</span>)}
              </pre>
              <button type="button" className="dum-btn dum-btn-primary" data-action="export-write" disabled={busy} onClick={() => void run(async () => { const r = await exportTo(preview.tool); setPreview(undefined); setMessage({ tone: 'info', text: r.written ? x.written(r.display, r.backup) : x.noChange(r.display) }); await reload() }, 'export')}>{x.write}</button>
            </>
          ) : <p className="dum-muted" data-role="export-unchanged">{preview.plan.nothing ? x.nothing(preview.plan.display) : x.noChange(preview.plan.display)}</p>}
        </div>
      )}
      {message && half === 'export' && <p className="dum-notice" data-tone={message.tone} data-role="exchange-message">{message.text}</p>}
      <button type="button" className="dum-btn" onClick={() => setOpen(false)}>{x.close}</button>
    </section>
  )
}

function ReportView({ report }: { report: ImportReport }) {
  const { lang } = useLocale()
  const x = exchangeStrings(lang)
  if (report.unchanged) return <p className="dum-muted" data-role="exchange-report" data-unchanged="true">{x.unchanged(report.source)}</p>
  if (report.empty) return <p className="dum-muted" data-role="exchange-report" data-empty="true">{x.empty(report.source)}</p>
  return (
    <div data-role="exchange-report" data-source={report.source}>
      <p>{x.proposed(report.source, report.proposed.length, report.seenBefore)}</p>
      {report.leftOut.length > 0 && (
        <details className="dum-pending-evidence" open>
          <summary className="dum-muted">{x.leftOut(report.leftOut.length)}</summary>
          <ul>
            {report.leftOut.map((l) => (
              <li key={`${l.line}-${l.text}`} data-reason={l.reason}><span className="dum-muted">{x.line(l.line)}</span> “{l.text}” — {x.reason(l.reason)}</li>
            ))}
          </ul>
        </details>
      )}
    </div>
  )
}
