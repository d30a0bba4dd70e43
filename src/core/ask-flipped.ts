// Who decides, turned round (issue 19, session 30): 「不确定时自己判断就行」 after 「不确定的时候先问
// 我，别自己猜」 went live, and so did 「小事也要先问我」 after 「小事你自己决定就行，不用问我」. The
// topic is one (the case, the asking), the words differ only in who decides: the user asked to be
// asked and the judgment lets the model decide alone, or the other way round. The claim parts read
// "decide yourself" as no stance at all, and one clause against two never compares as a plain flip.
// Held when one side asks to be asked and the other says to decide alone, and the side that decides
// alone says nothing of asking itself (「小事自己决定，大事先问我」 holds both). Pure.

import { stem } from './stem.js'
import { hanPairs } from './han.js'

/** Ask me first: 先问我, 问过我, 跟我确认, "ask me", "check with me". */
const ASKS = /(?<!(?:no\s+need|don'?t\s+need|do\s+not\s+need|needn'?t)\s+to\s+)(?<![a-z])(?:ask|check\s+with|confirm\s+with)\s+me(?![a-z])|(?<!不用|不必|无需|不需要|别|不要|没必要)(?:先问|问我|问过我|问一下我|跟我确认|找我确认|让我确认|请示)/i
/** Decide alone: 自己判断, 自行决定, 你来定, "use your judgment", "decide yourself", "you decide X", "make the decisions yourself", "make your best guess", no need to ask. */
const DECIDES_ALONE = /(?<![a-z])(?:use\s+your\s+(?:own\s+)?judge?ment|decide\s+(?:for\s+|it\s+)?yourself|you\s+(?:decide|choose|make\s+the\s+call)|decide\s+(?:[a-z-]+\s+){1,4}?yourself|(?:make|take)\s+(?:[a-z-]+\s+){0,3}?(?:decisions?|calls?)\s+(?:by\s+)?yourself|make\s+your\s+(?:own\s+|best\s+)?(?:guess|call)|(?:no\s+need|don'?t\s+need|do\s+not\s+need|needn'?t)\s+to\s+ask)(?![a-z])|(?:自己|自行|你来?)(?:判断|决定|拿主意|看着办|定夺|定)|(?:不用|不必|无需|不需要)(?:先)?(?:问|请示|征求)/i
/** A refusal of deciding alone ("别自己猜", "don't guess") asks, it does not decide. */
const REFUSED_ALONE = /(?:别|不要|不许|不能)(?:自己|自行|擅自)|(?<![a-z])(?:don'?t|do\s+not|never)\s+(?:guess|decide)/i

/** The user decides: "I decide", "the user decides", "leave the architecture to me", 我来定, 由我决定 — the model asks, as "ask me" says. */
const USER_DECIDES = /(?<![a-z])(?:(?:i|the\s+user)\s+(?:decide|decides|make\s+the\s+call|makes\s+the\s+call|have\s+the\s+final\s+say|has\s+the\s+final\s+say)|leave\s+(?:[a-z-]+\s+){1,4}?to\s+me)(?![a-z])|(?:由我|我来)(?:决定|定夺|拍板|定(?![义时期制]))/i

const asks = (text: string) => ASKS.test(text) || REFUSED_ALONE.test(text) || USER_DECIDES.test(text)
/** A refusal of deciding alone with the few characters it refuses (「别自己猜」), left out before deciding alone is looked for. */
const REFUSED_ALONE_SPAN = new RegExp(REFUSED_ALONE.source + String.raw`\S{0,4}`, 'gi')
const decidesAlone = (text: string) => DECIDES_ALONE.test(text.replace(REFUSED_ALONE_SPAN, ' '))

const quote = (re: RegExp, text: string) => re.exec(text)?.[0].trim() ?? ''
/** The words by which a text asks to be asked: "ask me", 别自己猜, "the user decides". */
const askedIn = (text: string) => quote(ASKS, text) || quote(REFUSED_ALONE, text) || quote(USER_DECIDES, text)

/** The user's words on who decides and the judgment's, when the judgment turns them round. */
export function flipsWhoDecides(judgment: string, said: string): { from: string[]; to: string[] } | undefined {
  if (asks(said) && !decidesAlone(said) && decidesAlone(judgment) && !asks(judgment)) return { from: [askedIn(said)], to: [quote(DECIDES_ALONE, judgment)] }
  if (decidesAlone(said) && !asks(said) && asks(judgment) && !decidesAlone(judgment)) return { from: [quote(DECIDES_ALONE, said)], to: [askedIn(judgment)] }
  return undefined
}

/** The user left an act free: "create new ones freely", 「新建文件随便」 (session 45). */
const FREE = /(?<![a-z])(?:freely|as\s+you\s+(?:like|wish|see\s+fit)|without\s+asking(?:\s+me)?|no\s+need\s+to\s+ask(?:\s+me)?)(?![a-z])|随便|随意|自由|不用问|不必问|无需确认|不用确认|不用跟我确认/i
const LATIN = /[a-z][a-z0-9]{2,}/g
/** Words of one clause of the user's that the judgment shares: stems in Latin letters, Chinese characters two by two. */
function shared(clause: string, judgment: string): number {
  const mine = new Set((judgment.toLowerCase().match(LATIN) ?? []).map(stem))
  const latin = new Set((clause.toLowerCase().replace(FREE, ' ').match(LATIN) ?? []).map(stem).filter((w) => !['you', 'can', 'may', 'the', 'and', 'new', 'ones', 'one'].includes(w)))
  const pairs = new Set(hanPairs(clause.replace(FREE, ' ')))
  return [...latin].filter((w) => mine.has(w)).length + [...pairs].filter((p) => judgment.includes(p)).length
}

/**
 * "Ask before creating new files" after "ask before deleting files, but you can create new ones
 * freely", 「新建文件之前要先问我」 after 「删文件前问我，新建文件随便」: asking put on the act the user left
 * free, in one clause of theirs while another asks. The clause that leaves it free and shares the
 * judgment's act words most.
 */
export function asksWhereFree(judgment: string, said: string): { from: string[]; to: string[] } | undefined {
  const asking = ASKS.exec(judgment) ?? ASK_BEFORE.exec(judgment)
  if (!asking || decidesAlone(judgment) || FREE.test(judgment)) return undefined
  const clauses = said.split(/[,，;；。!！?？]|\.(?=\s|$)|\s+but\s+/i)
  // The asking words are no act; the verb right after them ("Ask before creating …") counts twice.
  const act = judgment.replace(asking[0], ' ')
  const verb = stem((judgment.slice(asking.index + asking[0].length).toLowerCase().match(LATIN) ?? [''])[0]!)
  const score = (c: string) => shared(c.replace(ASKS, ' ').replace(ASK_BEFORE, ' '), act) + (verb && (c.toLowerCase().match(LATIN) ?? []).some((w) => stem(w) === verb) ? 1 : 0)
  // "Don't add dependencies without asking me" keeps the asking: a refusal is no freedom.
  const free = clauses.filter((c) => FREE.test(c) && !asks(c) && !ASK_BEFORE.test(c) && !REFUSED.test(c)).map((c) => ({ c, n: score(c) })).sort((a, b) => b.n - a.n)[0]
  // The clause that asks, when it shares as much, is the one the judgment says again (「删文件之前先问我」).
  const asked = Math.max(0, ...clauses.filter((c) => asks(c) || ASK_BEFORE.test(c)).map(score))
  return free && free.n >= 1 && free.n > asked ? { from: [free.c.trim()], to: [asking[0].trim()] } : undefined
}
/** A refusal in the clause: "don't … without asking" keeps the duty. */
const REFUSED = /(?<![a-z])(?:don'?t|dont|do\s+not|never|not|no|nothing)(?![a-z])|不要|别|不许|不能|禁止/i
/** "Ask before …", "check first before …": asking the user, said without "me". */
const ASK_BEFORE = /(?<![a-z])(?:ask|check|confirm)(?:\s+(?:me|the\s+user|first))?\s+before(?![a-z])/i
