// The chosen language's strings, shared by every component of the tab without prop threading.
import { createContext, useContext } from 'react'
import { STRINGS, type Lang, type Strings } from './i18n'

export interface Locale {
  lang: Lang
  t: Strings
}

export const LocaleContext = createContext<Locale>({ lang: 'en', t: STRINGS.en })

export const useLocale = () => useContext(LocaleContext)
