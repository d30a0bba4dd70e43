// The tab's words for a guard whose red line's words changed (#19, mends17): asleep, because the new
// words relax or flip the ones it was accepted on, or awake and quoting those. Only the guard details
// (the tab's chunk) draw them, so they stay out of the page's small bundle (i18n.ts is eager).
export const GUARD_WORDS_STRINGS = {
  zh: {
    asleepTag: '守卫睡着了',
    asleep: (words: string) => `守卫睡着了：它是你为「${words}」答应的，这条红线现在的话说的不是这个，所以它不会再问你。话改回去（撤销这次修改，或从历史恢复），它就回来；要它守现在的话，点「调整守卫」再保存。`,
    quotes: (words: string) => `它问你时引用你答应它时的话「${words}」。`,
  },
  en: {
    asleepTag: 'guard asleep',
    asleep: (words: string) => `The guard is asleep: it was accepted for “${words}”, and this red line's words now say otherwise, so it does not ask you. It comes back when the words do (undo the change, or restore them from History); to have it guard the words as they are, Adjust guard and save.`,
    quotes: (words: string) => `When it asks, it quotes the words you accepted it on: “${words}”.`,
  },
}
