// The member of the user's contrast they let through, not the one they held back (issue 19, session
// 17): "Upgrade minor versions without asking" after "ask me before upgrading any major version,
// minor bumps are fine", "Upgrade patch versions without asking" after "patch updates are fine, but
// ask me before any major upgrade". The judgment's clause shares most words with the held-back clause
// (upgrade, version, ask), so the clause check (clause-flip.ts) reads the held-back act done; but in
// the place of the held-back clause's modifier (major, before a word the judgment keeps) it puts one
// only the user's allowed clause has (minor, patch, before a word of its own clause): it restates the
// allowed clause. A judgment naming the held-back member ("Upgrade major versions without asking"),
// no member ("Upgrade versions without asking"), or dropping a held-back verb rather than a modifier
// ("Put the API key in the frontend config" after "api keys stay on the server, never ship them to
// the frontend") is still read by the clause check. Pure; clause words as clause-flip.ts makes them.

/** The words of `text` in order, each as `wordsOf` reads it ('' for a word it drops: "them", "to"). */
function inOrder(text: string, wordsOf: (text: string) => ReadonlySet<string>): string[] {
  return text.split(/\s+/).map((token) => [...wordsOf(token)][0] ?? '')
}

/** Words of `order` right before a word `kept` has, nothing between: the modifiers of what is kept. */
const modifiersOf = (order: string[], kept: ReadonlySet<string>) => new Set(order.filter((w, i) => w && i + 1 < order.length && kept.has(order[i + 1]!)))

/**
 * The judgment's clause (`clause`, its words; `clauseText`) sets before a word of its own a word only
 * the user's allowed clauses have, where the held-back clause (`held`, `heldText`) sets before a word
 * the judgment keeps a word of its own the judgment lacks.
 */
export function namesAllowedMember(held: ReadonlySet<string>, allowedOnly: ReadonlySet<string>, clause: ReadonlySet<string>, heldText: string, clauseText: string, wordsOf: (text: string) => ReadonlySet<string>): boolean {
  const mine = modifiersOf(inOrder(clauseText, wordsOf), clause)
  if (![...mine].some((w) => allowedOnly.has(w) && !held.has(w))) return false
  const theirs = modifiersOf(inOrder(heldText, wordsOf), clause)
  return [...theirs].some((w) => held.has(w) && !clause.has(w) && !allowedOnly.has(w))
}
