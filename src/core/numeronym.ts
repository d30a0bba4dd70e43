// A numeronym (k8s, i18n, a11y, o11y) is its word cut to the first and last letter and the count
// of letters between: "k8s manifests" and "Kubernetes manifests" name one thing. Pure.

const NUMERONYM = /^([a-z])(\d{1,2})([a-z])$/i

/** `short` is the numeronym of `word`, either way round is asked by the caller. */
export function isNumeronymOf(short: string, word: string): boolean {
  const m = NUMERONYM.exec(short)
  const w = word.toLowerCase()
  return m !== null && /^[a-z]+$/.test(w) && w.length === Number(m[2]) + 2 && w.startsWith(m[1]!.toLowerCase()) && w.endsWith(m[3]!.toLowerCase())
}

/** One of the two is the other's numeronym. */
export const numeronymPair = (a: string, b: string) => isNumeronymOf(a, b) || isNumeronymOf(b, a)
