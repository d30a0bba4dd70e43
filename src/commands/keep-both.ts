// `/memory keep-both [words | id]` (两条都留): the tab's "Keep both" for surfaces without the tab
// (a terminal, a headless run). A merge that replaced a stored rule with a different one is undone
// without losing either (store/keep-apart.ts): the replaced version comes back as a judgment of its
// own and tidy does not propose joining the two again. Without words it takes the newest such merge;
// with words, the newest whose older or newer text contains them, or a judgment / history id.
import type { HistoryEntry } from '../core/judgment.js'
import { keptApartGuardLine } from '../core/keep-apart-guards.js'
import { keepBoth } from '../proposals/keep-both.js'
import type { MirrorState } from '../state.js'
import type { Lang } from './language.js'
import type { CommandResult } from './types.js'

/** `/memory` mentions a merge it could undo for this long after it happened. */
export const KEEP_BOTH_RECENT_MS = 7 * 86_400_000

/** Past versions a merge replaced that could stand beside the live judgment again, newest first. */
export function keepBothCandidates(state: MirrorState): HistoryEntry[] {
  const store = state.requireStore()
  return store.historyEntries().filter((e) => store.canKeepApart(e.id))
}

function pick(candidates: readonly HistoryEntry[], words: string): HistoryEntry | undefined {
  if (!words) return candidates[0]
  const needle = words.toLowerCase()
  return candidates.find((e) => e.id === words || e.judgment.id === words)
    ?? candidates.find((e) => e.judgment.text.toLowerCase().includes(needle) || (e.replacedBy ?? '').toLowerCase().includes(needle))
}

/** The line `/memory` shows for the newest merge that could be undone, or undefined. */
export function keepBothHint(state: MirrorState, lang: Lang, now = Date.now()): string | undefined {
  const [entry] = keepBothCandidates(state)
  if (!entry || now - entry.at > KEEP_BOTH_RECENT_MS) return undefined
  return lang === 'zh'
    ? `最近一次合并用「${entry.replacedBy ?? ''}」换掉了「${entry.judgment.text}」；两条不是一回事的话：/memory keep-both`
    : `The latest merge replaced “${entry.judgment.text}” with “${entry.replacedBy ?? ''}”; if they are two different rules: /memory keep-both`
}

export async function runKeepBoth(state: MirrorState, rest: string, lang: Lang, now = Date.now()): Promise<CommandResult> {
  const zh = lang === 'zh'
  const words = rest.trim()
  const candidates = keepBothCandidates(state)
  const entry = pick(candidates, words)
  if (!entry) {
    const text = !candidates.length
      ? (zh ? '没有可以分开的合并：历史里没有被另一条换掉、还能和它并存的判断。' : 'Nothing to keep apart: no stored rule was replaced by a merge with a different one that could stand beside it.')
      : (zh ? `没有找到含「${words}」的合并。可以分开的：${candidates.slice(0, 5).map((e) => `「${e.judgment.text}」→「${e.replacedBy ?? ''}」`).join('；')}`
          : `No merge with “${words}” in it. Those that can be kept apart: ${candidates.slice(0, 5).map((e) => `“${e.judgment.text}” → “${e.replacedBy ?? ''}”`).join('; ')}`)
    return { kind: 'error', text }
  }
  const result = await keepBoth(state.requireStore(), state.proposals, entry.judgment.id, entry.id, now, state.guards)
  if (result.outcome === 'not-found') return { kind: 'error', text: zh ? '这条合并已经不在了（判断被删掉或历史被清理）。' : 'That merge is gone (the judgment was removed or its history trimmed).' }
  if (result.outcome === 'not-apart') return { kind: 'error', text: zh ? `不能分开：${result.why}` : `Cannot keep them apart: ${result.why}` }
  const guards = keptApartGuardLine(result.restored.text, result.judgment.text, result.guards, lang)
  const evicted = result.evicted ? (zh ? `为腾出位置，「${result.evicted.text}」进了历史（可以恢复）。` : ` To make room, “${result.evicted.text}” went to history (restorable).`) : ''
  return {
    kind: 'success',
    text: zh
      ? `两条都留下了：「${result.restored.text}」回来成为单独一条，「${result.judgment.text}」保持不变。整理不会再提议合并这两条。${guards}${evicted}`
      : `Kept both: “${result.restored.text}” is back as a judgment of its own beside “${result.judgment.text}”. Tidy will not propose merging the two again.${guards ? ` ${guards}` : ''}${evicted}`,
  }
}

export const KEEP_BOTH_SUBCOMMAND = {
  names: ['keep-both', '两条都留'] as const,
  summary: { zh: '撤销把两条不同规则合成一条的合并，两条都留（[原话或 id]）', en: 'undo a merge that joined two different rules and keep both ([words or id])' },
  run: (deps: { state: MirrorState }, rest: string, lang: Lang) => runKeepBoth(deps.state, rest, lang),
}
