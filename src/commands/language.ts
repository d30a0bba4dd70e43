import { languageOf, type Lang } from '../tools/cards.js'

export type { Lang }

/**
 * The language of a command's answer: the language the user typed in, else the host's locale
 * (LC_ALL / LC_MESSAGES / LANG / LANGUAGE, then Intl), else English.
 */
export function answerLanguage(input: string, env: NodeJS.ProcessEnv = process.env): Lang {
  if (input.trim()) {
    const lang = languageOf(input)
    if (lang === 'zh' || /[A-Za-z]{3}/.test(input)) return lang
  }
  const locale = env.LC_ALL || env.LC_MESSAGES || env.LANG || env.LANGUAGE || Intl.DateTimeFormat().resolvedOptions().locale
  return /^zh/i.test(locale ?? '') ? 'zh' : 'en'
}
