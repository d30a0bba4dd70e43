// "Do not add "seedCount" and "mainProp" to entities", "Never hardcode secrets, credentials, or API keys":
// the clause splitter cuts at "and" and at commas, and the
// second conjunct ("mainProp to entities") has no act or negation of its own — it shares the
// first's "do not add". A conjunct that opens with no verb of a rule and carries no stance word of
// its own takes the refusal of the clause before it (claim-parts.ts). "Don't use var and use const"
// keeps its second act. English only: Chinese clauses are not cut at 和. Pure.

/** Acts a rule's clause opens with; a conjunct that opens with one is a clause of its own. */
const ACT = /^\s*(?:please\s+)?(?:(?:always|never|also|then|just|only|instead|rather)\s+)*(?:use|using|add|write|keep|make|prefer|run|put|call|set|create|remove|delete|return|define|follow|ensure|include|check|test|name|handle|implement|document|log|commit|push|ask|wait|explain|start|split|move|leave|validate|store|send|pass|throw|catch|import|export|install|update|change|read|do|does|be|is|are|get|let|give|show|print|build|deploy|avoid|stop|go|try|wrap|place|mark|list|limit|apply|treat|consider|favou?r|choose|pick|fetch|load|save|cache|render|inject|extract|rename|refactor|format|lint|review|approve|merge|rebase|tag|release|publish|lock|pin|reuse|rely|depend|expose|hardcode|hard-code|mock|skip|ignore|allow|enable|disable|it|they|you|we|i)(?![a-z])/i
/** Stance words of a conjunct's own: a modal, a negation, a condition. */
const OWN_STANCE = /(?<![a-z])(?:must|should|shall|may|can|cannot|will|would|need|needs|not|no|never|dont|only|unless|if|when|always|instead|rather|fine|ok|okay)(?![a-z])/i

/** A conjunct made of objects only, which shares the act (and its refusal) of the clause before it. */
export function sharesTheAct(conjunct: string): boolean {
  const bare = conjunct.replace(/^\s*(?:and|or)\s+/i, '')
  return !ACT.test(bare) && !OWN_STANCE.test(bare) && bare.trim().split(/\s+/).length <= 8
}

/**
 * "… instead of catching them only to log and rethrow": a short bare verb after "and" that ends a
 * clause's "to <verb>" is a second verb of that infinitive, on that clause's side (session 45).
 */
export function continuesInfinitive(before: string, conjunct: string): boolean {
  const bare = conjunct.replace(/^\s*(?:and|or)\s+/i, '').trim()
  return /(?<![a-z])to\s+[a-z]+(?:\s+(?:it|them|this|that))?\s*$/i.test(before) && /^[a-z]+(?:\s+(?:it|them|this|that))?$/i.test(bare) && !OWN_STANCE.test(bare)
}
