// Where a catalogue guard is wider than the red line it was proposed for. A catalogue entry checks
// the action (deleting files, force-pushing, …), never where or when it happens, so for
// "Don't delete files outside the repo", "Never force-push to main" or 「周五不要删生产库」 it asks
// before calls the red line does not forbid (`rm -rf build` inside the repo, a force-push to a
// feature branch). Such a guard is still offered (asking too often is the safe side), but every word
// it says must be true: the proposal says it is wider, and the approval prompt and the model's
// refusal say "may cross", not "crosses".

import type { CatalogueId } from './types.js'

/** A place or target the catalogue entries do not check: outside the repo, production, another folder. */
const PLACE = /\b(outside|beyond)\b|\b(in|on|against|to|into)\s+(the\s+)?(prod|production|staging|live)\b|\bprod(uction)?\s+(db|database|server|env|environment|data|cluster)\b|生产|线上|正式环境|正式库|(仓库|项目|工作区|目录|文件夹|repo)\s*(之|以)?外|之外|以外/

/** A time the catalogue entries do not check: a weekday, the weekend, the night, a holiday. */
const TIME = /\b(on\s+)?(mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|weekends?)\b|\bat night\b|\bafter (hours|\d)|\bbefore (a |the )?(release|holiday)|(周|星期|礼拜)[一二三四五六日天末]|晚上|夜里|下班(后|以后)|节假日|假期/

/** A branch the entry does not check (only push-main reads the target branch). */
const BRANCH = /\b(main|master)\b|主分支/

/**
 * The entries of `entries` whose guard would also catch calls the red line's words leave alone,
 * because the red line limits the action to a place, a time or (except push-main) a branch.
 */
export function widerThan(redLineText: string, entries: readonly CatalogueId[]): CatalogueId[] {
  if (typeof redLineText !== 'string' || !entries.length) return []
  const text = redLineText.slice(0, 2000).normalize('NFKC').toLowerCase()
  const placeOrTime = PLACE.test(text) || TIME.test(text)
  const branch = BRANCH.test(text)
  return entries.filter((id) => placeOrTime || (branch && id !== 'push-main'))
}
