// What a waiting write does to a red line's guard, as `/memory` lists it (#19, mends18): the tab and the
// card said it since mends16/17, the chat list said "if it has a guard". Here the list knows the guard:
// a forget ends one that asks (or changes nothing for one asleep), new words keep it or put it to
// sleep, a milder kind ends it. A write that no longer fits the store (the judgment it names changed
// or went away) says so instead, in the user's language, and nothing about guards.
import { demotedRedLines, demotionGuard, demotionSentence, forgetRedLineSentence, forgottenRedLine, type GuardState } from '../core/demote.js'
import { rewordedGuardLine } from '../guards/reworded-sentence.js'
import { catalogueLabels } from '../core/guard/catalogue.js'
import type { Proposal } from '../core/proposal.js'
import type { StaleRef } from '../proposals/tidy-accept.js'
import type { Lang } from './language.js'

/** What the list may know: the guards (absent: a profile without them, "if it has one") and why a write is stale. */
export interface PendingLook {
  guards?: {
    stateOf(id: string): GuardState
    get(id: string): { spec: { catalogue?: readonly string[] } } | undefined
    wordsOf(id: string, text?: string): { words: string; asleep: boolean } | undefined
  }
  staleRef?: (p: Proposal) => StaleRef | undefined
}

/** The sentences a waiting write adds about the red lines and guards it touches. */
export function guardSentences(p: Proposal, lang: Lang, look: PendingLook = {}): string[] {
  const { guards } = look
  const state = (id: string): GuardState | undefined => guards?.stateOf(id)
  const demoted = demotedRedLines(p).map((r) => demotionSentence(r.text, p.judgment!.kind, demotionGuard(state(r.id)), lang, 'import'))
  const forgotten = forgottenRedLine(p)
  const ends = forgotten ? [forgetRedLineSentence(forgotten.text, state(forgotten.id), lang)] : []
  const text = p.judgment?.text
  const rewords = p.kind === 'update' && p.target?.kind === 'redline' && p.judgment?.kind === 'redline' && text !== undefined && text !== p.target.text
  const guard = rewords ? guards?.get(p.target!.id) : undefined
  const would = rewords ? guards?.wordsOf(p.target!.id, text) : undefined
  const stays = guard && would ? [rewordedGuardLine({ ...would, off: state(p.target!.id) === 'off' }, text!, catalogueLabels(guard.spec.catalogue ?? [], lang), lang, true)] : []
  return [...demoted, ...ends, ...stays]
}

/** Why a waiting write will not be applied: the judgment it names changed or went away since. */
export function staleNote(ref: StaleRef, lang: Lang): string {
  if (lang === 'zh') return ref.now === undefined ? `已过时：「${ref.text}」已不在记忆里，这一条不会被应用` : `已过时：「${ref.text}」已改成「${ref.now}」，这一条不会被应用`
  return ref.now === undefined ? `Out of date: “${ref.text}” is no longer in your memory, so this will not be applied` : `Out of date: “${ref.text}” has since become “${ref.now}”, so this will not be applied`
}

/** Why a write no longer fits, in the user's words (the server's English detail when the ref is unknown). */
function staleWhy(ref: StaleRef | undefined, detail: string, lang: Lang): string {
  if (lang === 'zh') return !ref ? detail : ref.now === undefined ? `「${ref.text}」已不在记忆里` : `「${ref.text}」已改成「${ref.now}」`
  return !ref ? detail : ref.now === undefined ? `“${ref.text}” is no longer in your memory` : `“${ref.text}” has since become “${ref.now}”`
}

/** The answer to `/memory accept` of a write that no longer fits: nothing changed, and it was dropped. */
export function staleAnswer(ref: StaleRef | undefined, detail: string, lang: Lang): string {
  const why = staleWhy(ref, detail, lang)
  return lang === 'zh' ? `什么都没改：${why}；这条已作废。` : `Nothing was changed: ${why}; the proposal was dropped.`
}

/**
 * The answer to `/memory reject` of a write that no longer fits: it is removed as out of date, not
 * rejected (a write of the words as they are now is asked again). `line`: the write, as listed.
 */
export function droppedAnswer(line: string, ref: StaleRef | undefined, detail: string, lang: Lang): string {
  const why = staleWhy(ref, detail, lang)
  return lang === 'zh' ? `已移除过时的一条：${line}（${why}）。什么都没改，也不算你拒绝过。` : `Removed an out-of-date write: ${line} (${why}). Nothing was changed, and it does not count as a rejection.`
}
