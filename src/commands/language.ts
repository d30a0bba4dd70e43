import { languageOf, type Lang } from '../tools/cards.js'

export type { Lang }

/**
 * The language of a command's answer: the web client's (`ui`, src/commands/ui-language.ts) when it
 * is known; else the language the user typed in; for a bare command, the language most of the
 * user's stored judgments are written in (they are kept in the user's words); else the host's
 * locale (LC_ALL / LC_MESSAGES / LANG / LANGUAGE, then Intl); else English.
 */
export function answerLanguage(input: string, stored: readonly string[] = [], env: NodeJS.ProcessEnv = process.env, ui?: Lang): Lang {
  if (ui) return ui
  if (input.trim()) {
    const lang = languageOf(input)
    if (lang === 'zh' || /[A-Za-z]{3}/.test(input)) return lang
  }
  if (stored.length) {
    const zh = stored.filter((text) => languageOf(text) === 'zh').length
    if (zh * 2 !== stored.length) return zh * 2 > stored.length ? 'zh' : 'en'
  }
  const locale = env.LC_ALL || env.LC_MESSAGES || env.LANG || env.LANGUAGE || Intl.DateTimeFormat().resolvedOptions().locale
  return /^zh/i.test(locale ?? '') ? 'zh' : 'en'
}
