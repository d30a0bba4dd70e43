// The tab's words for red lines' guards and ignored judgments, in Chinese and English; spread into
// the dictionaries of i18n.ts as `t.guard`.
import type { GuardOutcome } from '../src/core/judgment.js'
import type { GuardMode } from '../src/guards/record.js'

export const guardZh = {
  held: (n: number) => `守住 ${n} 次`,
  ignored: (n: number) => `被忽视 ${n} 次`,
  guarded: '有守卫',
  modeName: { ask: '先问我', deny: '一律拒绝', warn: '放行但记下', off: '关闭' } as Record<GuardMode, string>,
  modeLabel: '越过时',
  followGlobal: (mode: string) => `跟随全局（${mode}）`,
  covers: (labels: string) => `守住：${labels}`,
  wider: (labels: string) => `它比这条红线宽：每次${labels}前都会问你，不只是红线说的那些。`,
  matcher: (text: string) => `匹配：${text}`,
  remove: '去掉守卫',
  edit: '调整守卫',
  save: '保存守卫',
  entriesLabel: '守住这些危险操作',
  matchersLabel: '自定义匹配规则（JSON，可留空）',
  badJson: (message: string) => `匹配规则不是合法的 JSON：${message}。没有保存。`,
  notSaved: (message: string) => `没有保存，你写的还在，改好再保存：${message}`,
  removed: '守卫已去掉',
  saved: '守卫已更新',
  add: (labels: string) => `加守卫（${labels}）`,
  guardAccepted: (text: string) => `已为「${text}」加上守卫：越过这条红线的工具调用会先问你。`,
  guardRejected: (text: string) => `没有给「${text}」加守卫，红线本身不变。`,
  added: '守卫已加上：越过这条红线的工具调用会先问你',
  proposeModel: '让我的模型提议匹配规则',
  proposedModel: '你的模型提出了匹配规则，在上面“等待你确认”里查看',
  remedyGuard: '这条红线被忽视了两次以上：加个守卫，越过它之前先问你。',
  remedyReword: '这条被忽视了两次以上：改写得更具体些，模型更不容易忽略。',
  reword: '让我的模型改写',
  reworded: '你的模型给出了新的写法，在上面“等待你确认”里查看',
  rewordFrom: '它被忽视了两次以上，你的模型提出的新写法（接受后替换原文，旧版本进历史）',
  proposal: '为红线加守卫',
  proposalFrom: { catalogue: '这条红线的话点到了危险操作', model: '你的模型提出的匹配规则', ignored: '这条红线被忽视了两次以上' } as Record<string, string>,
  proposalEffect: '接受后，越过它的工具调用会先在对话里问你；拒绝了就不再提。',
  occasion: (call: string, outcome: GuardOutcome) => ({
    allowed: `执行「${call}」前问了你，你允许了`,
    rejected: `执行「${call}」前问了你，你拒绝了`,
    refused: `拒绝了「${call}」（没人能确认，或守卫设为一律拒绝）`,
    warned: `「${call}」越过了它，按设置放行并记下`,
    cancelled: `执行「${call}」前问了你，请求被取消`,
  })[outcome],
  violation: (quote: string) => `你指出它被忽视了：“${quote}”`,
}

export type GuardStrings = typeof guardZh

export const guardEn: GuardStrings = {
  held: (n) => `held ${n}×`,
  ignored: (n) => `ignored ${n}×`,
  guarded: 'guarded',
  modeName: { ask: 'ask me', deny: 'always refuse', warn: 'let it run, note it', off: 'off' },
  modeLabel: 'When crossed',
  followGlobal: (mode) => `follow the global setting (${mode})`,
  covers: (labels) => `Holds: ${labels}`,
  wider: (labels) => `Wider than the red line: it asks before every call of the kind ${labels}, not only the ones the red line names.`,
  matcher: (text) => `Matches: ${text}`,
  remove: 'Remove guard',
  edit: 'Adjust guard',
  save: 'Save guard',
  entriesLabel: 'Hold these dangerous actions',
  matchersLabel: 'Your own matchers (JSON, may be empty)',
  badJson: (message) => `The matchers are not valid JSON: ${message}. Nothing was saved.`,
  notSaved: (message) => `Not saved; what you typed is still here to fix: ${message}`,
  removed: 'Guard removed',
  saved: 'Guard updated',
  add: (labels) => `Add a guard (${labels})`,
  guardAccepted: (text) => `Guard added to “${text}”: a tool call that crosses this red line asks you first.`,
  guardRejected: (text) => `No guard for “${text}”; the red line itself stays as it is.`,
  added: 'Guard added: tool calls that cross this red line will ask you first',
  proposeModel: 'Ask my model to propose matchers',
  proposedModel: 'Your model proposed matchers: see “waiting for your OK” above',
  remedyGuard: 'This red line was ignored twice or more: add a guard so crossing it asks you first.',
  remedyReword: 'This was ignored twice or more: a more specific wording is harder to overlook.',
  reword: 'Ask my model to reword it',
  reworded: 'Your model proposed a new wording: see “waiting for your OK” above',
  rewordFrom: 'It was ignored twice or more; a wording your model proposed (accepting replaces the text, the old one goes to history)',
  proposal: 'Guard this red line',
  proposalFrom: { catalogue: 'Its words name a dangerous action', model: 'Matchers your model proposed', ignored: 'This red line was ignored twice or more' },
  proposalEffect: 'Accept it and tool calls that cross it will ask you in the conversation first; reject it and it is not proposed again.',
  occasion: (call, outcome) => ({
    allowed: `asked you before “${call}”: allowed`,
    rejected: `asked you before “${call}”: rejected`,
    refused: `refused “${call}” (no one to ask, or the guard refuses)`,
    warned: `“${call}” crossed it and ran (guard set to warn)`,
    cancelled: `asked you before “${call}”: cancelled`,
  })[outcome],
  violation: (quote) => `you said it was ignored: “${quote}”`,
}

/** A matcher as one short line (`bash: git push --force`, `**\/*.env`). */
export function matcherText(m: { tool?: string; command?: string; args?: string[]; not?: string[]; path?: string }): string {
  const parts = [m.tool ? `${m.tool}:` : '', m.command ?? '', ...(m.args ?? []), m.path ?? '', ...(m.not?.length ? [`(not ${m.not.join(' ')})`] : [])]
  return parts.filter(Boolean).join(' ')
}
