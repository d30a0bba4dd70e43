// The strings of the distill and tidy sheets (DistillPanel, TidyPanel, the proposals tidy makes)
// and of the distill dock, in their own file so they merge apart from the rest of client/i18n.ts.
// Spread into both dictionaries there.

const zh = {
  distillOpen: '从过往会话中提炼',
  distillIntro: '用你自己的模型读一遍你在过往会话里打的字（不含工具输出和文件内容），把其中的判断列成提议，等你逐条确认。',
  distillSince: '从这天起',
  distillMax: '最多几个会话',
  distillEstimateBtn: '先估算',
  distillStart: '开始提炼',
  distillStop: '停止',
  distillEvidence: (n: number) => `依据你在 ${n} 处说过的话`,
  tidyOpen: '整理',
  tidyIntro: (n: number) => `把已存的 ${n} 条判断（只有文字、类型和理由，不含任何会话内容）发给你自己的模型一次，问它哪些说的是同一件事、哪些互相矛盾、哪些其实是事实或一次性的要求。它的回答列成提议，记忆不会有任何改变，直到你逐条确认。`,
  tidyPairs: (n: number) => `工具见过 ${n} 对相近但没有合并的判断，整理时先看这些。`,
  tidyStart: '开始整理',
  tidyStop: '停止',
  tidyFound: '整理时你的模型发现的',
  tidyMerge: '合并',
  tidyResolve: '互相矛盾，留哪条？',
  tidyKeep: (text: string) => `留下“${text}”`,
  tidyKeepBoth: '两条都留',
  tidySuggested: '（模型建议）',
  tidyForget: '是事实或一次性的要求，忘掉？',
  tidyStale: (detail: string) => `已过时：${detail}。不会被应用。`,
  staleGone: (text: string) => `已过时：「${text}」已不在记忆里，这一条不会被应用。`,
  staleChanged: (text: string, now: string) => `已过时：「${text}」已改成「${now}」，这一条不会被应用。`,
  tidyDismiss: '移除',
  dock: {
    review: '到「记忆」里确认',
  },
}

export type RunStrings = typeof zh

const en: RunStrings = {
  distillOpen: 'Distill from past sessions',
  distillIntro: 'Your own model reads what you typed in past sessions (never tool output or file contents) and lists the judgments in it as proposals for you to accept one by one.',
  distillSince: 'Since',
  distillMax: 'At most N sessions',
  distillEstimateBtn: 'Estimate first',
  distillStart: 'Start distilling',
  distillStop: 'Stop',
  distillEvidence: (n) => `From ${n} thing${n === 1 ? '' : 's'} you said`,
  tidyOpen: 'Tidy up',
  tidyIntro: (n) => `Sends your ${n} stored judgment${n === 1 ? '' : 's'} (only their text, kind and reason, nothing from your sessions) to your own model once, and asks which say the same thing, which contradict each other, and which are really facts or one-off requests. Its answers become proposals; nothing in memory changes until you accept them one by one.`,
  tidyPairs: (n) => `${n} close pair${n === 1 ? '' : 's'} the tools saw but did not merge: tidy looks at ${n === 1 ? 'it' : 'them'} first.`,
  tidyStart: 'Start tidying',
  tidyStop: 'Stop',
  tidyFound: 'Found by your model while tidying',
  tidyMerge: 'Merge',
  tidyResolve: 'These contradict each other. Keep which?',
  tidyKeep: (text) => `Keep “${text}”`,
  tidyKeepBoth: 'Keep both',
  tidySuggested: ' (model suggests)',
  tidyForget: 'is a fact or a one-off request. Forget it?',
  tidyStale: (detail) => `Out of date: ${detail}. It will not be applied.`,
  staleGone: (text) => `Out of date: “${text}” is no longer in your memory, so this will not be applied.`,
  staleChanged: (text, now) => `Out of date: “${text}” has since become “${now}”, so this will not be applied.`,
  tidyDismiss: 'Remove',
  dock: {
    review: 'Review in Memory',
  },
}

export const RUN_STRINGS = { zh, en }
