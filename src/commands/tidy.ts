// `/memory tidy` (整理), `/memory tidy status`, `/memory tidy stop`: a thin adapter over the same
// job the tab's 整理 button drives. The answer waits a little for the run (one request) and lists
// what it proposed; the proposals wait in the Memory tab, and `/memory` lists them too.
import { carrySentence, demotedRedLines, demotionGuard, demotionSentence, type GuardState } from '../core/demote.js'
import type { Proposal } from '../core/proposal.js'
import { AuxCallError } from '../model/aux-call.js'
import type { TidyProgress } from '../model/tidy.js'
import type { TidyWiring } from '../model/tidy-wire.js'
import { problemOf, problemText } from '../model/run-problem.js'
import { tidySummary } from '../model/run-text.js'
import type { Lang } from './language.js'
import type { CommandResult } from './types.js'

/** How long the command waits for the run before answering "still running" (the run goes on). */
const ANSWER_WAIT_MS = 20_000

export function tidyProgressLine(p: TidyProgress, lang: Lang): string {
  const lines = tidySummary(p, lang, 'chat')
  if (p.status === 'running') lines[0] += lang === 'zh' ? '/memory tidy stop 停止。' : ' /memory tidy stop to stop.'
  return lines.join('\n')
}

/**
 * One line per tidy proposal, as the chat shows it. `guard`: the red lines' guards as `/memory` and
 * the tidy run's own answer know them; without it (a profile without guards) the sentences say "if
 * it has one".
 */
export function tidyProposalLine(p: Proposal, lang: Lang, guard?: (id: string) => GuardState): string {
  const zh = lang === 'zh'
  const [a, b] = p.pair ?? []
  if (p.kind === 'merge' && a && b) {
    const demoted = demotedRedLines(p).map((r) => demotionSentence(r.text, p.judgment!.kind, demotionGuard(guard?.(r.id)), lang))
    const carried = carrySentence(p, guard ? (id) => guard(id) !== 'none' : undefined, lang)
    return [`${zh ? '合并' : 'merge'} “${a.text}” + “${b.text}” → “${p.judgment?.text}”`, ...demoted, ...carried ? [carried] : []].join(zh ? '' : ' ')
  }
  if (p.kind === 'resolve' && a && b) return `${zh ? '互相矛盾，留哪条？' : 'contradict, keep which?'} “${a.text}” / “${b.text}”`
  if (p.kind === 'forget' && p.target) return zh ? `“${p.target.text}” 是事实或一次性的要求，忘掉？` : `“${p.target.text}” is a fact or a one-off request, forget it?`
  return p.judgment?.text ?? p.target?.text ?? ''
}

export async function runTidyCommand(tidy: TidyWiring | undefined, pending: () => Proposal[], rest: string, lang: Lang, guard?: (id: string) => GuardState): Promise<CommandResult> {
  const zh = lang === 'zh'
  if (!tidy) return { kind: 'error', text: zh ? '这个配置里没有整理功能。' : 'Tidy is not available in this profile.' }
  const word = rest.trim().toLowerCase()
  if (/^(status|状态|进度)$/.test(word)) return { kind: 'success', text: tidyProgressLine(tidy.job.progress(), lang) }
  if (/^(stop|cancel|停止|取消)$/.test(word)) {
    const stopped = tidy.job.cancel()
    return { kind: 'success', text: stopped ? (zh ? '正在停止整理。' : 'Stopping tidy.') : (zh ? '没有正在进行的整理。' : 'No tidy run is going on.') }
  }
  if (word) return { kind: 'error', text: zh ? '用法：/memory tidy，/memory tidy status，/memory tidy stop' : 'Usage: /memory tidy, /memory tidy status, /memory tidy stop' }
  try {
    tidy.job.start()
  } catch (error) {
    if (error instanceof AuxCallError) {
      const reason = problemText(problemOf(error), lang)
      return { kind: 'error', text: zh ? `没有开始整理：${reason}。` : `Tidy did not start: ${reason}.` }
    }
    throw error
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  await Promise.race([tidy.job.settled(), new Promise((resolve) => { timer = setTimeout(resolve, ANSWER_WAIT_MS) })])
  clearTimeout(timer)
  const progress = tidy.job.progress()
  const lines = [tidyProgressLine(progress, lang)]
  if (progress.status === 'done') for (const p of pending().filter((x) => x.source === 'tidy').slice(0, 10)) lines.push(`- ${tidyProposalLine(p, lang, guard)}`)
  return { kind: progress.status === 'failed' ? 'error' : 'success', text: lines.join('\n') }
}

/** The `/memory` table entry, with `tidy` in the command deps. */
export const TIDY_SUBCOMMAND = {
  names: ['tidy', '整理'] as const,
  summary: { zh: '整理（找出重复、矛盾、事实）', en: 'tidy up (duplicates, contradictions, facts)' },
  run: (deps: { tidy?: TidyWiring; state: { proposals?: { pending(): Proposal[] } | undefined; guards?: { stateOf(id: string): GuardState } | undefined } }, rest: string, lang: Lang) => {
    // The run's own list says what happens to each red line's guard, as `/memory`'s does.
    const guards = deps.state.guards
    return runTidyCommand(deps.tidy, () => deps.state.proposals?.pending() ?? [], rest, lang, guards ? (id) => guards.stateOf(id) : undefined)
  },
}
