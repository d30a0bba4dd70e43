// What "Keep both" says about guards (#19): the older red line comes back with the guard it had when
// it was merged, and the merged one keeps what the merge brought it (src/guards/apart.ts). Pure
// words over catalogue ids, shared by `/memory keep-both`, the tab's history and the conversation's
// card; `labels` names the ids in the user's language (the catalogue's names unless told otherwise).
import { catalogueLabels } from './guard/catalogue.js'
import { isObject } from './object.js'

/** Where the guards went: the older red line's guard now, and the live one's before and after (absent: none). */
export interface KeptApartGuards {
  restored?: string[]
  live: { before?: string[]; after?: string[] }
}

const same = (a: readonly string[] = [], b: readonly string[] = []) => a.length === b.length && a.every((x, i) => x === b[i])

/** The sentences, in the user's language: none when no guard moved. */
export function keptApartGuardSentences(older: string, live: string, guards: KeptApartGuards, lang: 'zh' | 'en', labels: (ids: readonly string[]) => string[] = (ids) => catalogueLabels(ids, lang)): string[] {
  const zh = lang === 'zh'
  const covers = (ids: readonly string[]) => {
    const names = labels(ids)
    return !names.length ? '' : zh ? `（${names.join('、')}）` : ` (${names.join(', ')})`
  }
  const out: string[] = []
  if (guards.restored) out.push(zh ? `「${older}」带回了它合并前的守卫${covers(guards.restored)}。` : `“${older}” takes back the guard it had before the merge${covers(guards.restored)}.`)
  const { before, after } = guards.live
  if (before && !after) out.push(zh ? `「${live}」不再有守卫：那个守卫是合并前你给「${older}」的。` : `“${live}” has no guard now: that guard was the one you accepted for “${older}” before the merge.`)
  else if (before && after && !same(before, after)) out.push(zh ? `「${live}」的守卫只留下合并带给它的部分${covers(after)}。` : `“${live}” keeps only the guard the merge brought it${covers(after)}.`)
  return out
}

/** The sentences as one line, as every surface shows them ('' when no guard moved). */
export function keptApartGuardLine(older: string, live: string, guards: KeptApartGuards, lang: 'zh' | 'en', labels?: (ids: readonly string[]) => string[]): string {
  return keptApartGuardSentences(older, live, guards, lang, labels).join(lang === 'zh' ? '' : ' ')
}

const ids = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'string') ? v as string[] : undefined

/** The route's `guards`, read by the tab: what cannot be read is left out, not guessed. */
export function parseKeptApartGuards(v: unknown): KeptApartGuards {
  if (!isObject(v)) return { live: {} }
  const restored = ids(v.restored)
  const live = isObject(v.live) ? v.live : {}
  const before = ids(live.before)
  const after = ids(live.after)
  return { ...restored ? { restored } : {}, live: { ...before ? { before } : {}, ...after ? { after } : {} } }
}
