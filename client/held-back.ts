// Which waiting writes "accept all" leaves waiting, and what it says of them: two that contradict each
// other (the second would silently replace the first), one that would replace a rule in effect, and
// one the gate found changes what the user said (a value changed, a flip, a rule relaxed or widened,
// or the user's model reading it as not theirs; walk15). Pure, so the folded list and the unit tests
// read it without the component.
import type { Proposal } from './api.js'

/** What the gate holds a write for that changes nothing the user said: words added, or only near. Every other reason changes, flips, widens or takes back. */
const KEEPS_WORDS: ReadonlySet<string> = new Set(['adds', 'near'])

/** The gate found it changes what the user said: it is read on its own, never accepted in a batch. */
export const changesWords = (p: Proposal) => Boolean(p.closeTo && !KEEPS_WORDS.has(p.closeTo.blocked))

/** Not accepted with the rest: it contradicts another waiting write, would replace a rule in effect, or changes the user's words. */
export const isHeld = (p: Proposal) => Boolean(p.contradicts?.length || p.replaces || changesWords(p))

/** What "accept all" says of the writes it left waiting. */
export function heldSentence(held: readonly Proposal[], t: { heldBack: (pairs: Array<[string, string]>) => string; heldReplace: (pairs: Array<[string, string]>) => string; heldChanged: (texts: string[]) => string }, lang: 'zh' | 'en'): string {
  const pairs = heldPairs(held)
  const replacing = held.filter((p) => p.replaces && !p.contradicts?.length).map((p): [string, string] => [p.judgment?.text ?? '', p.replaces!.text])
  const changing = held.filter((p) => changesWords(p) && !p.replaces && !p.contradicts?.length).map((p) => p.judgment?.text ?? '')
  return [pairs.length ? t.heldBack(pairs) : '', replacing.length ? t.heldReplace(replacing) : '', changing.length ? t.heldChanged(changing) : ''].filter(Boolean).join(lang === 'en' ? ' ' : '')
}

/** The contradicting pairs among `held`, each once, as texts. */
export function heldPairs(held: readonly Proposal[]): Array<[string, string]> {
  const seen = new Set<string>()
  const pairs: Array<[string, string]> = []
  for (const p of held) {
    for (const other of p.contradicts ?? []) {
      const key = [p.id, other.id].sort().join(' ')
      if (seen.has(key)) continue
      seen.add(key)
      pairs.push([p.judgment?.text ?? '', other.text])
    }
  }
  return pairs
}
