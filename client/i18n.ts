// Every string the tab shows, in Chinese and English, chosen once from the browser's language so no
// screen is ever half translated. Kind labels prefer the server's own (`kinds[].label`).
import type { Kind, SkipReason } from './api'
import { guardEn, guardZh } from './guard-strings.js'
import { PENDING_CARD_EN, PENDING_CARD_ZH } from './pending-card-strings'
import { CONTRADICT_EN, CONTRADICT_ZH } from './contradict-strings'
import { ERROR_STRINGS } from './i18n-errors'
import { HISTORY_STRINGS } from './i18n-history'
import { MODE_STRINGS } from './i18n-mode'
import { PORTRAIT_STRINGS } from './i18n-portrait'
import { RUN_STRINGS } from './i18n-runs'
import { SESSION_STRINGS } from './i18n-session'
import { SETTINGS_STRINGS } from './i18n-settings'

export type Lang = 'zh' | 'en'

/** The host's active locale (its locale service sets `<html lang>`: an explicit choice or the browser's), then the browser's. */
const pageLanguages = (): string[] => [
  ...(typeof document === 'undefined' ? [] : [document.documentElement.lang]),
  ...(typeof navigator === 'undefined' ? [] : [navigator.language, ...(navigator.languages ?? [])]),
]

export function detectLang(languages: readonly string[] = pageLanguages()): Lang {
  const first = languages.find((l) => typeof l === 'string' && l.length > 0)
  return first?.toLowerCase().startsWith('zh') ? 'zh' : 'en'
}

const zh = {
  ...PORTRAIT_STRINGS.zh,
  tab: '记忆',
  title: '模型记住的你',
  sketchLead: { most: '你最常强调：', often: '你多次强调过：', latest: '最近记下：' } as Record<'most' | 'often' | 'latest', string>,
  sketchHits: (n: number) => n === 1 ? '说过 1 次' : `说过 ${n} 次`,
  seesTitle: '新对话中模型看到',
  seesCount: (n: number, m: number) => `${m} 条判断中的 ${n} 条`,
  seesBar: (n: number, m: number, used: number, budget: number) => `注入 ${m} 条中的 ${n} 条，占用 ${used} / ${budget} tokens 预算`,
  kindFallback: {
    redline: '红线',
    principle: '原则',
    workflow: '工作方式',
    taste: '品味',
  } satisfies Record<Kind, string>,
  reason: '理由',
  noReason: '（没有记下理由）',
  placeholderReason: { remember: '你用 /remember 亲口说的（没说理由）', forget: '你用 /forget 收回的', tab: '你在记忆页记下的', card: '你在对话里的卡片上确认的', command: '你用 /memory accept 确认的' },
  evidence: (hits: number, when: string) => `确认 ${hits} 次 · 最近一次 ${when}`,
  createdAt: (when: string) => `首次记下 ${when}`,
  source: {
    tool: '模型在对话中记下',
    user: '你用 /remember 亲口记下',
    ui: '在此页面恢复',
    import: '导入',
    migration: '从旧版插件迁移',
    command: '用命令记下',
    distill: '从过往会话提炼',
    tidy: '整理时提出',
    guard: '红线守卫',
  } as Record<string, string>,
  ...RUN_STRINGS.zh,
  pendingConfirms: '确认 / 更新',
  whichTimes: (n: number) => `看是哪几次（${n}）`,
  youSaid: (quote: string) => `你说过：“${quote}”`,
  confirmedIn: { tab: '你在记忆页确认或改动了它', card: '你在对话里的卡片上确认或改动了它', command: '你用 /memory accept 确认了它' },
  pendingTitle: (n: number) => `等待你确认（${n}）`,
  pendingExplain: '这些改动还没有生效，也不会注入系统提示，直到你点“接受”。',
  pendingAction: { add: '记住', update: '修改', forget: '忘掉', import: '导入', workspace: '写进这个工作区的 AGENTS.md' } as Record<string, string>,
  pendingFrom: (quote: string) => `你说过：“${quote}”`,
  pendingNoWords: '本次会话里没有你说过的话支持它（可能来自模型读到的网页或文件）',
  pendingAlways: '你设置了每次改动都要确认',
  pendingRedlineChange: '它会把你的红线换成别的取值或反过来：红线只有你点头才改',
  pendingModelReason: (reason: string) => `模型的理由：${reason}`,
  accept: '接受',
  acceptLabel: (text: string) => `接受：${text}`,
  edit: '改一下再接受',
  reject: '拒绝',
  rejectLabel: (text: string) => `拒绝：${text}`,
  saveAccept: '保存并接受',
  cancel: '取消',
  accepted: (text: string) => `已接受「${text}」`,
  rejected: (text: string) => `已拒绝「${text}」，不会再问`,
  revoke: '撤掉',
  revokeLabel: (text: string) => `撤掉：${text}`,
  revokeConfirm: '确认撤掉？',
  revokeConfirmLabel: (text: string) => `确认撤掉：${text}（Esc 取消）`,
  revoked: (text: string) => `已撤掉「${text}」`,
  undo: '撤销',
  cardRemembering: (kind: string | undefined) => `正在记住${kind ? `（${kind}）` : ''}：`,
  cardForgetting: '正在忘掉：',
  cardUndone: '已撤销',
  ...PENDING_CARD_ZH,
  ...CONTRADICT_ZH,
  cardUndoFailed: '撤销失败，请在「记忆」页操作',
  dismiss: '关闭',
  restored: (text: string) => `已恢复「${text}」`,
  fadingTitle: '正在淡去',
  notInjectedTitle: (n: number) => `已保存但本轮未注入（${n}）`,
  skip: {
    'over-budget': '超出 token 预算',
    'too-weak': '强度太弱',
    'too-long': '文字太长',
  } satisfies Record<SkipReason, string>,
  skipUnknown: '未注入',
  ...HISTORY_STRINGS.zh,
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
  emptyBody: '当你在对话中说出一条原则、一条红线、一种工作方式或一种品味，并讲明理由时，模型会把它记下来：它会立即出现在这里，从下一个对话起模型就照着做。这里的每一条都可以随时撤掉。',
  errorTitle: '读取记忆失败',
  retry: '重试',
  refreshFailed: (message: string) => `刷新失败：${message}`,
  ...ERROR_STRINGS.zh,
  ...MODE_STRINGS.zh,
  settingsButton: '设置…',
  settings: {
    ...SETTINGS_STRINGS.zh,
    title: '记忆（dsh-user-mirror）',
    description: '模型记住的你：注入预算、容量、半衰期',
    summary: (budget: number, capacity: number, halfLife: number) => `注入预算 ${budget} tokens · 最多 ${capacity} 条 · 半衰期 ${halfLife} 天`,
    fields: { tokenBudget: '注入预算（tokens）', capacity: '最多保留几条', halfLifeDays: '半衰期（天）', redlinesFade: '红线也会淡出', modelReading: '让你的模型再核对一遍', historyLimit: '历史保留条数', maxReasonChars: '理由最长字数', guardMode: '越过有守卫的红线时' } as Record<string, string>,
    help: {
      tokenBudget: '注入的判断（含标题）最多占多少 tokens；从下一个对话起生效',
      capacity: '超出时挤掉最弱的一条（可恢复）；红线不会被挤掉',
      halfLifeDays: '没被再次确认的判断，强度过这么多天减半',
      redlinesFade: '默认红线不淡出',
      modelReading: '模型想记下的话，除了逐词比对，再由你自己的模型对照你的原话读一遍（每次一个简短请求，只带你的话和那句话）：它能拦下逐词比对放过的，也能放行逐词比对认为相近、并能指出你原话的',
      historyLimit: '撤掉、挤掉、改写过的旧版本留多少条以便恢复',
      maxReasonChars: '每条判断附带的理由的长度上限',
      guardMode: '没有单独设置的守卫都按这个：先问我（没人能回答时——如 headless、定时任务——直接拒绝）、一律拒绝、放行但记下、关闭',
    } as Record<string, string>,
    overridden: '已修改',
    reset: '恢复配置文件的值',
    save: '保存',
    discard: '放弃修改',
    saved: '已保存，立即生效',
    failed: '没有保存成功（值超出范围或配置已在别处修改），请检查后重试',
    unsaved: '有未保存的修改',
    link: '在 设置 → 插件 → 插件配置 中调整预算、容量、半衰期和谁来确认',
  },
  ago: {
    now: '刚刚',
    minutes: (n: number) => `${n} 分钟前`,
    hours: (n: number) => `${n} 小时前`,
    days: (n: number) => `${n} 天前`,
  },
  ...SESSION_STRINGS.zh,
  guard: guardZh,
}

export type Strings = typeof zh

const en: Strings = {
  ...PORTRAIT_STRINGS.en,
  tab: 'Memory',
  title: 'What the model remembers about you',
  sketchLead: { most: 'You stress most: ', often: 'You have stressed: ', latest: 'Latest noted: ' },
  sketchHits: (n) => n === 1 ? 'said once' : `said ${n} times`,
  seesTitle: 'A new conversation\'s model sees',
  seesCount: (n, m) => `${n} of ${m} judgments`,
  seesBar: (n, m, used, budget) => `${n} of ${m} judgments injected, ${used} of ${budget} tokens of budget used`,
  kindFallback: {
    redline: 'Red lines',
    principle: 'Principles',
    workflow: 'Ways of working',
    taste: 'Taste',
  },
  reason: 'Reason',
  noReason: '(no reason recorded)',
  placeholderReason: { remember: 'You said it yourself with /remember (no reason given)', forget: 'You took it back with /forget', tab: 'You kept it on the Memory page', card: 'You confirmed it on the conversation\'s card', command: 'You confirmed it with /memory accept' },
  evidence: (hits, when) => `confirmed ${hits}× · last ${when}`,
  createdAt: (when) => `first noted ${when}`,
  source: {
    tool: 'noted by the model in conversation',
    user: 'in your own words, with /remember',
    ui: 'restored on this page',
    import: 'imported',
    migration: 'migrated from the earlier plugin',
    command: 'noted by a command',
    distill: 'distilled from past sessions',
    tidy: 'proposed while tidying',
    guard: 'red-line guard',
  },
  ...RUN_STRINGS.en,
  pendingConfirms: 'Confirms / updates',
  whichTimes: (n) => `Which times (${n})`,
  youSaid: (quote) => `You said: “${quote}”`,
  confirmedIn: { tab: 'you confirmed or changed it on this page', card: 'you confirmed or changed it on the conversation\'s card', command: 'you confirmed it with /memory accept' },
  pendingTitle: (n) => `Waiting for your OK (${n})`,
  pendingExplain: 'These changes are not in effect and are not in the system prompt until you accept them.',
  pendingAction: { add: 'Remember', update: 'Change', forget: 'Forget', import: 'Import', workspace: 'Add to this workspace\'s AGENTS.md' },
  pendingFrom: (quote) => `You said: “${quote}”`,
  pendingNoWords: 'No words of yours in this session are behind it (it may come from a page or file the model read)',
  pendingAlways: 'You asked to confirm every change',
  pendingRedlineChange: 'It would change your red line to another value or its opposite: a red line changes only with your OK',
  pendingModelReason: (reason) => `The model's reason: ${reason}`,
  accept: 'Accept',
  acceptLabel: (text) => `Accept: ${text}`,
  edit: 'Edit, then accept',
  reject: 'Reject',
  rejectLabel: (text) => `Reject: ${text}`,
  saveAccept: 'Save and accept',
  cancel: 'Cancel',
  accepted: (text) => `Accepted “${text}”`,
  rejected: (text) => `Rejected “${text}”; it will not be asked again`,
  revoke: 'Revoke',
  revokeLabel: (text) => `Revoke: ${text}`,
  revokeConfirm: 'Sure?',
  revokeConfirmLabel: (text) => `Confirm revoking: ${text} (Esc cancels)`,
  revoked: (text) => `Revoked “${text}”`,
  undo: 'Undo',
  cardRemembering: (kind) => `Remembering${kind ? ` (${kind})` : ''}: `,
  cardForgetting: 'Forgetting: ',
  cardUndone: 'Undone',
  ...PENDING_CARD_EN,
  ...CONTRADICT_EN,
  cardUndoFailed: 'Undo failed: use the Memory tab',
  dismiss: 'Dismiss',
  restored: (text) => `Restored “${text}”`,
  fadingTitle: 'Fading',
  notInjectedTitle: (n) => `Stored but not injected this turn (${n})`,
  skip: {
    'over-budget': 'over the token budget',
    'too-weak': 'too weak',
    'too-long': 'too long',
  },
  skipUnknown: 'not injected',
  ...HISTORY_STRINGS.en,
  exportJson: 'Export JSON',
  exportMd: 'Export Markdown',
  importButton: 'Import',
  importDone: (r) => `Imported: ${r.created} new, ${r.updated} updated, ${r.confirmed} confirmed${r.evicted ? `, ${r.evicted} evicted` : ''}`,
  importFailed: (message) => `Import failed: ${message}`,
  importNotJson: 'This file is not JSON.',
  loading: 'Loading memory…',
  starting: 'The memory store is starting…',
  emptyTitle: 'Nothing remembered yet',
  emptyBody: 'When you state a principle, a red line, a way of working or a matter of taste in a conversation, with your reason, the model notes it: it shows up here at once, and from the next conversation on the model follows it. You can revoke any of it at any time.',
  errorTitle: 'Could not load the memory',
  retry: 'Retry',
  refreshFailed: (message) => `Refresh failed: ${message}`,
  ...ERROR_STRINGS.en,
  ...MODE_STRINGS.en,
  settingsButton: 'Settings…',
  settings: {
    ...SETTINGS_STRINGS.en,
    title: 'Memory (dsh-user-mirror)',
    description: 'What the model remembers of you: budget, capacity, half-life',
    summary: (budget, capacity, halfLife) => `budget ${budget} tokens · at most ${capacity} · half-life ${halfLife} days`,
    fields: { tokenBudget: 'Token budget', capacity: 'Judgments kept', halfLifeDays: 'Half-life (days)', redlinesFade: 'Red lines fade too', modelReading: 'Your model checks too', historyLimit: 'History kept', maxReasonChars: 'Reason length limit', guardMode: 'When a guarded red line is crossed' },
    help: {
      tokenBudget: 'Tokens the injected judgments (heading included) may use; applies from the next conversation',
      capacity: 'When full, the weakest is evicted (restorable); red lines never are',
      halfLifeDays: 'An unconfirmed judgment\'s strength halves after this many days',
      redlinesFade: 'By default red lines keep full strength',
      modelReading: 'Besides the word check, your own model reads what the model wants to remember against your own words (one short request each time, carrying only your words and that sentence): it can hold what the word check lets through, and let through what the word check found close, when it points to your words',
      historyLimit: 'Revoked, evicted and overwritten versions kept for restore',
      maxReasonChars: 'Longest reason stored with a judgment',
      guardMode: 'For guards without their own setting: ask me (refused where no one can answer: headless, cron), always refuse, let it run and note it, or off',
    },
    overridden: 'changed',
    reset: 'Back to the profile\'s value',
    save: 'Save',
    discard: 'Discard',
    saved: 'Saved; in effect now',
    failed: 'Not saved (a value out of range, or changed elsewhere); check and try again',
    unsaved: 'unsaved changes',
    link: 'Budget, capacity, half-life and who confirms: Settings → Plugins → Plugin configuration',
  },
  ago: {
    now: 'just now',
    minutes: (n) => `${n} min ago`,
    hours: (n) => `${n} h ago`,
    days: (n) => `${n} days ago`,
  },
  ...SESSION_STRINGS.en,
  guard: guardEn,
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

/** A server or network error in the tab's language, from its code (never the server's English text). */
export function errorText(t: Strings, error: { code?: string | undefined; status: number }): string {
  return (error.code && t.errors[error.code]) || t.errorUnknown(error.status)
}
