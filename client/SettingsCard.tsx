// The plugin's card in the host's Settings → 插件 → 插件配置 (the `settings.plugin.item` slot, keyed
// by the settings namespace). Edits are staged and saved together, fenced by the revision read;
// each field shows whether it overrides the profile's value and can go back to it.
import { useCallback, useEffect, useMemo, useState } from 'react'
import { setMode, type MemoryMode } from './api'
import { detectLang, STRINGS, type Strings } from './i18n'

const BASE = '/dsh-mirror/api'
const HEADERS = { 'X-DSH-Mirror': '1', 'Content-Type': 'application/json' }
const FIELDS = ['tokenBudget', 'capacity', 'halfLifeDays', 'redlinesFade', 'modelReading', 'historyLimit', 'maxReasonChars'] as const
type Field = typeof FIELDS[number]
type Confirm = 'grounded' | 'always' | 'never'
const CONFIRMS: readonly Confirm[] = ['grounded', 'always', 'never']
type Values = Record<Field, number | boolean> & { confirm?: Confirm; guardMode?: GuardModeValue; exclude?: string[] }
/** Shown, not edited: set in the profile's cordis.patch.yml and read at start. */
interface FileOnly { distill?: { provider?: string; model?: string; maxInputBytes?: number; maxOutputTokens?: number } }
/** The exclude list as the textarea holds it (one pattern a line), and back. */
const excludeLines = (list: readonly string[] | undefined) => (list ?? []).join('\n')
const excludeList = (text: string) => text.split('\n').map((line) => line.trim()).filter(Boolean)
type GuardModeValue = 'ask' | 'deny' | 'warn' | 'off'
const GUARD_MODES: readonly GuardModeValue[] = ['ask', 'deny', 'warn', 'off']

interface View { value: Values & FileOnly; base: Values; user: Partial<Values>; revision: number }

const CSS = `
.dum-set{border:1px solid var(--dsw-alias-border-l2,rgba(0,0,0,.1));border-radius:12px;padding:0;color:var(--dsw-alias-label-primary,#1d1d1f);font-size:14px}
.dum-set-head{display:flex;width:100%;align-items:center;gap:12px;padding:14px 16px;border:0;background:transparent;cursor:pointer;text-align:left;font:inherit;color:inherit}
.dum-set-head h3{margin:0;font-size:15px;font-weight:600}
.dum-set-head p{margin:2px 0 0;color:var(--dsw-alias-label-secondary,#55555e);font-size:13px}
.dum-set-body{padding:0 16px 14px;display:grid;grid-template-columns:minmax(0,1fr);gap:10px}
.dum-set-row{display:grid;grid-template-columns:1fr auto;gap:4px 12px;align-items:center}
.dum-set-row label{font-weight:500}
.dum-set-row small{grid-column:1/-1;color:var(--dsw-alias-label-tertiary,#6b6b76)}
.dum-set-row input[type=number]{width:120px;padding:4px 8px;border:1px solid var(--dsw-alias-border-l2,rgba(0,0,0,.15));border-radius:7px;font:inherit;background:transparent;color:inherit}
.dum-set-mark{color:var(--dsw-alias-state-business-primary,#4d6bfe);font-size:12px;margin-left:6px}
.dum-set-actions{display:flex;gap:8px;align-items:center;flex-wrap:wrap}
.dum-set-actions button,.dum-set-reset{padding:4px 12px;border:1px solid var(--dsw-alias-border-l2,rgba(0,0,0,.15));border-radius:7px;background:transparent;font:inherit;font-size:13px;color:inherit;cursor:pointer}
.dum-set-reset{padding:0 6px;font-size:12px}
.dum-set-error{color:var(--dsw-alias-state-error-primary,#d5332b)}
.dum-set-modes{display:inline-flex;gap:4px}
.dum-set-row textarea{grid-column:1/-1;min-height:56px;padding:6px 8px;border:1px solid var(--dsw-alias-border-l2,rgba(0,0,0,.15));border-radius:7px;font:12.5px/1.5 ui-monospace,monospace;background:transparent;color:inherit;resize:vertical}
.dum-set-row select{grid-column:1/-1;justify-self:start;max-width:100%;padding:4px 8px;border:1px solid var(--dsw-alias-border-l2,rgba(0,0,0,.15));border-radius:7px;font:inherit;background:transparent;color:inherit}
.dum-set-file{margin:4px 0 0;padding:10px 0 0;border-top:1px solid var(--dsw-alias-border-l2,rgba(0,0,0,.1));display:grid;gap:4px;font-size:13px}
.dum-set-file code{font-size:12px;overflow-wrap:anywhere}
.dum-set-file small{color:var(--dsw-alias-label-tertiary,#6b6b76)}
.dum-set-modes button[aria-checked=true]{border-color:var(--dsw-alias-state-business-primary,#4d6bfe);color:var(--dsw-alias-state-business-primary,#4d6bfe)}
`

async function readView(): Promise<{ view: View; mode: MemoryMode }> {
  const [settings, mode] = await Promise.all([fetch(`${BASE}/settings`), fetch(`${BASE}/mode`)])
  if (!settings.ok) throw new Error(String(settings.status))
  return { view: await settings.json() as View, mode: mode.ok ? ((await mode.json()) as { mode: MemoryMode }).mode : 'on' }
}

function label(t: Strings, field: Field) {
  return t.settings.fields[field]
}

export function SettingsCard() {
  const lang = detectLang()
  const t = STRINGS[lang]
  const [open, setOpen] = useState(false)
  const [view, setView] = useState<View>()
  const [mode, setModeState] = useState<MemoryMode>('on')
  const [drafts, setDrafts] = useState<Partial<Record<Field | 'confirm' | 'guardMode' | 'exclude', string | boolean | null>>>({})
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle')

  const load = useCallback(() => readView().then(({ view, mode }) => { setView(view); setModeState(mode) }, () => setStatus('failed')), [])
  useEffect(() => { void load() }, [load])

  const dirty = Object.keys(drafts).length > 0
  const shown = (field: Field): string | boolean => {
    const draft = drafts[field]
    if (draft === null) {
      const base = view?.base[field]
      return typeof base === 'boolean' ? base : String(base ?? '')
    }
    if (draft !== undefined) return draft
    const value = view?.value[field]
    return typeof value === 'boolean' ? value : String(value ?? '')
  }
  /** The confirm setting as the card shows it: the draft, the profile's value after a reset, or the value in effect. */
  const confirmShown = typeof drafts.confirm === 'string' ? drafts.confirm : drafts.confirm === null ? view?.base.confirm : view?.value.confirm
  const overridden = (field: Field) => drafts[field] === null ? false : drafts[field] !== undefined || (view !== undefined && field in view.user)

  const save = async () => {
    if (!view) return
    const changes: Record<string, unknown> = {}
    for (const [field, draft] of Object.entries(drafts)) {
      changes[field] = typeof draft !== 'string' ? draft
        : field === 'exclude' ? excludeList(draft)
          : field === 'confirm' || field === 'guardMode' ? draft : Number(draft)
    }
    setStatus('saving')
    const res = await fetch(`${BASE}/settings`, { method: 'POST', headers: HEADERS, body: JSON.stringify({ changes, revision: view.revision }) })
    if (res.ok) {
      setView(await res.json() as View)
      setDrafts({})
      setStatus('saved')
    } else {
      setStatus('failed')
      void load()
    }
  }
  const switchMode = async (m: MemoryMode) => {
    setModeState(m)
    try { await setMode(m) } catch { void load() }
  }

  const summary = useMemo(() => view ? t.settings.summary(Number(view.value.tokenBudget), Number(view.value.capacity), Number(view.value.halfLifeDays)) : t.settings.description, [view, t])
  return (
    <section className="dum-set" data-dum-settings="card">
      <style>{CSS}</style>
      <button type="button" className="dum-set-head" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
        <span style={{ flex: 1 }}>
          <h3>{t.settings.title}{dirty ? <span className="dum-set-mark">{t.settings.unsaved}</span> : null}</h3>
          <p>{summary}</p>
        </span>
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      {open && view && (
        <div className="dum-set-body">
          <div className="dum-set-row">
            <label>{t.mode.label}</label>
            <span className="dum-set-modes" role="radiogroup" aria-label={t.mode.label}>
              {(['on', 'paused', 'off'] as const).map((m) => (
                <button key={m} type="button" role="radio" aria-checked={mode === m} className="dum-set-reset" data-mode={m} onClick={() => void switchMode(m)}>{t.mode[m]}</button>
              ))}
            </span>
          </div>
          <div className="dum-set-row" data-field="guardMode">
            <label>
              {t.settings.fields.guardMode}
              {(drafts.guardMode !== undefined ? drafts.guardMode !== null : 'guardMode' in view.user) ? <span className="dum-set-mark">{t.settings.overridden}</span> : null}
              {(drafts.guardMode !== undefined ? drafts.guardMode !== null : 'guardMode' in view.user) ? <button type="button" className="dum-set-reset" onClick={() => setDrafts((d) => ({ ...d, guardMode: null }))}>{t.settings.reset}</button> : null}
            </label>
            <span className="dum-set-modes" role="radiogroup" aria-label={t.settings.fields.guardMode}>
              {GUARD_MODES.map((m) => (
                <button key={m} type="button" role="radio" aria-checked={(typeof drafts.guardMode === 'string' ? drafts.guardMode : drafts.guardMode === null ? view.base.guardMode : view.value.guardMode) === m} className="dum-set-reset" data-guard-mode={m} onClick={() => setDrafts((d) => ({ ...d, guardMode: m }))}>{t.guard.modeName[m]}</button>
              ))}
            </span>
            <small>{t.settings.help.guardMode}</small>
          </div>
          {/* The reading takes part only when the user's words decide (`confirm: grounded`). */}
          {FIELDS.map((field) => {
            const value = shown(field)
            return (
              <div className="dum-set-row" key={field} data-field={field}>
                <label htmlFor={`dum-set-${field}`}>
                  {label(t, field)}
                  {overridden(field) ? <span className="dum-set-mark">{t.settings.overridden}</span> : null}
                  {overridden(field) ? <button type="button" className="dum-set-reset" onClick={() => setDrafts((d) => ({ ...d, [field]: null }))}>{t.settings.reset}</button> : null}
                </label>
                {typeof value === 'boolean'
                  ? <input id={`dum-set-${field}`} type="checkbox" checked={value} onChange={(e) => setDrafts((d) => ({ ...d, [field]: e.target.checked }))} />
                  : <input id={`dum-set-${field}`} type="number" value={value} onChange={(e) => setDrafts((d) => ({ ...d, [field]: e.target.value }))} />}
                <small>{t.settings.help[field]}</small>
                {field === 'modelReading' && value === true && confirmShown !== undefined && confirmShown !== 'grounded' ? <small data-role="reading-idle">{t.settings.readingIdle}</small> : null}
              </div>
            )
          })}
          {view.value.confirm !== undefined && (
            <div className="dum-set-row" data-field="confirm">
              <label htmlFor="dum-set-confirm">
                {t.settings.confirmLabel}
                {(drafts.confirm !== undefined ? drafts.confirm !== null : 'confirm' in view.user) ? <span className="dum-set-mark">{t.settings.overridden}</span> : null}
              </label>
              <select
                id="dum-set-confirm"
                value={confirmShown}
                onChange={(e) => setDrafts((d) => ({ ...d, confirm: e.target.value }))}
              >
                {CONFIRMS.map((c) => <option key={c} value={c}>{t.settings.confirmOptions[c]}</option>)}
              </select>
              <small>{t.settings.confirmHelp}</small>
            </div>
          )}
          <div className="dum-set-row" data-field="exclude">
            <label htmlFor="dum-set-exclude">
              {t.settings.excludeLabel}
              {(drafts.exclude !== undefined ? drafts.exclude !== null : 'exclude' in view.user) ? <span className="dum-set-mark">{t.settings.overridden}</span> : null}
              {(drafts.exclude !== undefined ? drafts.exclude !== null : 'exclude' in view.user) ? <button type="button" className="dum-set-reset" onClick={() => setDrafts((d) => ({ ...d, exclude: null }))}>{t.settings.reset}</button> : null}
            </label>
            <textarea
              id="dum-set-exclude"
              rows={3}
              spellCheck={false}
              placeholder={t.settings.excludeNone}
              value={typeof drafts.exclude === 'string' ? drafts.exclude : excludeLines(drafts.exclude === null ? view.base.exclude : view.value.exclude)}
              onChange={(e) => setDrafts((d) => ({ ...d, exclude: e.target.value }))}
            />
            <small>{t.settings.excludeHelp}</small>
          </div>
          <FileOnlySettings t={t} value={view.value} />
          <div className="dum-set-actions">
            <button type="button" data-action="save-settings" disabled={!dirty || status === 'saving'} onClick={() => void save()}>{t.settings.save}</button>
            <button type="button" disabled={!dirty} onClick={() => setDrafts({})}>{t.settings.discard}</button>
            {status === 'saved' && !dirty ? <span role="status">{t.settings.saved}</span> : null}
            {status === 'failed' ? <span role="alert" className="dum-set-error">{t.settings.failed}</span> : null}
          </div>
        </div>
      )}
    </section>
  )
}

/** distill.*: what it is now, and where to change it (the card does not edit it). */
function FileOnlySettings({ t, value }: { t: Strings; value: FileOnly }) {
  const distill = value.distill ?? {}
  return (
    <div className="dum-set-file" data-role="file-only-settings">
      <strong>{t.settings.fileOnly}</strong>
      <small>{t.settings.fileOnlyWhere('$DSH_HOME/profiles/web/cordis.patch.yml')}</small>
      <span data-field="distill">
        {t.settings.distillLabel}: {distill.provider && distill.model ? t.settings.distillRoute(distill.provider, distill.model) : t.settings.distillDefault}
        {distill.maxInputBytes && distill.maxOutputTokens ? <> · {t.settings.distillCaps(distill.maxInputBytes, distill.maxOutputTokens)}</> : null}
      </span>
    </div>
  )
}
