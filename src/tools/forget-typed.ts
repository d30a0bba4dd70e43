// A forget by text takes the whole judgment its words matched: `/forget 先给结论` forgets
// 「先给结论再给理由」 (walk16 left 1, walk20). The answer names that judgment in its title; when the
// words typed are not its words, one more line says that they matched it and all of it went, and
// the undo says where the Restore button is, so a wrong match is seen and taken back at once.
import { toOneLine } from '../core/normalize.js'
import { q, type Lang } from './card-text.js'

/** Who asked by those words: the user (`/forget`) or the model (`mirror_forget`). */
export interface ForgetTyped { words: string; by: 'user' | 'model' }

/** The line under "Forgotten: <text>" when the forget was asked by other words than the judgment's own. */
export function matchedByLine(typed: ForgetTyped | undefined, forgotten: string, lang: Lang): string[] {
  const words = toOneLine(typed?.words ?? '')
  if (!typed || !words || words === forgotten) return []
  if (lang === 'zh') return [`${typed.by === 'user' ? '你' : '模型'}写的${q(words, lang)}对上的是这一整条，整条都忘掉了。`]
  return [`${typed.by === 'user' ? 'Your words' : 'The model\'s words'} ${q(words, lang)} matched this whole judgment, and all of it was forgotten.`]
}

/** Where a forgotten judgment is put back: the tab's More menu, History, Restore. */
export const FORGOTTEN_UNDO_HINT: Record<Lang, string> = {
  zh: '撤销：在「记忆」页点「更多」→「历史」，再点它旁边的「恢复」。',
  en: 'Undo: in the Memory tab, More → History, then Restore beside it.',
}
