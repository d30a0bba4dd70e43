// What a guard says: to the person in the host's approval prompt (in the page's language when the
// tab reported it, else the red line's; the red line quoted in the user's own words), and to the model in a refused call's result (English,
// like every tool error, the red line quoted verbatim).
import { catalogueLabels, type CatalogueId } from '../core/guard/index.js'
import { languageOf, type Lang } from '../tools/cards.js'

const cut = (text: string, max = 160) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

/** The red lines as one quoted list. */
function quoted(lines: readonly string[], lang: Lang) {
  return lang === 'zh' ? lines.map((l) => `「${l}」`).join('、') : lines.map((l) => `“${l}”`).join(', ')
}

const labels = catalogueLabels

/**
 * The approval prompt's headline: which red line, and the piece of the call that crosses it.
 * `wider`: the catalogue entries that matched are wider than the red line's words (breadth.ts), so
 * the call may not cross it at all: the prompt says "may cross" and why it is asked.
 */
export function approvalReason(redLines: readonly string[], why: string, unreadable?: string, wider: readonly CatalogueId[] = [], uiLang?: Lang): string {
  const lang: Lang = uiLang ?? languageOf(redLines.join(' '))
  const call = cut(why)
  if (lang === 'zh') {
    if (unreadable) return `看不懂这条命令（${unreadable}），它可能越过你的红线${quoted(redLines, lang)}（${call}）。允许这一次吗？`
    if (wider.length) return `这一步可能越过你的红线${quoted(redLines, lang)}（${call}）：这个守卫在每次「${labels(wider, lang).join('」「')}」前都会问你，比红线的话宽。允许这一次吗？`
    return `这一步越过了你的红线${quoted(redLines, lang)}（${call}）。允许这一次吗？`
  }
  if (unreadable) return `This command could not be read (${unreadable}); it may cross your red line ${quoted(redLines, lang)} (${call}). Allow it once?`
  if (wider.length) return `This may cross your red line ${quoted(redLines, lang)} (${call}): its guard asks before every call of the kind ${labels(wider, lang).map((l) => `“${l}”`).join(', ')}, which is wider than the red line's words. Allow it once?`
  return `This crosses your red line ${quoted(redLines, lang)} (${call}). Allow it once?`
}

export type Refusal = 'rejected' | 'unavailable' | 'deny' | 'cancelled'

/** What the model reads as the refused call's result (the registry puts `Error: ` before it). */
export function refusalForModel(kind: Refusal, redLines: readonly string[], why: string, wider = false): string {
  const lines = redLines.map((l) => `"${l}"`).join(', ')
  const what = wider
    ? `it may cross the user's red line ${lines} (matched: ${cut(why)}; the guard covers every call of this kind, which is wider than the red line's words)`
    : `it crosses the user's red line ${lines} (matched: ${cut(why)})`
  const after = 'Nothing ran. Do not retry it or work around it with another command; if it is still needed, ask the user in the conversation.'
  switch (kind) {
    case 'rejected': return `the user rejected this call in the approval prompt: ${what}. ${after}`
    case 'cancelled': return `the approval for this call was cancelled: ${what}. ${after}`
    case 'deny': return `refused: ${what}, and the user set this guard to refuse such calls. ${after}`
    case 'unavailable': return `refused: ${what}, and no one can approve it here (this session has no approval prompt, e.g. a headless or scheduled run). ${after.replace('ask the user in the conversation', 'tell the user what you wanted to run and why')}`
  }
}

/** Appended to the result of a call that ran under a `warn` guard. */
export function warnNote(redLines: readonly string[], why: string, wider = false): string {
  return `Note (dsh-user-mirror): this call ${wider ? 'may have crossed' : 'crossed'} the user's red line ${redLines.map((l) => `"${l}"`).join(', ')} (matched: ${cut(why)}). Its guard is set to warn, so it ran; the user can see it in the Memory tab.`
}
