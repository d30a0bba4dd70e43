// The words of a pending write's own Accept / Edit / Reject in the conversation's card (ToolCard),
// in Chinese and English; spread into the tab's dictionaries (i18n.ts).
export const PENDING_CARD_ZH = {
  cardAccept: '接受',
  cardEdit: '改一下再接受',
  cardReject: '拒绝',
  cardSaveAccept: '保存并接受',
  cardCancel: '取消',
  cardEditLabel: '改写这条判断',
  cardAccepted: '已接受，已生效。',
  cardAcceptedAs: (text: string) => `已按你的写法接受并生效：「${text}」`,
  cardRejected: '已拒绝，不会再问。',
  cardDecideFailed: '没有成功：它可能已经处理过了，请在「记忆」页查看。',
  cardDecided: '已经处理过了（在「记忆」页查看）。',
  cardStale: '已过时：它说的那条后来改了或不在了；什么都没改，这一条已作废。',
}

export const PENDING_CARD_EN: typeof PENDING_CARD_ZH = {
  cardAccept: 'Accept',
  cardEdit: 'Edit, then accept',
  cardReject: 'Reject',
  cardSaveAccept: 'Save and accept',
  cardCancel: 'Cancel',
  cardEditLabel: 'Reword this judgment',
  cardAccepted: 'Accepted: it is in effect.',
  cardAcceptedAs: (text: string) => `Accepted in your words, in effect: “${text}”`,
  cardRejected: 'Rejected: it will not be asked again.',
  cardDecideFailed: 'That did not work: it may have been decided already; see the Memory tab.',
  cardDecided: 'Already decided (see the Memory tab).',
  cardStale: 'Out of date: what it names changed or went away since; nothing was changed, and it was dropped.',
}
