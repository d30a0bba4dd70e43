// The strings of the session receipt (which memory a conversation runs with, applying the current
// one now) and of the links to the session a judgment was said in, in their own file so they merge
// apart from the rest of client/i18n.ts. Spread into both dictionaries there.

const zh = {
  session: {
    notPinned: '本对话还没有向模型发出请求：它的第一条消息会带上当前的记忆。',
    pinned: (when: string, n: number) => n > 0
      ? `本对话使用它开始时（${when}）的记忆：${n} 条判断，整个对话都不变。`
      : `本对话开始时（${when}）还没有可用的记忆，整个对话都保持这样。`,
    later: '之后记下或修改的判断从下一个对话开始生效。',
    withdrawn: (n: number) => `你在本对话开始后撤回了其中 ${n} 条：模型已在之后的请求中被告知它们不再适用。`,
    withdrawnUntold: (n: number) => `你在本对话开始后撤回了其中 ${n} 条：模型会在本对话的下一次请求中被告知它们不再适用。`,
    off: '本对话开始时记忆是关闭的。',
    turnedOff: '你在本对话开始后关闭了记忆：模型已在之后的请求中被告知不要再照这些判断做。',
    turnedOffUntold: '你在本对话开始后关闭了记忆：模型会在本对话的下一次请求中被告知不要再照这些判断做。',
    applyNow: '立即用于本对话',
    applyHint: '模型的下一次请求会带上当前的记忆；这一次请求无法复用之前的缓存。',
    applied: '下一次请求起，本对话使用当前的记忆。',
  },
  sessionLink: {
    open: (title: string) => `在「${title}」中 ↗`,
    openUntitled: '打开那次会话 ↗',
    openLabel: (title: string) => `打开会话：${title}`,
    otherWorkspace: (workspace: string) => `（在工作区 ${workspace}）`,
    current: '就在这次会话里',
    archived: '那次会话已归档，打不开',
    missing: '那次会话已不在这里',
  },
}

export type SessionStrings = typeof zh

const en: SessionStrings = {
  session: {
    notPinned: 'This conversation has not asked the model anything yet: its first message will carry the current memory.',
    pinned: (when, n) => n > 0
      ? `This conversation uses the memory as it was when it started (${when}): ${n} judgment${n === 1 ? '' : 's'}, unchanged for its whole life.`
      : `When this conversation started (${when}) there was no memory to use; it stays that way for its whole life.`,
    later: 'Judgments remembered or changed since then apply from the next conversation.',
    withdrawn: (n) => `You took back ${n} of them since it started: the model was told on its next request that they no longer apply.`,
    withdrawnUntold: (n) => `You took back ${n} of them since it started: the model will be told with this conversation's next request that they no longer apply.`,
    off: 'Memory was off when this conversation started.',
    turnedOff: 'You turned memory off since it started: the model was told on its next request to disregard these judgments.',
    turnedOffUntold: 'You turned memory off since it started: the model will be told with this conversation\'s next request to disregard these judgments.',
    applyNow: 'Use it in this conversation now',
    applyHint: 'The model\'s next request carries the current memory; that one request cannot reuse the earlier cache.',
    applied: 'From the next request on, this conversation uses the current memory.',
  },
  sessionLink: {
    open: (title) => `in “${title}” ↗`,
    openUntitled: 'open that conversation ↗',
    openLabel: (title) => `Open the conversation: ${title}`,
    otherWorkspace: (workspace) => `(workspace ${workspace})`,
    current: 'in this conversation',
    archived: 'that conversation is archived and cannot be opened',
    missing: 'that conversation is no longer here',
  },
}

export const SESSION_STRINGS = { zh, en }
