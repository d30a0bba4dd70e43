// The 记忆 / Memory tab: a compact header (orb, title, one-line headline, the mode switch and one
// "more" menu), then what needs the user (notices, proposals) and the portrait. History, Distill and
// Tidy open in a side sheet (Sheet.tsx) so the portrait stays in view. Honest loading, empty and
// error states.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { restoreJudgment, revokeJudgment, type HistoryEntry, type JudgmentView, type Snapshot } from './api'
import { keepApart, KEEP_APART_STRINGS } from './keep-apart'
import { keptApartGuardLine, type KeptApartGuards } from '../src/core/keep-apart-guards'
import { guardGoneSentence } from '../src/core/demote.js'
import { LocaleContext, useLocale } from './context'
import { HistoryPanel } from './HistoryPanel'
import { openPluginSettings } from './host-nav'
import { ModeNote, ModeSwitch } from './ModeSwitch'
import { MoreMenu } from './MoreMenu'
import { detectLang, errorText, STRINGS, type Lang } from './i18n'
import { Orb, type OrbState } from './orb'
import { Portrait, useKindLabel } from './Portrait'
import { ProposalsPanel } from './ProposalsPanel'
import { GuardContext } from './GuardDetails'
import { useFailedRun } from './run-outcome'
import { SessionReceipt } from './SessionReceipt'
import { DistillPanel, useDistillRunning } from './DistillPanel'
import { ExchangePanel } from './ExchangePanel'
import { AutoDistillToggle } from './AutoDistillToggle'
import { TidyPanel, useTidyRunning } from './TidyPanel'
import { learnedSince, portraitOf, type Portrait as PortraitData } from './portrait-model'
import { useScopedStyles } from './styles'
import { useHostTheme } from './theme'
import { Transfer } from './Transfer'
import { useMirror, type MirrorState } from './use-mirror'

type Notice =
  | { tone: 'undo'; judgment: JudgmentView; historyId?: string }
  | { tone: 'info' | 'error'; message: string }

type SheetName = 'history' | 'distill' | 'tidy'

export interface MemoryViewProps {
  /** Overrides the browser's language (tests, bench). */
  lang?: Lang
  /** Overrides the polling interval in ms. */
  pollMs?: number
  /** The open conversation (the host's slot passes it); its pinned memory is shown. */
  sessionId?: string
}

export function MemoryView({ lang, pollMs, sessionId }: MemoryViewProps) {
  useScopedStyles()
  const resolved = lang ?? detectLang()
  const locale = useMemo(() => ({ lang: resolved, t: STRINGS[resolved] }), [resolved])
  return (
    <LocaleContext.Provider value={locale}>
      <section className="dum-root" lang={resolved === 'zh' ? 'zh-CN' : 'en'} aria-label={locale.t.title} data-dum-view="memory">
        <MemoryBody mirror={useMirror(pollMs)} sessionId={sessionId} />
      </section>
    </LocaleContext.Provider>
  )
}

function orbStateOf(mirror: MirrorState, learned: number, running: boolean, failedRun: boolean): OrbState {
  // Reading, refreshing, failed, just remembered (with its badge), else at rest.
  if (mirror.status === 'loading' || mirror.status === 'starting') return 'thinking'
  if (mirror.error) return 'error'
  if (mirror.busy || running) return 'working'
  if (failedRun) return 'error'
  return learned > 0 ? 'done' : 'idle'
}

function MemoryBody({ mirror, sessionId }: { mirror: MirrorState; sessionId?: string }) {
  const { t } = useLocale()
  const theme = useHostTheme()
  const { snapshot } = mirror
  const learned = snapshot && mirror.seenBefore !== undefined ? learnedSince(snapshot.judgments, mirror.seenBefore) : 0
  const distilling = useDistillRunning()
  const tidying = useTidyRunning()
  const failedRun = useFailedRun()
  const runFailedShown = failedRun !== undefined && !mirror.error
  const orbState = orbStateOf(mirror, learned, distilling || tidying, failedRun !== undefined)
  const portrait = useMemo(() => (snapshot ? portraitOf(snapshot) : undefined), [snapshot])
  const [sheet, setSheet] = useState<SheetName>()
  const [notice, setNotice] = useState<Notice>()
  const toggle = (name: SheetName) => setSheet((open) => (open === name ? undefined : name))
  const sketch = portrait?.sketch
  const ready = mirror.status === 'ready' && snapshot && portrait

  return (
    <>
      <header className="dum-head">
        <Orb state={orbState} badge={learned} theme={theme} mode={snapshot?.mode} errorLabel={runFailedShown ? t.orbFailed : undefined} />
        <div className="dum-head-text">
          <h2 className="dum-title">{t.title}</h2>
          {sketch && (
            <p className="dum-sketch" data-role="sketch" data-claim={sketch.claim}>
              {t.sketchLead[sketch.claim]}
              <span className="dum-sketch-text">{sketch.judgment.text}</span>
              <span className="dum-sketch-hits">{t.sketchHits(sketch.judgment.hits)}</span>
            </p>
          )}
          {learned > 0 && orbState === 'done' && <p className="dum-learned">{t.learned(learned)}</p>}
          {runFailedShown && (
            <p className="dum-run-failed" data-role="run-failed" data-job={failedRun}>
              <button type="button" className="dum-link" data-action="open-failed-run" onClick={() => setSheet(failedRun)}>
                {t.runFailedLine(failedRun === 'distill' ? t.distillOpen : t.tidyOpen)}
              </button>
            </p>
          )}
        </div>
        {ready && (
          <div className="dum-toolbar" role="toolbar" aria-label={t.title}>
            <ModeSwitch mode={snapshot.mode} act={mirror.act} />
            <MoreMenu>
              <button type="button" className="dum-btn" aria-pressed={sheet === 'history'} data-action="history" onClick={() => toggle('history')}>{t.history}</button>
              <button type="button" className="dum-btn" aria-pressed={sheet === 'distill'} data-action="distill" onClick={() => toggle('distill')}>{t.distillOpen}</button>
              <button type="button" className="dum-btn" aria-pressed={sheet === 'tidy'} data-action="tidy" onClick={() => toggle('tidy')}>{t.tidyOpen}</button>
              <Transfer act={mirror.act} onNotice={setNotice} />
              <button
                type="button"
                className="dum-btn"
                data-action="open-settings"
                title={t.settings.link}
                onClick={() => void openPluginSettings(t.settings.title).then((ok) => { if (!ok) setNotice({ tone: 'info', message: t.settings.link }) })}
              >
                {t.settingsButton}
              </button>
            </MoreMenu>
          </div>
        )}
      </header>
      {ready ? (
        <Ready mirror={mirror} snapshot={snapshot} portrait={portrait} sessionId={sessionId} sheet={sheet} onCloseSheet={() => setSheet(undefined)} notice={notice} onNotice={setNotice} />
      ) : mirror.status === 'error' ? (
        <div className="dum-state" role="alert" data-state-view="error">
          <p className="dum-state-title">{t.errorTitle}</p>
          <p className="dum-state-body dum-error-line" data-error-code={mirror.error?.code}>{mirror.error && errorText(t, mirror.error)}</p>
          <button type="button" className="dum-btn dum-btn-primary" onClick={() => void mirror.reload()}>{t.retry}</button>
        </div>
      ) : (
        <div className="dum-state" role="status" data-state-view="loading">
          <p className="dum-muted">{mirror.status === 'starting' ? t.starting : t.loading}</p>
        </div>
      )}
    </>
  )
}

interface ReadyProps {
  mirror: MirrorState
  snapshot: Snapshot
  portrait: PortraitData
  sessionId?: string | undefined
  sheet?: SheetName | undefined
  onCloseSheet: () => void
  notice?: Notice | undefined
  onNotice: (notice: Notice | undefined) => void
}

function Ready({ mirror, snapshot, portrait, sessionId, sheet, onCloseSheet, notice, onNotice: setNotice }: ReadyProps) {
  const { t, lang } = useLocale()
  const kindLabel = useKindLabel(snapshot)
  const guarded = useMemo(() => new Set(snapshot.judgments.filter((j) => j.guard).map((j) => j.id)), [snapshot])
  const asleep = useMemo(() => new Set(snapshot.judgments.filter((j) => j.guard?.asleep).map((j) => j.id)), [snapshot])
  const off = useMemo(() => new Set(snapshot.judgments.filter((j) => j.guard?.effectiveMode === 'off').map((j) => j.id)), [snapshot])
  const undoButton = useRef<HTMLButtonElement>(null)
  const { act } = mirror

  const revoke = useCallback(async (judgment: JudgmentView) => {
    let historyId: string | undefined
    const failure = await act(async () => { ({ historyId } = await revokeJudgment(judgment.id)) })
    setNotice(failure ? { tone: 'error', message: t.actionFailed(errorText(t, failure)) } : { tone: 'undo', judgment, historyId })
  }, [act, t, setNotice])

  const keepBoth = useCallback(async (entry: HistoryEntry) => {
    let guards: KeptApartGuards = { live: {} }
    const failure = await act(async () => { ({ guards } = await keepApart(entry.judgment.id, entry.id)) })
    const a = KEEP_APART_STRINGS[lang]
    // Where each guard went, named as the catalogue names it in the tab's language.
    const labels = (ids: readonly string[]) => ids.map((id) => snapshot.guards.catalogue.find((e) => e.id === id)?.label[lang] ?? id)
    const moved = keptApartGuardLine(entry.judgment.text, entry.replacedBy ?? '', guards, lang, labels)
    setNotice(failure ? { tone: 'error', message: t.actionFailed(errorText(t, failure)) } : { tone: 'info', message: a.kept(entry.judgment.text, entry.replacedBy ?? '') + (moved ? (lang === 'zh' ? `。${moved}` : `. ${moved}`) : '') })
  }, [act, t, lang, setNotice, snapshot])

  // A guarded red line revoked: its guard stops too, and Put it back brings it back.
  const revokedText = (judgment: JudgmentView) => {
    const guard = judgment.kind === 'redline' ? judgment.guard : undefined
    const labels = (guard?.spec.catalogue ?? []).map((id) => snapshot.guards.catalogue.find((e) => e.id === id)?.label[lang] ?? id)
    return t.revokedNotice(judgment.text) + (guard ? (lang === 'zh' ? '' : ' ') + guardGoneSentence(judgment.text, labels, lang, 'put-back') : '')
  }

  const restore = useCallback(async (judgment: { id: string; text: string }, historyId?: string) => {
    const failure = await act(() => restoreJudgment(judgment.id, historyId))
    setNotice(failure ? { tone: 'error', message: t.actionFailed(errorText(t, failure)) } : { tone: 'info', message: t.restored(judgment.text) })
  }, [act, t, setNotice])

  // The revoked row is gone: hand keyboard focus to the put-back button instead of dropping it on <body>.
  useEffect(() => {
    if (notice?.tone === 'undo') undoButton.current?.focus()
  }, [notice])

  const empty = snapshot.judgments.length === 0
  return (
    <>
      <ModeNote mode={snapshot.mode} />
      <div className="dum-notice-live" role="status" aria-live="polite">
        {mirror.error && (
          <div className="dum-notice" data-tone="error">
            <span className="dum-notice-text">{t.refreshFailed(errorText(t, mirror.error))}</span>
            <button type="button" className="dum-btn" onClick={() => void mirror.reload()}>{t.retry}</button>
          </div>
        )}
        {notice && (
          <div className="dum-notice" data-tone={notice.tone} data-notice={notice.tone}>
            <span className="dum-notice-text">{notice.tone === 'undo' ? revokedText(notice.judgment) : notice.message}</span>
            {notice.tone === 'undo' && (
              // "Put it back", worded apart from the row's 撤掉 / Revoke and from the chat card's 撤销 / Undo.
              <button
                ref={undoButton}
                type="button"
                className="dum-btn dum-btn-primary"
                data-action="undo"
                aria-label={t.putBackLabel(notice.judgment.text)}
                onClick={() => void restore(notice.judgment, notice.historyId)}
              >
                {t.putBack}
              </button>
            )}
            <button type="button" className="dum-link dum-notice-dismiss" data-action="dismiss-notice" onClick={() => setNotice(undefined)}>{t.dismiss}</button>
          </div>
        )}
      </div>
      {sheet === 'history' && (
        <HistoryPanel
          revision={snapshot.revision}
          now={snapshot.now}
          kindLabel={kindLabel}
          onRestore={(entry: HistoryEntry) => void restore(entry.judgment, entry.id)}
          onKeepApart={(entry: HistoryEntry) => void keepBoth(entry)}
          onClose={onCloseSheet}
        />
      )}
      {/* Always mounted: their polls follow runs started anywhere, for the orb. */}
      <DistillPanel open={sheet === 'distill'} onClose={onCloseSheet} onProgress={() => void mirror.reload()} />
      <TidyPanel open={sheet === 'tidy'} onClose={onCloseSheet} judgments={snapshot.judgments.length} openPairs={snapshot.openPairs} onProgress={() => void mirror.reload()} />
      <ExchangePanel proposals={snapshot.proposals} onChanged={() => void mirror.reload()} sessionId={sessionId} />
      <GuardContext.Provider value={{ catalogue: snapshot.guards.catalogue, globalMode: snapshot.guards.mode, act, onNotice: setNotice }}>
        <ProposalsPanel proposals={snapshot.proposals} kindLabel={kindLabel} act={act} onNotice={setNotice} guarded={guarded} asleep={asleep} off={off} />
      </GuardContext.Provider>
      {sessionId && <SessionReceipt sessionId={sessionId} revision={snapshot.revision} now={snapshot.now} />}
      {empty ? (
        <div className="dum-state" data-state-view="empty">
          <p className="dum-state-title">{t.emptyTitle}</p>
          <p className="dum-state-body">{t.emptyBody}</p>
          <AutoDistillToggle />
        </div>
      ) : (
        <GuardContext.Provider value={{ catalogue: snapshot.guards.catalogue, globalMode: snapshot.guards.mode, act, onNotice: setNotice }}>
          <Portrait snapshot={snapshot} portrait={portrait} onRevoke={revoke} />
        </GuardContext.Provider>
      )}
    </>
  )
}
