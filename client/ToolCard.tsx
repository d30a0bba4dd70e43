// The conversation's card for a mirror_remember / mirror_forget call (the host's keyed
// `tool.call.toolview` slot): what happened in the UI's language, the kind in the tab's words, near
// candidates, and an undo button. Built from the call's arguments and the `meta` persisted with its
// result, so it is the same live and when the session is replayed.
import { useEffect, useState } from 'react'
import { cardText, languageOf, type MirrorToolName } from '../src/tools/cards'
import { CARD_UNDO_STRINGS, storedCount, undoFromCard } from './card-undo'
import { linesAfterUndo } from '../src/tools/card-count'
import { COMMAND_STRINGS } from './command-strings'
import { PendingActions } from './PendingActions'
import type { WaitingProposal } from './api'
import { isObject } from '../src/core/object'
import { detectLang, STRINGS } from './i18n'
import { keepJudgment } from './ui-api'
import { keepApart, KEEP_APART_STRINGS } from './keep-apart'
import { keptApartGuardLine } from '../src/core/keep-apart-guards'
import { isKind } from '../src/core/judgment'
import { KIND_INFO } from '../src/core/kinds'
import { refreshSummary } from './summary'
import { markWithdrawn, withdrewIds } from './withdrawn'

/** The part of the host's ToolCallBlock (running call or settled result) the card reads. */
interface Block {
  kind?: string
  argsRaw?: string
  call?: { argsRaw: string } | null
  content?: ReadonlyArray<{ type: string; text?: string }>
  isError?: boolean
  meta?: unknown
}

export interface ToolCardProps {
  toolName: string
  block: Block
}

/**
 * A waiting write's card is drawn from the meta written when the model asked; its red line's guard is
 * said as the proposal list has it now (set off, put to sleep, removed or added since). The fields are
 * checked as a log's are (pendingOf): an unknown value says "if it has one".
 */
function guardNow(meta: unknown, now: WaitingProposal | undefined): unknown {
  if (!now || !isObject(meta)) return meta
  return { ...meta, ...'forgetGuard' in now ? { forgetGuard: now.forgetGuard } : {}, ...'guardWould' in now ? { guardWould: now.guardWould ?? undefined } : {} }
}

function parseArgs(raw: string | undefined): Record<string, unknown> {
  try {
    const value = JSON.parse(raw ?? '{}') as unknown
    return typeof value === 'object' && value !== null ? value as Record<string, unknown> : {}
  } catch {
    return {}
  }
}

const CARD_CSS = `
.dum-card{margin:2px 0;padding:8px 12px;border:1px solid var(--dsw-alias-border-l2,rgba(0,0,0,.1));border-radius:10px;font-size:13px;line-height:1.5;color:var(--dsw-alias-label-primary,#1d1d1f);overflow-wrap:anywhere}
.dum-card-title{display:flex;gap:8px;align-items:baseline;font-weight:600}
.dum-card-title::before{content:'◆';color:var(--dsw-alias-state-business-primary,#4d6bfe);font-size:10px}
.dum-card[data-outcome=error] .dum-card-title::before{color:var(--dsw-alias-state-warn-primary,#b5700b)}
.dum-card-line{color:var(--dsw-alias-label-secondary,#55555e);margin-left:18px}
.dum-card-undo{margin:4px 0 0 18px;padding:2px 10px;border:1px solid var(--dsw-alias-border-l2,rgba(0,0,0,.15));border-radius:7px;background:transparent;font:inherit;color:inherit;cursor:pointer}
.dum-card-undo:disabled{opacity:.6;cursor:default}
.dum-card-decide{display:flex;flex-wrap:wrap;gap:6px;align-items:flex-start;margin-left:18px}
.dum-card-decide .dum-card-undo{margin-left:0}
.dum-card-edit{flex:1 1 100%;margin:4px 0 0;padding:4px 8px;border:1px solid var(--dsw-alias-border-l2,rgba(0,0,0,.15));border-radius:7px;font:inherit;color:inherit;background:transparent;resize:vertical}
`

type ActionState = 'idle' | 'busy' | 'done' | 'failed'

/** A card button's request: busy while it runs, then done or failed (the button says which). */
function useCardAction(): [ActionState, (request: () => Promise<unknown>) => Promise<void>] {
  const [state, setState] = useState<ActionState>('idle')
  const run = async (request: () => Promise<unknown>) => {
    setState('busy')
    try {
      await request()
      setState('done')
      void refreshSummary()
    } catch {
      setState('failed')
    }
  }
  return [state, run]
}

export function ToolCard({ toolName, block }: ToolCardProps) {
  const lang = detectLang()
  const t = STRINGS[lang]
  const [undo, runUndo] = useCardAction()
  const [kept, runKeep] = useCardAction()
  const [apart, runApart] = useCardAction()
  const [apartGuards, setApartGuards] = useState('')
  const [undoNote, setUndoNote] = useState('')
  // The count after the Undo: the card's own count is of the moment it was written.
  const [countNow, setCountNow] = useState<number>()
  // The proposal is out of date (its judgment changed or went away): what it said of a guard no longer holds.
  const [outOfDate, setOutOfDate] = useState(false)
  const [waiting, setWaiting] = useState<WaitingProposal>()
  const [settledNow, setSettledNow] = useState(false)
  const settled = block.kind === 'tool-result'
  // The write or forget changed the store (or left a proposal waiting): the sidebar's badge says so now.
  useEffect(() => {
    if (settled && !block.isError) void refreshSummary()
  }, [settled])
  // It took the place of earlier wordings that waited: their cards on this page stop offering Accept.
  useEffect(() => {
    if (settled && !block.isError) markWithdrawn(withdrewIds(block.meta))
  }, [settled])
  const args = parseArgs(settled ? block.call?.argsRaw : block.argsRaw)
  const subject = typeof args.text === 'string' ? args.text : typeof args.id === 'string' ? args.id : ''
  const tool = toolName as MirrorToolName

  if (!settled) {
    const kind = isKind(args.kind) ? KIND_INFO[args.kind].label[lang] : undefined
    const verb = tool === 'mirror_remember' ? t.cardRemembering(kind) : t.cardForgetting
    return <div className="dum-card" data-dum-card={tool} data-outcome="running"><style>{CARD_CSS}</style><div className="dum-card-title">{verb}{subject}</div></div>
  }
  const text = (block.content ?? []).map((c) => c.text ?? '').join('')
  const card = cardText(tool, { args, isError: Boolean(block.isError), text, meta: guardNow(block.meta, waiting) }, lang)
  // No meta (a nested Code Mode call): the model's own text, which is precise if plain.
  const title = (settledNow ? card?.decide?.settled : undefined) ?? card?.title ?? `${tool === 'mirror_remember' ? t.cardRemembering(undefined) : t.cardForgetting}${subject}`
  const stale = outOfDate ? card?.decide?.guards : undefined
  const lines = linesAfterUndo((card?.lines ?? [text]).filter((line) => !stale?.includes(line)), block.meta, countNow, lang)
  const action = card?.undo
  // Already done or undone elsewhere (the tab, /forget): nothing changes, and the button says what happened.
  const onUndo = () => action && runUndo(async () => {
    const noop = await undoFromCard(action)
    if (noop) setUndoNote(CARD_UNDO_STRINGS[lang][noop])
    setCountNow(await storedCount())
  })
  const both = card?.apart
  // Where the red lines' guards went, in the same words as the history sheet and /memory keep-both.
  const onApart = () => both && runApart(async () => {
    const result = await keepApart(both.id, both.historyId)
    if (result.restored && result.live !== undefined) setApartGuards(keptApartGuardLine(result.restored.text, result.live, result.guards, lang))
  })
  const a = KEEP_APART_STRINGS[lang]
  const keep = card?.keep
  const onKeep = () => keep && runKeep(() => keepJudgment({ text: keep.text, kind: keep.kind, reason: keep.reason || (lang === 'zh' ? '记忆暂停时模型想记下，你在卡片上点了记下' : 'the model wanted to keep it while memory was paused; you kept it from the card') }))
  const c = COMMAND_STRINGS[lang]
  return (
    <div className="dum-card" data-dum-card={tool} data-outcome={block.isError ? 'error' : 'ok'} lang={languageOf(title) === 'zh' ? 'zh' : undefined}>
      <style>{CARD_CSS}</style>
      <div className="dum-card-title">{title}</div>
      {lines.map((line, i) => <div key={i} className="dum-card-line">{line}</div>)}
      {action
        ? (
            <button type="button" className="dum-card-undo" data-action="card-undo" title={action.hint} disabled={undo === 'busy' || undo === 'done' || apart === 'done'} onClick={() => void onUndo()}>
              {undo === 'done' ? undoNote || t.cardUndone : undo === 'failed' ? t.cardUndoFailed : t.undo}
            </button>
          )
        : null}
      {both
        ? (
            <button type="button" className="dum-card-undo" data-action="card-keep-apart" title={both.hint} disabled={apart === 'busy' || apart === 'done' || undo === 'done'} onClick={() => void onApart()}>
              {apart === 'done' ? a.done : apart === 'failed' ? a.failed : apart === 'busy' ? a.busy : a.button}
            </button>
          )
        : null}
      {apart === 'done' && apartGuards ? <div className="dum-card-line" data-role="kept-apart-guards">{apartGuards}</div> : null}
      {keep
        ? (
            <button type="button" className="dum-card-undo" data-action="card-keep" disabled={kept === 'busy' || kept === 'done'} onClick={() => void onKeep()}>
              {kept === 'done' ? c.kept : kept === 'failed' ? c.keepFailed : kept === 'busy' ? c.keeping : c.keep(keep.mode)}
            </button>
          )
        : null}
      {card?.decide ? <PendingActions proposalId={card.decide.proposalId} canEdit={card.decide.edit} text={typeof args.text === 'string' ? args.text : ''} t={t} onStale={() => setOutOfDate(true)} onWaiting={setWaiting} onSettled={() => setSettledNow(true)} /> : null}
    </div>
  )
}
