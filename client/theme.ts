// Follows the host's theme: DSH's layout presenter marks dark mode with `body[data-ds-dark-theme]`
// (ui-theme README). The CSS reads the host's --dsw-alias-* tokens directly; only the orb, which draws
// its own SVG, needs to be told in JavaScript.
import { useEffect, useState } from 'react'

export type Theme = 'light' | 'dark'

const DARK_ATTRIBUTE = 'data-ds-dark-theme'

export function currentTheme(): Theme {
  if (typeof document === 'undefined' || !document.body) return 'light'
  return document.body.hasAttribute(DARK_ATTRIBUTE) ? 'dark' : 'light'
}

export function useHostTheme(): Theme {
  const [theme, setTheme] = useState(currentTheme)
  useEffect(() => {
    const observer = new MutationObserver(() => setTheme(currentTheme()))
    observer.observe(document.body, { attributes: true, attributeFilter: [DARK_ATTRIBUTE] })
    setTheme(currentTheme())
    return () => observer.disconnect()
  }, [])
  return theme
}
