// The user's door taken away (issue 19): "Never run commands with sudo" after "don't run commands
// with sudo unless I say so". The user's rule waits on their say-so; the judgment's bare never shuts
// the door the user left open. Read on the claim's slots: the user's piece asks, the judgment refuses
// with no condition of its own. Pure.

import type { ClaimSlots } from './slots.js'
import { BIE } from './stopwords.js'
import { refusesThroughout } from './refusing.js'

/** The user's "unless I say so" / "ask me first" on the words; the judgment's bare never. */
const USERS_DOOR = /unless\s+i\s+(?:say|approve|confirm|agree|ask)(?:\s+(?:so|otherwise))?|without\s+(?:asking(?:\s+me)?|my\s+(?:ok|approval|permission|consent))|(?:ask|check\s+with)\s+me\s+first|除非我[^，。,；;]{0,8}|先问(?:过)?我|(?:之前|以前|前)\s*(?:要|得)?\s*(?:先)?问我/i
const BARE_NEVER = new RegExp(String.raw`(?<![a-z])(?:never|don'?t|do\s+not|must\s+not)(?![a-z])|不要|${BIE}|禁止|绝不|不许|不准`, 'i')
export function dropsUsersDoor(claim: ClaimSlots, piece: ClaimSlots): { from: string[]; to: string[] } | undefined {
  if (piece.polarity !== 'ask' || claim.polarity !== 'dont' || claim.parts?.some((p) => p.condition)) return undefined
  if (USERS_DOOR.test(claim.text)) return undefined
  const door = USERS_DOOR.exec(piece.text)
  const never = BARE_NEVER.exec(claim.text)
  return door && never ? { from: [door[0].trim()], to: [never[0]] } : undefined
}

/** The user's say-so as the only way through: "only … when i say so", 「只有我说可以的时候才能」 (session 45). */
const ONLY_ON_MY_SAY = /(?<![a-z])only\s+(?:[\w-]+\s+){0,5}?(?:when|if|after|once)\s+i\s+(?:say|approve|ask|ok|confirm|agree)(?:\s+(?:so|it))?(?![a-z])|只有(?:在)?我(?:说|同意|批准|允许|点头|确认)[^，。,；;]{0,8}?(?:才|的时候|之后)/i
/** The model's own judgment as the condition: "when needed", "if necessary", 需要的时候, 必要时. */
const AT_DISCRETION = /(?<![a-z])(?:when(?:ever)?\s+(?:needed|necessary|required|appropriate|it\s+makes\s+sense|you\s+(?:need\s+to|think\s+it'?s\s+needed|see\s+fit))|if\s+(?:needed|necessary|required|appropriate)|as\s+needed|at\s+your\s+(?:own\s+)?discretion)(?![a-z])|需要(?:的)?(?:时候|时)|必要(?:的)?(?:时候|时)|有需要(?:的话)?|视情况|你觉得(?:需要|合适)/i

/**
 * "Force push when needed" after "only force push when i say so", 「需要的时候直接 force push」 after 「只有我说
 * 可以的时候才能 force push」: the user's say-so replaced by the model's own judgment. Held when the user's
 * words gate the act on their say-so and the judgment does it "when needed" with no door of its own.
 */
export function replacesUsersDoor(judgment: string, said: string): { from: string[]; to: string[] } | undefined {
  if (USERS_DOOR.test(judgment) || ONLY_ON_MY_SAY.test(judgment)) return undefined
  const own = AT_DISCRETION.exec(judgment)
  const door = own && !refusesThroughout(judgment) && (ONLY_ON_MY_SAY.exec(said) ?? USERS_DOOR.exec(said))
  return own && door ? { from: [door[0].trim()], to: [own[0].trim()] } : undefined
}
