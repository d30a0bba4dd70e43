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

/** Reports the active locale now and on each change; returns the unsubscribe. */
export function followHostLocale(locale: HostLocale): () => void {
  let last: Lang | undefined
  const send = () => {
    const lang: Lang = locale.getLocale().active === 'zh' ? 'zh' : 'en'
    if (lang === last) return
    last = lang
    // Best effort: a failed report leaves the server guessing from the typed text, as before.
    void reportUiLanguage(lang).catch(() => { last = undefined })
  }
  send()
  return locale.subscribe(send)
}
