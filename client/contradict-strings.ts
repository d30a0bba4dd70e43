// What the tab says of two waiting writes that contradict each other ("Always use pnpm" / "Always use
// yarn"), or of one that would replace a rule in effect: on each of them, and after "accept all"
// left them waiting. Spread into both dictionaries
// of client/i18n.ts.

const zh = {
  contradicts: (others: string[]) => `和同样在等你确认的${others.map((o) => `「${o}」`).join('、')}互相矛盾：接受你要的那条，拒绝另一条。`,
  /** The folded notice's one line, what to do first (a narrow page cuts the end); opened, `contradicts` says the rest. */
  contradictsShort: (others: string[]) => `只接受一条：和${others.map((o) => `「${o}」`).join('、')}互相矛盾`,
  heldBack: (pairs: Array<[string, string]>) => `${pairs.map(([a, b]) => `「${a}」和「${b}」`).join('；')}互相矛盾，没有一起接受，仍在等你确认：请选一条接受。`,
  replaces: (text: string) => `接受它会替换你现有的「${text}」。`,
  heldReplace: (pairs: Array<[string, string]>) => `${pairs.map(([a, b]) => `「${a}」会替换你现有的「${b}」`).join('；')}，没有一起接受：如果你改了主意，单独接受它。`,
  heldChanged: (texts: string[]) => `${texts.map((x) => `「${x}」`).join('、')}改动了你说过的话，没有一起接受：请单独看一下它说的是不是你的意思。`,
}

export type ContradictStrings = typeof zh

const en: ContradictStrings = {
  contradicts: (others) => `Contradicts ${others.map((o) => `“${o}”`).join(', ')}, also waiting for your OK: accept the one you mean and reject the other.`,
  contradictsShort: (others) => `Accept only one: contradicts ${others.map((o) => `“${o}”`).join(', ')}`,
  heldBack: (pairs) => `${pairs.map(([a, b]) => `“${a}” and “${b}”`).join('; ')} contradict each other, so they were not accepted and are still waiting: choose one.`,
  replaces: (text) => `Accepting it replaces your “${text}”, which is in effect.`,
  heldReplace: (pairs) => `${pairs.map(([a, b]) => `“${a}” would replace your “${b}”`).join('; ')}, so it was not accepted with the rest: accept it on its own if you changed your mind.`,
  heldChanged: (texts) => `${texts.map((x) => `“${x}”`).join(', ')} ${texts.length > 1 ? 'change' : 'changes'} what you said, so ${texts.length > 1 ? 'they were' : 'it was'} not accepted with the rest: look at ${texts.length > 1 ? 'each' : 'it'} on its own.`,
}

export const CONTRADICT_ZH = zh
export const CONTRADICT_EN = en
