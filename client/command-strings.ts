// Strings of the conversation-side pieces this concern adds (the keep button of a refused card, the
// command answers' view), in their own file so merges with other helpers' strings do not collide.
import type { Lang } from './i18n'

export const COMMAND_STRINGS: Record<Lang, {
  keep: (mode: 'paused' | 'off') => string
  keeping: string
  kept: string
  keepFailed: string
  running: string
}> = {
  zh: {
    keep: (mode) => mode === 'off' ? '打开记忆并记下这条' : '恢复记忆并记下这条',
    keeping: '正在记下…',
    kept: '已恢复记忆并记下',
    keepFailed: '没能记下，请在「记忆」页操作',
    running: '正在处理…',
  },
  en: {
    keep: (mode) => mode === 'off' ? 'Turn memory on and keep this' : 'Resume and keep this',
    keeping: 'Keeping…',
    kept: 'Memory resumed; kept',
    keepFailed: 'Could not keep it: use the Memory tab',
    running: 'Working…',
  },
}
