// Reasons that say only who stated a judgment and how (the `/remember` command has no "because"),
// as opposed to a real reason the user or the model gave. A same-topic confirmation never lets a
// placeholder replace a real reason (src/core/confirmation.ts). Pure.

/** The reason a `/remember` records, in the language the judgment was written in. */
export const REMEMBER_REASON = { zh: '用户用 /remember 亲口说的', en: 'Stated by the user with /remember' } as const

/** The reason a `/forget` records, in the language of its answer. */
export const FORGET_REASON = { zh: '用户用 /forget 收回', en: 'Taken back by the user with /forget' } as const

/** Where the user said yes to a proposal, as the accepted judgment's evidence records it. */
export const ACCEPTED_VIA = {
  tab: 'accepted by the user in the Memory tab',
  command: 'accepted by the user with /memory accept',
  card: 'accepted by the user on the conversation\'s card',
} as const

/** Who stated a judgment and how, for a placeholder reason: the tab says it in the reader's language. */
export type PlaceholderSaying = 'remember' | 'forget' | 'tab' | 'card' | 'command'

const SAYINGS = new Map<string, PlaceholderSaying>([
  ...Object.values(REMEMBER_REASON).map((r): [string, PlaceholderSaying] => [r, 'remember']),
  ...Object.values(FORGET_REASON).map((r): [string, PlaceholderSaying] => [r, 'forget']),
  [ACCEPTED_VIA.tab, 'tab'],
  // What earlier versions stored for a judgment kept in the tab.
  ['kept by the user in the Memory tab', 'tab'],
  ['用户在「记忆」页记下的', 'tab'],
  [ACCEPTED_VIA.card, 'card'],
  [ACCEPTED_VIA.command, 'command'],
])

/** What a placeholder reason says (stored in the language of the judgment's text), or undefined for a real reason. */
export function placeholderSaying(reason: string | undefined): PlaceholderSaying | undefined {
  return SAYINGS.get((reason ?? '').trim())
}

/** Whether `reason` is a placeholder (or empty) rather than a real reason. */
export function isPlaceholderReason(reason: string | undefined): boolean {
  const trimmed = (reason ?? '').trim()
  return trimmed === '' || SAYINGS.has(trimmed)
}
