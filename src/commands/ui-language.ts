// The language the web client speaks, for the answers of slash commands. The host's command
// invocation carries no locale (dsh-commands: `commandId`, `agent`, `rawInput`, `attachments`,
// `signal`); the client's locale plugin (dsh-client-locale) keeps an explicit choice as
// `locale.preference` (`zh` | `en`) in the host's settings, and otherwise follows the browser. So:
// the language the plugin's own client last reported for the page (it follows the host's active
// locale, explicit or not), else the stored preference, else none (the caller guesses from the text).
// A page also reports the conversation it shows: a command typed there answers in that page's
// language even when another page, in the other language, reported after it (walk20). The command
// hints stay one set for every page (the host registers them once), so for them the last page wins.
import type { Context } from '@deepseek-ai/cordis'
import type { Lang } from '../tools/cards.js'

/** The slice of `@deepseek-ai/dsh-settings` read here (stated structurally: no dependency). */
interface SettingsLike {
  describe(): ReadonlyArray<{ ns: string; value: unknown }>
}

/** Conversations whose page language is kept; the oldest report is dropped past this. */
const SESSIONS_KEPT = 200

export class UiLanguage {
  private reported: Lang | undefined
  private readonly bySession = new Map<string, Lang>()
  private settings: SettingsLike | undefined
  private readonly listeners = new Set<(lang: Lang) => void>()

  /** The page's language, as the plugin's client reports it on load, on every switch and for the conversation it shows. */
  report(lang: Lang, sessionId?: string) {
    this.reported = lang
    if (sessionId) {
      this.bySession.delete(sessionId)
      this.bySession.set(sessionId, lang)
      if (this.bySession.size > SESSIONS_KEPT) this.bySession.delete(this.bySession.keys().next().value!)
    }
    for (const listener of [...this.listeners]) {
      try {
        listener(lang)
      } catch {
        // A listener's failure (a registry that refuses) must not fail the page's report.
      }
    }
  }

  /** Called with the page's language on every report (a listener skips a repeat); returns the unsubscribe. */
  onChange(listener: (lang: Lang) => void): () => void {
    this.listeners.add(listener)
    return () => { this.listeners.delete(listener) }
  }

  /** The host's stored locale choice (Settings → General → Language), when there is one. */
  preference(): Lang | undefined {
    try {
      const value = this.settings?.describe().find((d) => d.ns === 'locale')?.value as { preference?: unknown } | undefined
      return value?.preference === 'zh' || value?.preference === 'en' ? value.preference : undefined
    } catch {
      return undefined
    }
  }

  /** `sessionId`: the conversation a command was typed in; its page's language comes first. */
  current(sessionId?: string): Lang | undefined {
    return (sessionId ? this.bySession.get(sessionId) : undefined) ?? this.reported ?? this.preference()
  }

  /** Follows the host's settings service while the profile has one. */
  watch(ctx: Context) {
    ctx.inject(['settings'], (inner) => void inner.effect(() => {
      this.settings = (inner as unknown as { settings: SettingsLike }).settings
      return () => { this.settings = undefined }
    }, 'dsh-user-mirror: ui language'))
  }
}

export const isLang = (value: unknown): value is Lang => value === 'zh' || value === 'en'
