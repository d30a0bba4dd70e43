// The strings of the history sheet (what was revoked, evicted or overwritten, and restoring it),
// in their own file so they merge apart from the rest of client/i18n.ts. Spread into both
// dictionaries there.
import type { HistoryCause } from './api'

const zh = {
  history: '历史',
  historyTitle: '历史版本',
  historyEmpty: '还没有撤掉、挤出或被覆盖的判断。',
  historyLoading: '正在读取历史…',
  cause: {
    revoked: '已撤掉',
    evicted: '容量满时被挤出',
    overwritten: '被新版本覆盖',
  } satisfies Record<HistoryCause, string>,
  replacedBy: (text: string) => `替换为「${text}」`,
  replacedByChange: (text: string) => `你改了主意：「${text}」取代了它`,
  restore: '恢复',
  restoreLabel: (text: string) => `恢复：${text}`,
}

export type HistoryStrings = typeof zh

const en: HistoryStrings = {
  history: 'History',
  historyTitle: 'Past versions',
  historyEmpty: 'Nothing revoked, evicted or overwritten yet.',
  historyLoading: 'Loading history…',
  cause: {
    revoked: 'revoked',
    evicted: 'evicted when full',
    overwritten: 'overwritten by a newer version',
  },
  replacedBy: (text) => `replaced by “${text}”`,
  replacedByChange: (text) => `a change of mind: “${text}” replaces it`,
  restore: 'Restore',
  restoreLabel: (text) => `Restore: ${text}`,
}

export const HISTORY_STRINGS = { zh, en }
