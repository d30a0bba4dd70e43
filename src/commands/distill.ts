// `/memory distill [since YYYY-MM-DD] [max N] [here]`, `/memory distill status`, `/memory distill
// stop`: a thin adapter over the same job the tab's routes drive. Shaped as one entry of the
// `/memory` subcommand table (issue-12's `addMemorySubcommand`): `run(deps, rest, lang)`, where
// `deps.distill` is the plugin's distill wiring.
import { isObject } from '../core/object.js'
import { AuxCallError } from '../model/aux-call.js'
import type { DistillProgress } from '../model/distill.js'
import { DistillBusyError } from '../model/distill-lock.js'
import type { SourceOptions } from '../model/session-source.js'
import type { DistillWiring } from '../model/wire.js'
import { problemOf, problemText } from '../model/run-problem.js'
import { distillSummary, estimateText } from '../model/run-text.js'

export type Lang = 'zh' | 'en'
export type CommandResult = { kind: 'success'; text?: string } | { kind: 'error'; text: string }

const USAGE: Record<Lang, string> = {
  zh: '用法：/memory distill [since YYYY-MM-DD] [max N] [here]，/memory distill status，/memory distill stop',
  en: 'Usage: /memory distill [since YYYY-MM-DD] [max N] [here], /memory distill status, /memory distill stop',
}

/** `YYYY-MM-DD` as the epoch ms of that day, or undefined when no such day exists (2026-13-45, 2026-02-30). */
function calendarDay(text: string): number | undefined {
  const at = Date.parse(text)
  return Number.isFinite(at) && new Date(at).toISOString().slice(0, 10) === text ? at : undefined
}

const NO_SUCH_DAY: Record<Lang, (day: string) => string> = {
  zh: (day) => `没有 ${day} 这一天：日期写成 YYYY-MM-DD，例如 /memory distill since 2026-03-01。什么都没有读。`,
  en: (day) => `There is no day ${day}: write the date as YYYY-MM-DD, e.g. /memory distill since 2026-03-01. Nothing was read.`,
}

/** The words after `distill`: options, or `status` / `stop`. Throws a usage line on anything else. */
export function parseDistillArgs(rest: string, lang: Lang, cwd?: string): { action: 'start' | 'status' | 'stop'; options: SourceOptions } {
  const words = rest.trim().split(/\s+/).filter(Boolean)
  const options: SourceOptions = {}
  if (words.length === 1 && /^(status|状态|进度)$/.test(words[0]!)) return { action: 'status', options }
  if (words.length === 1 && /^(stop|cancel|停止|取消)$/.test(words[0]!)) return { action: 'stop', options }
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!.toLowerCase()
    if ((word === 'since' || word === '从') && /^\d{4}-\d{2}-\d{2}$/.test(words[i + 1] ?? '')) {
      // A day that does not exist must not fall through to "since ever": that would read every session.
      const day = words[++i]!
      const since = calendarDay(day)
      if (since === undefined) throw new Error(NO_SUCH_DAY[lang](day))
      options.since = since
    } else if ((word === 'max' || word === '最多') && /^\d{1,5}$/.test(words[i + 1] ?? '') && Number(words[i + 1]) > 0) options.maxSessions = Number(words[++i])
    else if ((word === 'here' || word === '本目录' || word === '这里') && cwd) options.cwd = cwd
    else if (word === 'all' || word === '全部') delete options.cwd
    else throw new Error(USAGE[lang])
  }
  return { action: 'start', options }
}

/** The run's state as the chat shows it (the same words as the tab's panel, src/model/run-text.ts). */
export function progressLine(p: DistillProgress, lang: Lang): string {
  const lines = distillSummary(p, lang, 'chat')
  if (p.status === 'running') lines[0] += lang === 'zh' ? '。/memory distill stop 停止。' : '. /memory distill stop to stop.'
  return lines.join('\n')
}

/** The conversation a command was typed in, from the host agent's session (id and working folder). */
export function invokingSession(agent: unknown): { id?: string; cwd?: string } {
  const session = isObject(agent) && isObject(agent.session) ? agent.session : undefined
  const header = session && isObject(session.header) ? session.header : {}
  const id = typeof session?.id === 'string' ? session.id : typeof header.id === 'string' ? header.id : undefined
  return { ...(id ? { id } : {}), ...(typeof header.cwd === 'string' ? { cwd: header.cwd } : {}) }
}

export async function runDistillCommand(distill: DistillWiring | undefined, rest: string, lang: Lang, cwd?: string, sessionId?: string): Promise<CommandResult> {
  if (!distill) return { kind: 'error', text: lang === 'zh' ? '这个配置里没有提炼功能。' : 'Distill is not available in this profile.' }
  let parsed
  try {
    parsed = parseDistillArgs(rest, lang, cwd)
  } catch (error) {
    return { kind: 'error', text: (error as Error).message }
  }
  if (parsed.action === 'status') return { kind: 'success', text: progressLine(distill.job.progress(), lang) }
  if (parsed.action === 'stop') {
    const stopped = distill.job.cancel()
    return { kind: 'success', text: stopped ? (lang === 'zh' ? '正在停止提炼（当前请求结束后停下）。' : 'Stopping distill after the request in flight.') : (lang === 'zh' ? '没有正在运行的提炼。' : 'No distill run is going on.') }
  }
  try {
    const e = await distill.job.estimate(parsed.options)
    if (e.requests === 0) return { kind: 'success', text: estimateText(e, lang) }
    // The counts said are those of the plan the run itself made (the estimate route's function).
    const started = (await distill.job.start(parsed.options, sessionId)).estimate ?? e
    return {
      kind: 'success',
      text: [
        lang === 'zh' ? '开始提炼。' : 'Distilling.',
        estimateText(started, lang),
        lang === 'zh'
          ? '进度和结束时的总结显示在输入框上方（也可 /memory distill status），/memory distill stop 停止；提议在「记忆」标签页等你确认。'
          : 'Progress and the summary when it ends show above the composer (or /memory distill status); /memory distill stop to stop; the proposals wait for you in the Memory tab.',
      ].join('\n'),
    }
  } catch (error) {
    if (error instanceof DistillBusyError || error instanceof AuxCallError) {
      const reason = problemText(problemOf(error), lang)
      return { kind: 'error', text: lang === 'zh' ? `没有开始提炼：${reason}。` : `Distill did not start: ${reason}.` }
    }
    throw error
  }
}

/**
 * The `/memory` table entry: `here` is the folder of the conversation the command was typed in
 * (the host's process folder when the host does not say), and that conversation shows the run's
 * progress and summary above its composer (client/DistillDock.tsx).
 */
export const DISTILL_SUBCOMMAND = {
  names: ['distill', '提炼'] as const,
  summary: { zh: '从过往会话中提炼', en: 'distill from past sessions' },
  run: (deps: { distill?: DistillWiring }, rest: string, lang: Lang, agent?: unknown) => {
    const session = invokingSession(agent)
    return runDistillCommand(deps.distill, rest, lang, session.cwd ?? process.cwd(), session.id)
  },
}
