// The conversation card's Undo (#19, mends17). The tab, /forget or another card may have done or
// undone the same thing since the card was drawn: a remembered judgment already revoked, a changed
// one revoked since, a forgotten one already restored. Undo then changes nothing and says what
// happened, instead of "Undo failed" or restoring another version than the card names.
import { revokeJudgment, restoreJudgment } from './api.js'
import { MirrorError, request } from './api-request.js'
import type { CardText } from '../src/tools/card-text.js'

/** What the card says when its Undo found nothing to undo. */
export type UndoNoop = 'already-revoked' | 'revoked-since' | 'already-restored'

/** Undo one card's write; resolves to why nothing was needed, or undefined when it was undone. Other failures throw. */
export async function undoFromCard(undo: NonNullable<CardText['undo']>): Promise<UndoNoop | undefined> {
  try {
    if (undo.action === 'revoke') await revokeJudgment(undo.id)
    else await restoreJudgment(undo.id, undo.historyId, undo.expect)
    return undefined
  } catch (error) {
    if (!(error instanceof MirrorError)) throw error
    if (undo.action === 'revoke' && error.status === 404 && error.code === 'unknown-id') return 'already-revoked'
    if (error.status === 409 && error.code === 'not-live') return 'revoked-since'
    if (error.status === 409 && error.code === 'live') return 'already-restored'
    throw error
  }
}

/** How many judgments are stored now (the card's count after its Undo); undefined when the server cannot say. */
export async function storedCount(): Promise<number | undefined> {
  try {
    const body = await request('/judgments') as { judgments?: unknown }
    return Array.isArray(body?.judgments) ? body.judgments.length : undefined
  } catch {
    return undefined
  }
}

export const CARD_UNDO_STRINGS: Record<'zh' | 'en', Record<UndoNoop, string>> = {
  zh: {
    'already-revoked': '已经撤掉了：它不在记忆里了',
    'revoked-since': '它后来被撤掉了，这里没有改动；旧版本在「记忆」页的历史里',
    'already-restored': '已经恢复了：它又在记忆里了',
  },
  en: {
    'already-revoked': 'Already revoked: it is no longer in memory',
    'revoked-since': 'It was revoked since, so nothing changed; its earlier version is in the Memory tab\'s history',
    'already-restored': 'Already restored: it is back in memory',
  },
}
