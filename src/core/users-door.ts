// The user's door taken away (issue 19): "Never run commands with sudo" after "don't run commands
// with sudo unless I say so". The user's rule waits on their say-so; the judgment's bare never shuts
// the door the user left open. Read on the claim's slots: the user's piece asks, the judgment refuses
// with no condition of its own. Pure.

import type { ClaimSlots } from './slots.js'
import { BIE } from './stopwords.js'

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
