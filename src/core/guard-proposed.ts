// The sentence that says a guard was proposed for a red line (and waits for the user's OK), shared by
// the `/remember` answer and the conversation's card of a red line the model remembered (#19, mends17).
// Whether the guard is wider than the red line's words (breadth.ts) is decided by the caller, on the
// server: the card is drawn in the page's small bundle.
import { catalogueLabels } from './guard/catalogue.js'

/** `entries`: the catalogue entries proposed; `wider`: they catch calls the red line's words leave alone. */
export function guardProposedSentence(entries: readonly string[], wider: boolean, lang: 'zh' | 'en'): string {
  const labels = catalogueLabels(entries, lang).join(lang === 'zh' ? '、' : ', ')
  return lang === 'zh'
    ? `已提议为这条红线加守卫（${labels}）：在「记忆」页点「接受」（或 /memory 接受）后，越过它的工具调用会先问你。${wider ? `它比红线宽：每次${labels}前都会问，不只是红线说的那些。` : ''}`
    : `Proposed a guard for this red line (${labels}): accept it in the Memory tab (or /memory accept) and tool calls that cross it will ask you first.${wider ? ` It is wider than the red line: it asks before every call of the kind ${labels}, not only the ones the red line names.` : ''}`
}
