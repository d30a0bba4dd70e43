// What the tab says of two waiting writes that contradict each other ("Always use pnpm" / "Always use
// yarn"): on each of them, and after "accept all" left them waiting. Spread into both dictionaries
// of client/i18n.ts.

const zh = {
  contradicts: (others: string[]) => `和同样在等你确认的${others.map((o) => `「${o}」`).join('、')}互相矛盾：接受你要的那条，拒绝另一条。`,
  heldBack: (pairs: Array<[string, string]>) => `${pairs.map(([a, b]) => `「${a}」和「${b}」`).join('；')}互相矛盾，没有一起接受，仍在等你确认：请选一条接受。`,
}

export type ContradictStrings = typeof zh

const en: ContradictStrings = {
  contradicts: (others) => `Contradicts ${others.map((o) => `“${o}”`).join(', ')}, also waiting for your OK: accept the one you mean and reject the other.`,
  heldBack: (pairs) => `${pairs.map(([a, b]) => `“${a}” and “${b}”`).join('; ')} contradict each other, so they were not accepted and are still waiting: choose one.`,
}

export const CONTRADICT_ZH = zh
export const CONTRADICT_EN = en
