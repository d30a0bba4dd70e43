// A tidy merge whose merged kind is milder than a red line it merges: accepting it would end that
// red line (and put its guard to sleep: a guard holds only while its judgment is a red line). The
// proposal must say so in words; the kind label after the merged text alone does not. The same for
// a red line forgotten or revoked: its guard goes with it, and comes back when it is restored.
import { KIND_INFO } from './kinds.js'
import type { Kind } from './judgment.js'

interface Ref { id: string; text: string; kind: Kind }

/**
 * The red lines a proposal would stop being red lines if it were accepted: those a merge joins, or
 * the stored one an import or update overwrites (its `target`, same topic), under a milder kind.
 */
export function demotedRedLines<R extends Ref>(p: { kind: string; pair?: readonly R[]; target?: R; judgment?: { kind: Kind } }): R[] {
  if (!p.judgment || p.judgment.kind === 'redline') return []
  if (p.kind === 'merge') return (p.pair ?? []).filter((r) => r.kind === 'redline')
  if ((p.kind === 'import' || p.kind === 'update') && p.target?.kind === 'redline') return [p.target]
  return []
}

/** What the proposal is called in `demotionSentence`. */
export type DemotingWrite = 'merge' | 'import'
const WRITE_WORDS: Record<DemotingWrite, { zh: [string, string]; en: [string, string] }> = {
  merge: { zh: ['合并后的这条', '这条合并'], en: ['the merged one', 'this merge'] },
  import: { zh: ['写进来的这条', '这一条'], en: ['the new one', 'this'] },
}

/**
 * What accepting such a merge does to one red line, in the user's language. `guarded`: true or
 * false when the caller knows whether it has a guard that asks; `'off'`: it has one whose setting is
 * off (it asks nothing now, so there is nothing to stop); undefined says "if it has one".
 */
export function demotionSentence(text: string, mergedKind: Kind, guarded: boolean | 'off' | undefined, lang: 'zh' | 'en', write: DemotingWrite = 'merge'): string {
  const kind = KIND_INFO[mergedKind].label[lang]
  if (lang === 'zh') {
    const [result, proposal] = WRITE_WORDS[write].zh
    const guard = guarded === undefined ? '；它要是有守卫，守卫也不会再问你' : guarded === 'off' ? '；它的守卫设成了「关闭」，现在本来就不问你' : guarded ? '，它的守卫也不会再问你' : ''
    return `接受后「${text}」不再是红线，${result}是「${kind}」${guard}。要留住红线，就拒绝${proposal}。`
  }
  const [result, proposal] = WRITE_WORDS[write].en
  const guard = guarded === undefined ? '; if it has a guard, that guard would stop asking you' : guarded === 'off' ? '; its guard is set to off and asks you nothing now' : guarded ? ', and its guard would stop asking you' : ''
  return `Accepting this, “${text}” would stop being a red line: ${result} is a ${kind.toLowerCase()}${guard}. To keep the red line, reject ${proposal}.`
}

/** The red line a proposal would forget (a model's `mirror_forget` waiting for the user's OK), if any. */
export function forgottenRedLine<R extends Ref>(p: { kind: string; target?: R }): R | undefined {
  return p.kind === 'forget' && p.target?.kind === 'redline' ? p.target : undefined
}

/**
 * A red line's guard as a surface knows it: asking (`active`), asleep on words that relax or flip the
 * ones it was accepted on, turned `off` by its setting (it asks nothing now either), or none.
 */
export type GuardState = 'active' | 'asleep' | 'off' | 'none'

/**
 * What accepting the forgetting of a red line does, in the user's language: the red line goes, and
 * its guard with it. `guard`: known (the tab, `/memory`, a card written since mends18; `true` is
 * `active`, `false` is `none`) or undefined, which says "if it has one" (a card from an older log).
 * An asleep guard, or one whose setting is off, asks nothing now, so forgetting changes nothing for
 * tool calls: said as such.
 */
export function forgetRedLineSentence(text: string, guard: GuardState | boolean | undefined, lang: 'zh' | 'en'): string {
  const state = guard === true ? 'active' : guard === false ? 'none' : guard
  if (lang === 'zh') {
    const said = state === undefined ? '；它要是有守卫，守卫也不会再问你' : state === 'active' ? '，它的守卫也不会再问你'
      : state === 'asleep' ? '；它的守卫已经睡着了（这条红线现在的话和守卫答应时的不一样），本来就不问你，这一点不变'
        : state === 'off' ? '；它的守卫设成了「关闭」，现在本来就不问你，这一点不变' : ''
    return `接受后红线「${text}」就忘掉了${said}。要留住它，就拒绝这一条。`
  }
  const said = state === undefined ? '; if it has a guard, that guard would stop asking you' : state === 'active' ? ', and its guard would stop asking you'
    : state === 'asleep' ? '; its guard is already asleep (the red line no longer says what it was accepted on) and asks you nothing now, which stays so'
      : state === 'off' ? '; its guard is set to off and asks you nothing now, which stays so' : ''
  return `Accepting this forgets the red line “${text}”${said}. To keep it, reject this.`
}

/**
 * A guarded red line that the user's own `/remember <milder kind>:` has just ended: its guard is not
 * carried to the milder judgment (a guard holds only on a red line), so the answer says so, and how
 * to get it back. `labels`: what the guard covers, in the user's language (empty: matchers only).
 */
export function guardStoppedSentence(text: string, labels: readonly string[], lang: 'zh' | 'en'): string {
  if (lang === 'zh') {
    const covers = labels.length ? `（${labels.join('、')}）` : ''
    return `「${text}」不再是红线，它的守卫${covers}不会再问你。要留住它，在「记忆」页的历史里恢复这条红线，或再说一次：/remember 红线: ${text}`
  }
  const covers = labels.length ? ` (${labels.join(', ')})` : ''
  return `“${text}” is no longer a red line, so its guard${covers} stops asking you. To keep it, restore the red line from History in the Memory tab, or say it again: /remember redline: ${text}`
}

/**
 * A guarded red line the user has just forgotten (`/forget`) or revoked (the tab's ✕): its guard
 * stops with it and comes back when the red line is restored (the guard's record stays, asleep).
 * `labels`: what the guard covers (empty: matchers only); `back`: how this surface restores it.
 */
export function guardGoneSentence(text: string, labels: readonly string[], lang: 'zh' | 'en', back: 'history' | 'put-back'): string {
  if (lang === 'zh') {
    const covers = labels.length ? `（${labels.join('、')}）` : ''
    return `「${text}」的守卫${covers}也不会再问你了；${back === 'put-back' ? '点「放回去」' : '在「记忆」页的历史里恢复这条红线'}，守卫也会跟着回来。`
  }
  const covers = labels.length ? ` (${labels.join(', ')})` : ''
  return `The guard of “${text}”${covers} stops asking you too; ${back === 'put-back' ? 'Put it back' : 'restore the red line from History in the Memory tab'} and the guard comes back with it.`
}

/**
 * A guarded red line whose words change and that stays a red line, with words that do not relax or
 * flip the ones the guard was accepted on (src/core/guard-reword.ts): the guard stays and asks as
 * before, quoting the words it was accepted on (`accepted`, when they differ from `text`). `will`:
 * the change waits for the user's OK (the tab) or was just made.
 */
export function guardStaysSentence(text: string, labels: readonly string[], lang: 'zh' | 'en', will = false, accepted?: string): string {
  const quotes = accepted !== undefined && accepted !== text
  if (lang === 'zh') {
    const covers = labels.length ? `（${labels.join('、')}）` : ''
    const on = quotes ? `这条红线上，照样先问你，问时引用你答应它时的话「${accepted}」` : `「${text}」上，照样先问你`
    return `守卫${covers}${will ? '会' : ''}留在${on}；不再需要的话，在「记忆」页这条红线的细节里去掉守卫。`
  }
  const covers = labels.length ? ` (${labels.join(', ')})` : ''
  const on = quotes ? `this red line and ${will ? 'would ask' : 'asks'} you as before, quoting the words you accepted it on: “${accepted}”` : `“${text}” and ${will ? 'would ask' : 'asks'} you as before`
  return `The guard${covers} ${will ? 'would stay' : 'stays'} on ${on}; if it is no longer wanted, remove it in the red line's details in the Memory tab.`
}

/**
 * A guarded red line whose new words relax or flip the ones its guard was accepted on
 * (「删东西之前必须先问我」 → 「删东西之前不用问我」): the guard sleeps (kept, not removed) and comes
 * back when the words do (undo, or a restore from history). `will`: the change waits for the user's OK.
 */
export function guardAsleepSentence(accepted: string, text: string, labels: readonly string[], lang: 'zh' | 'en', will = false): string {
  if (lang === 'zh') {
    const covers = labels.length ? `（${labels.join('、')}）` : ''
    return will
      ? `守卫${covers}是你为「${accepted}」答应的，「${text}」说的不是这个：接受后它就睡着了，不再问你；之后撤销这次修改，它就会回来。`
      : `守卫${covers}是你为「${accepted}」答应的，「${text}」说的不是这个，所以它睡着了，不再问你；撤销这次修改，或在「记忆」页的历史里恢复原来的话，它就会回来。`
  }
  const covers = labels.length ? ` (${labels.join(', ')})` : ''
  return will
    ? `The guard${covers} was accepted for “${accepted}”, and “${text}” says otherwise: accepting this puts it to sleep, and it stops asking you; undoing the change later brings it back.`
    : `The guard${covers} was accepted for “${accepted}”, and “${text}” says otherwise, so it is asleep and stops asking you; undo this change, or restore the old words from History in the Memory tab, and it comes back.`
}

/** A guard's state as `demotionSentence` takes it: asking, off (nothing to stop), or neither (none, or asleep). */
export const demotionGuard = (state: GuardState | undefined): boolean | 'off' | undefined => (state === undefined ? undefined : state === 'off' ? 'off' : state === 'active')

/** What happens to the guard of a red line given new words: it stays (quoting the words it was accepted on) or sleeps. */
export function rewordedGuardSentence(guard: { words: string; asleep: boolean }, text: string, labels: readonly string[], lang: 'zh' | 'en', will = false): string {
  return guard.asleep ? guardAsleepSentence(guard.words, text, labels, lang, will) : guardStaysSentence(text, labels, lang, will, guard.words)
}

/**
 * A tidy merge that stays a red line carries the guards of the red lines it merges to the merged one
 * (src/guards/carry.ts): the proposal says so. `guarded`: whether a red line has a guard, or
 * undefined where the caller does not know (the chat), which says "if". Undefined: nothing to say.
 */
export function carrySentence<R extends Ref>(p: { kind: string; pair?: readonly R[]; judgment?: { kind: Kind } }, guarded: ((id: string) => boolean) | undefined, lang: 'zh' | 'en'): string | undefined {
  if (p.kind !== 'merge' || p.judgment?.kind !== 'redline') return undefined
  const red = (p.pair ?? []).filter((r) => r.kind === 'redline')
  const zh = lang === 'zh'
  if (!guarded) {
    if (red.length >= 2) return zh ? '两条红线要是有守卫，都会守住合并后的这条。' : 'If the red lines have guards, they will guard the merged one.'
    if (red.length === 1) return zh ? `「${red[0]!.text}」要是有守卫，它会守住合并后的这条。` : `If “${red[0]!.text}” has a guard, it will guard the merged one.`
    return undefined
  }
  const held = red.filter((r) => guarded(r.id))
  if (held.length >= 2) return zh ? '两条红线的守卫都会守住合并后的这条。' : 'The guards of both red lines will guard the merged one.'
  if (held.length === 1) return zh ? `「${held[0]!.text}」的守卫会守住合并后的这条。` : `The guard of “${held[0]!.text}” will guard the merged one.`
  return undefined
}
