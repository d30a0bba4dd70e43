// A label before a colon that is not a kind (`/remember foo: 周五不要上线`, walk15). Such a label may be
// the rule's own scope ("Python: prefer pathlib"), so it is kept in a new judgment; but it must not
// quietly rewrite the words of a judgment the user already has (the red line 「周五不要上线」 became
// 「foo: 周五不要上线」). Then nothing is stored, and the answer names the kinds and both ways on.
import type { Judgment } from '../core/judgment.js'
import type { Lang } from './language.js'
import type { CommandResult } from './types.js'

/** A word or two of Latin letters, or a short Chinese word, then a colon; not a URL's scheme. */
const LABEL = /^([A-Za-z][A-Za-z0-9 ._-]{0,23}?|[\u4e00-\u9fff]{1,6})\s*[:：]\s*(?!\/)(.+)$/u

/** The label before a colon and the text after it, or undefined. */
export function labelOf(text: string): { label: string; rest: string } | undefined {
  const match = LABEL.exec(text)
  return match ? { label: match[1]!.trim(), rest: match[2]!.trim() } : undefined
}

/** Would storing `text` put its label into `target`'s words, which do not carry it? */
export function labelRewrites(text: string, target: Pick<Judgment, 'text'> | undefined): { label: string; rest: string } | undefined {
  const label = labelOf(text)
  if (!label || !target || target.text === text) return undefined
  const own = labelOf(target.text)
  return own && own.label.toLowerCase() === label.label.toLowerCase() ? undefined : label
}

const KINDS: Record<Lang, string> = { zh: '红线、原则、做事方式、品味', en: 'redline, principle, workflow, taste' }

/** The refusal: what the label is not, what is unchanged, how to confirm the stored words or keep the label. */
export function labelAnswer(text: string, label: { label: string; rest: string }, target: Pick<Judgment, 'text'>, lang: Lang): CommandResult {
  return {
    kind: 'error',
    text: lang === 'zh'
      ? [
          `「${label.label}」不是一种类别（类别有：${KINDS.zh}）：没有记下，「${target.text}」也没有改动。`,
          `要再确认它：/remember ${label.rest}`,
          `要连「${label.label}:」一起记下，替换它的原话：/remember 仍要记下: ${text}`,
        ].join('\n')
      : [
          `“${label.label}” is not a kind (the kinds are ${KINDS.en}): nothing was stored, and “${target.text}” is unchanged.`,
          `To confirm it again: /remember ${label.rest}`,
          `To store it with “${label.label}:”, replacing its words: /remember --keep ${text}`,
        ].join('\n'),
  }
}
