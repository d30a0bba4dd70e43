// The meanings each topic unit of a judgment stands for (issue 19, session 10): a unit's own (an
// English stem, a Chinese word) and those of the words of the judgment that raise it, so a lexicon
// concept is read through its words ("correct" raises the concept correctness; the user's
// "properly" says the same), or, for a unit only a phrase raises ("commit messages": the concept
// commit-message), through the phrase's words. A unit is said when any of those meanings is (a
// stricter reading, every word of the phrase, held 14 more paraphrases of the tune sets than it
// caught changes). For the grounding gate only. Pure.

import { chineseWords, normalize } from './segment.js'
import { enclosingSenses, sensesOfUnit } from './senses.js'
import { stem } from './stem.js'
import { extractFeatures } from './topic.js'
import { CJK } from './han.js'

/** Groups of meanings; a unit is said when every group meets the other text (one group today: see above). */
type Groups = ReadonlyArray<readonly number[]>

const seen = new Map<string, ReadonlyMap<string, Groups>>()

/** Unit key → the meaning groups of the words raising it (read once per text: one write asks per piece). */
export function unitSenses(judgment: string): ReadonlyMap<string, Groups> {
  let out = seen.get(judgment)
  if (out) return out
  const map = new Map<string, number[][]>()
  const words = chineseWords(judgment).map((word) => {
    const w = normalize(word)
    if (/^[a-z]+$/.test(w)) return { word, own: sensesOfUnit(`e:${stem(w)}`) }
    // A Chinese word the segmenter cut from a compound the table knows (注册 of 注册表) says the compound's meanings too.
    return { word, own: [...new Set([...sensesOfUnit(`z:${w}`), ...(CJK.test(w) ? enclosingSenses(judgment, w) : [])])] }
  })
  for (let i = 0; i < words.length; i++) {
    const { word, own } = words[i]!
    for (const key of extractFeatures(word).weights.keys()) {
      const group = map.get(key)?.[0] ?? [...sensesOfUnit(key)]
      for (const line of own) if (!group.includes(line)) group.push(line)
      map.set(key, group.length ? [group] : [])
    }
  }
  // A unit no single word raises: the first phrase of two or three words that does.
  for (let size = 2; size <= 3; size++) {
    for (let i = 0; i + size <= words.length; i++) {
      const run = words.slice(i, i + size)
      const text = run.map((x) => x.word).join(run.every((x) => CJK.test(x.word)) ? '' : ' ')
      for (const key of extractFeatures(text).weights.keys()) {
        if (map.has(key)) continue
        const group = [...sensesOfUnit(key)]
        for (const x of run) for (const line of x.own) if (!group.includes(line)) group.push(line)
        map.set(key, group.length ? [group] : [])
      }
    }
  }
  if (seen.size >= 16) seen.clear()
  seen.set(judgment, map)
  return (out = map)
}

const groupsOf = (judgment: string, key: string): Groups => unitSenses(judgment).get(key) ?? [sensesOfUnit(key)].filter((g) => g.length)

/** The judgment's unit `key` says a meaning that `senses` (the other text's) carries. */
export function unitSaidAs(judgment: string, key: string, senses: ReadonlySet<number>): boolean {
  const groups = groupsOf(judgment, key)
  return groups.length > 0 && groups.every((group) => group.some((line) => senses.has(line)))
}

/** The judgment's unit `key` has a meaning the table knows (so its absence from the other language can be seen). */
export const unitHasSense = (judgment: string, key: string) => groupsOf(judgment, key).length > 0
