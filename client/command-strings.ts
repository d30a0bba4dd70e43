// Strings of the pieces this concern adds (the keep button of a refused card, the command answers'
// view, a restatement in the evidence trail), in their own file so merges with other helpers' strings do not collide.
import type { Lang } from './i18n'

export const COMMAND_STRINGS: Record<Lang, {
  keep: (mode: 'paused' | 'off') => string
  keeping: string
  kept: string
  keepFailed: string
  running: string
  /** A confirmation's own words in the evidence trail, when the judgment kept the earlier wording. */
  wording: (text: string) => string
  /** A model write the user's own model read against their words too (Evidence.reading). */
  reading: Record<'confirmed' | 'found', string>
}> = {
  zh: {
    keep: (mode) => mode === 'off' ? '打开记忆并记下这条' : '恢复记忆并记下这条',
    keeping: '正在记下…',
    kept: '已恢复记忆并记下',
    keepFailed: '没能记下，请在「记忆」页操作',
    running: '正在处理…',
    wording: (text) => `这次的说法：“${text}”`,
    reading: { confirmed: '你的模型重读后也认为是你的意思', found: '由你的模型对上了你的原话' },
  },
  en: {
    keep: (mode) => mode === 'off' ? 'Turn memory on and keep this' : 'Resume and keep this',
    keeping: 'Keeping…',
    kept: 'Memory resumed; kept',
    keepFailed: 'Could not keep it: use the Memory tab',
    running: 'Working…',
    wording: (text) => `said this time as “${text}”`,
    reading: { confirmed: 'your model, reading your words again, agreed', found: 'matched to your words by your model' },
  },
}
