// A verb the user said not to do, done in the other language (issue 19, flips24): 「持有对象的视图用
// @ObservedObject」 after "@ObservedObject: in child views that react to changes but do not own the
// object", "Own the store in the child view" after 「子组件不要持有 store」. The clause checks that meet
// two languages compare sides by weighed units (refused-taken.ts): one verb and its object are less
// than a shared word of context there, and the lexicon reads the object (对象) as a concept, which
// those checks leave out. Read here as a verb and its object: the user's refusing clause puts a
// negation right before a verb ("do not own", 不要持有) with an object after it; the judgment, in the
// other language, says that verb (a word of the same sense, senses-table.ts) with no negation right
// before it and the object's sense right after it, in a clause that does or allows something. Light
// verbs (use, do, make, have, 用, 做) are left out: they carry no side of their own. Pure.

import { sensesIn } from './senses.js'
import type { ClaimPart, ClaimSlots } from './slots.js'
import { textsInTwoLanguages } from './sides-across.js'
import { CJK } from './han.js'

const LIGHT = new Set(['use', 'using', 'do', 'make', 'have', 'get', 'be', 'go', 'set', 'put', 'add', 'write', 'run', 'need', 'let', 'try', 'take', 'give', 'keep', 'just', 'ever', 'always', 'really', 'directly', 'even'])
const LIGHT_ZH = /^(?:使用|用|做|进行|需要|可以|直接|一直|总是|再|去)/

const EN_REFUSED = /(?<![a-z])(?:do\s*n[o']?t|does\s*n[o']?t|do\s+not|does\s+not|never|shouldn'?t|mustn'?t|should\s+not|must\s+not)\s+([a-z]+)\s+((?:the\s+|a\s+|an\s+|any\s+|its\s+|their\s+)?[a-z-]+)/gi
const ZH_REFUSED = /(?:不要|别|不能|不应|不该|并不|不必|无需|不)\s*([\u3400-\u9fff]{2})\s*(?:的)?\s*([\u3400-\u9fff]{2}|[a-z][a-z0-9.-]*)/gi
const NEGATION_BEFORE = /(?:(?<![a-z])(?:not|n't|never|no|dont)\s+(?:[a-z]+\s+)?|[不没别非无勿]\s*)$/i

interface Refused { verb: string; object: string; verbSenses: ReadonlySet<number>; objectSenses: ReadonlySet<number> }

/** Verb-object pairs a clause says not to do, each with its senses; a verb or object the table cannot read is left out. */
function refusedIn(text: string): Refused[] {
  const out: Refused[] = []
  const pattern = CJK.test(text) ? ZH_REFUSED : EN_REFUSED
  for (const m of text.matchAll(pattern)) {
    const verb = m[1]!.toLowerCase()
    const object = m[2]!.toLowerCase().replace(/^(?:the|a|an|any|its|their)\s+/, '')
    if (LIGHT.has(verb) || LIGHT_ZH.test(verb)) continue
    const verbSenses = sensesIn(verb)
    const objectSenses = sensesIn(object)
    if (verbSenses.size && objectSenses.size) out.push({ verb, object, verbSenses, objectSenses })
  }
  return out
}

const meets = (a: ReadonlySet<number>, b: ReadonlySet<number>) => [...a].some((s) => b.has(s))

/** Where in `text` a word of `senses` stands, as [start, end] spans: Chinese words of two to four characters, English words. */
function spans(text: string, senses: ReadonlySet<number>): Array<[number, number]> {
  const out: Array<[number, number]> = []
  for (const m of text.matchAll(/[a-z][a-z-]*/gi)) if (meets(sensesIn(m[0]), senses)) out.push([m.index, m.index + m[0].length])
  const chars = [...text]
  for (let i = 0; i < chars.length; i++) {
    // The shortest word that carries the sense (持有 of 持有对象, not the run with its object).
    for (let len = 2; len <= 4; len++) {
      const word = chars.slice(i, i + len).join('')
      if (word.length === len && CJK.test(word) && [...word].every((c) => CJK.test(c)) && meets(sensesIn(word), senses)) { out.push([i, i + len]); break }
    }
  }
  return out
}

/** The judgment's clause does the verb with the object right after it, and no negation before the verb. */
function does(part: string, r: Refused): boolean {
  const text = part.toLowerCase()
  const chars = [...text]
  const objects = spans(text, r.objectSenses)
  return spans(text, r.verbSenses).some(([start, end]) => {
    if (NEGATION_BEFORE.test(chars.slice(Math.max(0, start - 12), start).join(''))) return false
    // The object within a few characters (Chinese) or words (English) after the verb.
    return objects.some(([s]) => s >= end && chars.slice(end, s).join('').split(/\s+/).filter(Boolean).length <= 3 && s - end <= 16)
  })
}

const doing = (p: ClaimPart) => !p.rejected && !p.condition && (p.stance === 'do' || p.stance === 'allow')

/** The user's refused verb and object and the judgment's clause that does them in the other language; or undefined. */
export function doesRefusedVerb(judgment: ClaimSlots, said: ClaimSlots): { from: string[]; to: string[] } | undefined {
  // Two languages: one text Chinese and the other not, however many Latin names the Chinese one carries.
  if (!textsInTwoLanguages(judgment.text, said.text) && CJK.test(judgment.text) === CJK.test(said.text)) return undefined
  const refused = (said.parts ?? []).filter((p) => !p.rejected && p.stance === 'dont').flatMap((p) => refusedIn(p.text))
  if (!refused.length) return undefined
  for (const part of (judgment.parts ?? []).filter(doing)) {
    const r = refused.find((x) => does(part.text, x))
    if (r) return { from: [`not ${r.verb} ${r.object}`], to: [part.text.trim()] }
  }
  return undefined
}
