// Who decides, turned round (issue 19, session 30): 「不确定时自己判断就行」 after 「不确定的时候先问
// 我，别自己猜」 went live, and so did 「小事也要先问我」 after 「小事你自己决定就行，不用问我」. The
// topic is one (the case, the asking), the words differ only in who decides: the user asked to be
// asked and the judgment lets the model decide alone, or the other way round. The claim parts read
// "decide yourself" as no stance at all, and one clause against two never compares as a plain flip.
// Held when one side asks to be asked and the other says to decide alone, and the side that decides
// alone says nothing of asking itself (「小事自己决定，大事先问我」 holds both). Pure.

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
