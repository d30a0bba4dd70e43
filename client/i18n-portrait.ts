// The strings of the portrait's layout (the "more" menu, the side sheet, the details toggles, the
// fading fold, the run outcome on the orb, the sidebar badge), in their own file so they merge apart
// from the rest of client/i18n.ts. Spread into both dictionaries there.

const zh = {
  more: '更多',
  moreLabel: '更多操作',
  sheetClose: '关闭',
  details: '细节',
  detailsHide: '收起细节',
  seesOff: (m: number) => `记忆已关闭：${m} 条都留着，但不会带给新对话`,
  tokensLine: (used: number, budget: number) => `占用 ${used} / ${budget} tokens 的注入预算`,
  fadingFold: (days: number, n: number) => `${days} 天没再确认（${n}）`,
  fadingExplainAge: (days: number) => `${days} 天没被你再次确认的判断收在这里。再说一次，它就回到上面。`,
  notConfirmed: (days: number) => `${days} 天没再确认`,
  putBack: '放回去',
  putBackLabel: (text: string) => `把「${text}」放回去`,
  revokedNotice: (text: string) => `已撤掉「${text}」。`,
  notInjectedNow: '本轮未注入',
  orbFailed: '上一次运行失败',
  runFailedLine: (what: string) => `上一次「${what}」没有成功，点这里看原因`,
  cacheWhy: '整个对话使用同一份记忆，模型才能复用之前的缓存，请求更快也更省。',
  badge: {
    pending: (n: number) => `${n} 条等待你确认`,
    learned: (n: number) => `刚记下 ${n} 条`,
    paused: '记忆已暂停',
    off: '记忆已关闭',
    pausedShort: '暂停',
    offShort: '关',
  },
}

export type PortraitStrings = typeof zh

const en: PortraitStrings = {
  more: 'More',
  moreLabel: 'More actions',
  sheetClose: 'Close',
  details: 'Details',
  detailsHide: 'Hide details',
  seesOff: (m) => `Memory is off: all ${m} are kept, none go into new conversations`,
  tokensLine: (used, budget) => `${used} / ${budget} tokens of the injection budget`,
  fadingFold: (days, n) => `Not confirmed in ${days} days (${n})`,
  fadingExplainAge: (days) => `Judgments you have not confirmed for ${days} days rest here. Say one again and it moves back up.`,
  notConfirmed: (days) => `not confirmed for ${days} days`,
  putBack: 'Put it back',
  putBackLabel: (text) => `Put “${text}” back`,
  revokedNotice: (text) => `Revoked “${text}”.`,
  notInjectedNow: 'not injected this turn',
  orbFailed: 'The last run failed',
  runFailedLine: (what) => `The last “${what}” did not succeed: see why`,
  cacheWhy: 'A conversation keeps one memory for its whole life so the model can reuse its cache: faster, cheaper requests.',
  badge: {
    pending: (n) => `${n} waiting for your OK`,
    learned: (n) => `${n} just remembered`,
    paused: 'Memory paused',
    off: 'Memory off',
    pausedShort: 'paused',
    offShort: 'off',
  },
}

export const PORTRAIT_STRINGS = { zh, en }
