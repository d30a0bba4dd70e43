// A thing kept, said as its removal refused (issue 19, near24): 「已有的注释不要删」 restates
// 「文件里原有的注释一定要保留」, "Don't delete the existing comments" restates "preserve the existing
// comments". Read by stance, one text forbids and the other insists, and their words (删 / 保留)
// never meet; read by what they want, they are one rule. So the refusing text is read as keeping
// (不要删 → 保留, "don't delete" → "preserve", with the other text's own verb) before the stance
// checks, when the other text keeps (保留 / 留着 / preserve / retain / keep … intact) and refuses
// nothing itself, and neither says a state the thing is kept in ("keep comments short" is another
// rule). "删掉旧注释" (no refusal) stays a removal against 保留, and 「不要保留注释」 refuses the
// keeping itself and is left as it is. Pure.

import { sentencesIn } from './sentences.js'
import { CJK } from './han.js'

/** A refusal of removing: 不要删 / 别删掉 / don't delete / never remove. */
const REFUSED_ZH = /(?:不要|不许|不能|不得|禁止|千万别|千万不要|绝不|别)(?:随便|随意|擅自|轻易)?(?:删除|删掉|删去|删|去掉|移除)/
const REFUSED_EN = /(?<![a-z])(?:do\s+not|don'?t|never|must\s+not|should\s+not|shouldn'?t)\s+(?:ever\s+)?(?:delete|remove|strip|drop)(?![a-z])/i

/** The other text keeps: its verb, read as the keeping word the refusing text is said with. */
const KEEPS_ZH = /保留|留着|留下/
const KEEPS_EN = /(?<![a-z])(?:preserve|preserves|retain|retains|keep|keeps)(?![a-z])/i
/** The other text refuses something of its own, or keeps the thing in a state: not a plain keeping. */
const REFUSES_ZH = /不要|不许|不能|不得|禁止|别|不用|无需/
const REFUSES_EN = /(?<![a-z])(?:do\s+not|don'?t|never|no|must\s+not|should\s+not|shouldn'?t)(?![a-z])/i
/** After "keep", the thing and nothing more (a state: "keep comments short" is another rule). */
const PLAIN_KEEP_EN = /(?<![a-z])keeps?\s+((?:[a-z]+\s+){0,4}?[a-z]+)(?:\s+(?:intact|as\s+is|in\s+place|around))?\s*[.!]?\s*$/i

function readAsKept(sentence: string, other: string, cjk: boolean): string | undefined {
  if (cjk) {
    const keeps = KEEPS_ZH.exec(other)
    if (!keeps || REFUSES_ZH.test(other) || !REFUSED_ZH.test(sentence)) return undefined
    return sentence.replace(REFUSED_ZH, keeps[0])
  }
  const keeps = KEEPS_EN.exec(other)
  if (!keeps || REFUSES_EN.test(other) || !REFUSED_EN.test(sentence)) return undefined
  if (/^keeps?$/i.test(keeps[0])) {
    // "keep the existing comments": every word after "keep" is one the refusing sentence names.
    const plain = PLAIN_KEEP_EN.exec(other)
    const words = plain?.[1]!.toLowerCase().split(/\s+/).filter((w) => !/^(?:the|all|any|every|a|an)$/.test(w)) ?? []
    if (!plain || !words.every((w) => new RegExp(`(?<![a-z])${w}`, 'i').test(sentence))) return undefined
  }
  return sentence.replace(REFUSED_EN, keeps[0].toLowerCase())
}

/** `text` with each sentence that refuses removing what `other` keeps said as keeping it; any other text as it is. */
export function keptNotRemoved(text: string, other: string): string {
  const cjk = CJK.test(text)
  if (cjk !== CJK.test(other) || !(cjk ? REFUSED_ZH : REFUSED_EN).test(text)) return text
  const sentences = sentencesIn(text)
  const out = sentences.map((s) => readAsKept(s, other, cjk) ?? s)
  return out.some((s, i) => s !== sentences[i]) ? out.join(cjk ? '' : ' ') : text
}
