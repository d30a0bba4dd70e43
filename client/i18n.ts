// Every string the tab shows, in Chinese and English, chosen once from the browser's language so no
// screen is ever half translated. Kind labels prefer the server's own (`kinds[].label`).
import type { HistoryCause, Kind, SkipReason } from './api'

export type Lang = 'zh' | 'en'

export function detectLang(languages: readonly string[] = typeof navigator === 'undefined' ? [] : [navigator.language, ...(navigator.languages ?? [])]): Lang {
  const first = languages.find((l) => typeof l === 'string' && l.length > 0)
  return first?.toLowerCase().startsWith('zh') ? 'zh' : 'en'
}

const zh = {
  tab: '记忆',
  title: '模型记住的你',
  sketchLead: '你最常强调：',
  sketchHits: (n: number) => `确认 ${n} 次`,
  seesTitle: '新对话中模型看到',
  seesCount: (n: number, m: number) => `${m} 条判断中的 ${n} 条`,
  seesTokens: (used: number, budget: number) => `${used} / ${budget} tokens`,
  seesBar: (n: number, m: number, used: number, budget: number) => `注入 ${m} 条中的 ${n} 条，占用 ${used} / ${budget} tokens 预算`,
  kindFallback: {
    redline: '红线',
    principle: '原则',
    workflow: '工作方式',
    taste: '品味',
  } satisfies Record<Kind, string>,
  strength: ['淡', '一般', '较强', '很强'] as readonly [string, string, string, string],
  strengthLabel: (s: string) => `强度：${s}`,
  why: '为什么',
  reason: '理由',
  noReason: '（没有记下理由）',
  evidence: (hits: number, when: string) => `确认 ${hits} 次 · 最近一次 ${when}`,
  createdAt: (when: string) => `首次记下 ${when}`,
  source: {
    tool: '模型在对话中记下',
    ui: '在此页面恢复',
    import: '导入',
    migration: '从旧版插件迁移',
  } as Record<string, string>,
  revoke: '撤掉',
  revokeLabel: (text: string) => `撤掉：${text}`,
  revokeConfirm: '确认撤掉？',
  revokeConfirmLabel: (text: string) => `确认撤掉：${text}（Esc 取消）`,
  revoked: (text: string) => `已撤掉「${text}」`,
  undo: '撤销',
  dismiss: '关闭',
  restored: (text: string) => `已恢复「${text}」`,
  fadingTitle: '正在淡去',
  fadingExplain: (days: number, halfLife: number) => `很久没被确认的判断会逐渐变弱：只提过一次的判断约 ${days} 天未再确认就会进入这里（半衰期 ${halfLife} 天）。再次表达即可重新变强。`,
  fadingExplainPlain: (halfLife: number) => `很久没被确认的判断会逐渐变弱（半衰期 ${halfLife} 天）。再次表达即可重新变强。`,
  stillInjected: '仍注入',
  notInjectedTitle: (n: number) => `已保存但本轮未注入（${n}）`,
  skip: {
    'over-budget': '超出 token 预算',
    'too-weak': '强度太弱',
    'too-long': '文字太长',
  } satisfies Record<SkipReason, string>,
  skipUnknown: '未注入',
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
  restore: '恢复',
  restoreLabel: (text: string) => `恢复：${text}`,
  close: '收起',
  exportJson: '导出 JSON',
  exportMd: '导出 Markdown',
  importButton: '导入',
  importDone: (r: { created: number; updated: number; confirmed: number; evicted: number }) =>
    `导入完成：新增 ${r.created}，更新 ${r.updated}，确认 ${r.confirmed}${r.evicted ? `，挤出 ${r.evicted}` : ''}`,
  importFailed: (message: string) => `导入失败：${message}`,
  importNotJson: '这个文件不是 JSON。',
  loading: '正在读取记忆…',
  starting: '记忆存储正在启动…',
  emptyTitle: '还没有记住任何判断',
  emptyBody: '当你在对话中说出一条原则、一条红线、一种工作方式或一种品味，并讲明理由时，模型会把它记下来：它会立即出现在这里，并从模型的下一次请求起按强度注入系统提示。这里的每一条都可以随时撤掉。',
  errorTitle: '读取记忆失败',
  retry: '重试',
  refreshFailed: (message: string) => `刷新失败：${message}`,
  actionFailed: (message: string) => `操作失败：${message}`,
  storeBusy: '另一个 DSH 进程正在写入记忆，这次的改动没有保存，请稍后再试。',
  orb: {
    idle: '记忆已就绪',
    thinking: '正在读取记忆',
    working: '正在更新记忆',
    done: '刚学到新的判断',
    error: '记忆出错',
  },
  learned: (n: number) => `自上次查看以来新学到 ${n} 条`,
  ago: {
    now: '刚刚',
    minutes: (n: number) => `${n} 分钟前`,
    hours: (n: number) => `${n} 小时前`,
    days: (n: number) => `${n} 天前`,
  },
  session: {
    notPinned: '本对话还没有向模型发出请求：它的第一条消息会带上当前的记忆。',
    pinned: (when: string, n: number) => n > 0
      ? `本对话使用它开始时（${when}）的记忆：${n} 条判断。整个对话保持不变，以便模型复用缓存。`
      : `本对话开始时（${when}）还没有可用的记忆；为了让模型复用缓存，整个对话保持这样。`,
    later: '之后记下或修改的判断从下一个对话开始生效。',
    withdrawn: (n: number) => `你在本对话开始后撤回了其中 ${n} 条：模型已在下一次请求中被告知它们不再适用。`,
    off: '本对话开始时记忆是关闭的。',
    applyNow: '立即用于本对话',
    applyHint: '模型的下一次请求会带上当前的记忆；这一次请求无法复用之前的缓存。',
    applied: '下一次请求起，本对话使用当前的记忆。',
  },
}

export type Strings = typeof zh

const en: Strings = {
  tab: 'Memory',
  title: 'What the model remembers about you',
  sketchLead: 'You stress most: ',
  sketchHits: (n) => `confirmed ${n}×`,
  seesTitle: 'A new conversation\'s model sees',
  seesCount: (n, m) => `${n} of ${m} judgments`,
  seesTokens: (used, budget) => `${used} / ${budget} tokens`,
  seesBar: (n, m, used, budget) => `${n} of ${m} judgments injected, ${used} of ${budget} tokens of budget used`,
  kindFallback: {
    redline: 'Red lines',
    principle: 'Principles',
    workflow: 'Ways of working',
    taste: 'Taste',
  },
  strength: ['faint', 'moderate', 'strong', 'very strong'],
  strengthLabel: (s) => `strength: ${s}`,
  why: 'Why',
  reason: 'Reason',
  noReason: '(no reason recorded)',
  evidence: (hits, when) => `confirmed ${hits}× · last ${when}`,
  createdAt: (when) => `first noted ${when}`,
  source: {
    tool: 'noted by the model in conversation',
    ui: 'restored on this page',
    import: 'imported',
    migration: 'migrated from the earlier plugin',
  },
  revoke: 'Revoke',
  revokeLabel: (text) => `Revoke: ${text}`,
  revokeConfirm: 'Sure?',
  revokeConfirmLabel: (text) => `Confirm revoking: ${text} (Esc cancels)`,
  revoked: (text) => `Revoked “${text}”`,
  undo: 'Undo',
  dismiss: 'Dismiss',
  restored: (text) => `Restored “${text}”`,
  fadingTitle: 'Fading',
  fadingExplain: (days, halfLife) => `Judgments weaken when nobody confirms them: one mentioned once lands here after about ${days} days without confirmation (half-life ${halfLife} days). Saying it again makes it strong again.`,
  fadingExplainPlain: (halfLife) => `Judgments weaken when nobody confirms them (half-life ${halfLife} days). Saying it again makes it strong again.`,
  stillInjected: 'still injected',
  notInjectedTitle: (n) => `Stored but not injected this turn (${n})`,
  skip: {
    'over-budget': 'over the token budget',
    'too-weak': 'too weak',
    'too-long': 'too long',
  },
  skipUnknown: 'not injected',
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
  restore: 'Restore',
  restoreLabel: (text) => `Restore: ${text}`,
  close: 'Close',
  exportJson: 'Export JSON',
  exportMd: 'Export Markdown',
  importButton: 'Import',
  importDone: (r) => `Imported: ${r.created} new, ${r.updated} updated, ${r.confirmed} confirmed${r.evicted ? `, ${r.evicted} evicted` : ''}`,
  importFailed: (message) => `Import failed: ${message}`,
  importNotJson: 'This file is not JSON.',
  loading: 'Loading memory…',
  starting: 'The memory store is starting…',
  emptyTitle: 'Nothing remembered yet',
  emptyBody: 'When you state a principle, a red line, a way of working or a matter of taste in a conversation, with your reason, the model notes it: it shows up here at once and goes into the system prompt, by strength, from the model’s next request on. You can revoke any of it at any time.',
  errorTitle: 'Could not load the memory',
  retry: 'Retry',
  refreshFailed: (message) => `Refresh failed: ${message}`,
  actionFailed: (message) => `That did not work: ${message}`,
  storeBusy: 'another DSH process is writing the memory right now, so this change was not saved. Try again in a moment.',
  orb: {
    idle: 'Memory ready',
    thinking: 'Loading memory',
    working: 'Updating memory',
    done: 'Just learned something new',
    error: 'Memory error',
  },
  learned: (n) => `${n} learned since you last looked`,
  ago: {
    now: 'just now',
    minutes: (n) => `${n} min ago`,
    hours: (n) => `${n} h ago`,
    days: (n) => `${n} days ago`,
  },
  session: {
    notPinned: 'This conversation has not asked the model anything yet: its first message will carry the current memory.',
    pinned: (when, n) => n > 0
      ? `This conversation uses the memory as it was when it started (${when}): ${n} judgments, unchanged for its whole life so the model can reuse its cache.`
      : `When this conversation started (${when}) there was no memory to use; it stays that way so the model can reuse its cache.`,
    later: 'Judgments remembered or changed since then apply from the next conversation.',
    withdrawn: (n) => `You took back ${n} of them since it started: the model was told on its next request that they no longer apply.`,
    off: 'Memory was off when this conversation started.',
    applyNow: 'Use it in this conversation now',
    applyHint: 'The model\'s next request carries the current memory; that one request cannot reuse the earlier cache.',
    applied: 'From the next request on, this conversation uses the current memory.',
  },
}

export const STRINGS: Record<Lang, Strings> = { zh, en }

export function timeAgo(t: Strings, at: number, now: number): string {
  const minutes = Math.floor(Math.max(0, now - at) / 60_000)
  if (minutes < 1) return t.ago.now
  if (minutes < 60) return t.ago.minutes(minutes)
  const hours = Math.floor(minutes / 60)
  if (hours < 48) return t.ago.hours(hours)
  return t.ago.days(Math.floor(hours / 24))
}
