// The "accept all of a kind" row above the waiting proposals: one lead word, then a short button per
// kind that wraps (four full-sentence buttons stacked one per line at 360 px pushed the portrait
// down, proposals-fold's left item); each button's accessible name is the whole sentence. Only the
// tab's chunk reads them (the page bundle keeps its budget, test/client-split.test.ts).

const zh = {
  acceptAllLead: '全部接受：',
  acceptKindChip: (kind: string, n: number) => `${kind}（${n}）`,
  acceptAllOfKind: (kind: string, n: number) => `接受全部「${kind}」（${n}）`,
  acceptedAll: (n: number, kind: string) => `已接受 ${n} 条「${kind}」。`,
}

export type AcceptAllStrings = typeof zh

const en: AcceptAllStrings = {
  acceptAllLead: 'Accept all:',
  acceptKindChip: (kind, n) => `${kind} (${n})`,
  acceptAllOfKind: (kind, n) => `Accept all of kind ${kind} (${n})`,
  acceptedAll: (n, kind) => `Accepted ${n} × ${kind}.`,
}

export const acceptAllStrings = (lang: 'zh' | 'en'): AcceptAllStrings => (lang === 'zh' ? zh : en)
