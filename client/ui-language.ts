// The page's language, told to the server so slash commands answer in it: the host's locale service
// (dsh-client-locale: the explicit choice in Settings, else the browser's) on load and on every
// switch. Also what the tab itself speaks (detectLang reads the `<html lang>` that service sets).
import type { Lang } from './i18n'
import { reportUiLanguage } from './ui-api'

/** The slice of the host's client `locale` service used here. */
export interface HostLocale {
  getLocale(): { active: string }
  subscribe(listener: () => void): () => void
}

// The conversation this page shows (its composer's dock tells, client/DistillDockGate.tsx): reported
// with the language, so a command typed here answers in this page's language even when a page in the
// other language reported after it (walk20).
let shownSession: string | undefined
let resend: (() => void) | undefined

/** The page now shows `sessionId` (undefined: none, the landing page): the server hears it with the language. */
export function showSession(sessionId: string | undefined) {
  if (sessionId === shownSession) return
  shownSession = sessionId
  resend?.()
}

/** Reports the active locale now, on each change and with each conversation shown; returns the unsubscribe. */
export function followHostLocale(locale: HostLocale): () => void {
  let last: string | undefined
  const send = () => {
    const lang: Lang = locale.getLocale().active === 'zh' ? 'zh' : 'en'
    const key = `${lang} ${shownSession ?? ''}`
    if (key === last) return
    last = key
    // Best effort: a failed report leaves the server guessing from the typed text, as before.
    void reportUiLanguage(lang, shownSession).catch(() => { last = undefined })
  }
  resend = send
  send()
  const unsubscribe = locale.subscribe(send)
  return () => {
    unsubscribe()
    if (resend === send) resend = undefined
  }
}
