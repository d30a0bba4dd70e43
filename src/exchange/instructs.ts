// Whether one clause of a rule line tells the reader what to do (an imperative, a must / should /
// never, 必须 / 不要 …) rather than how things are. Used to pick, out of a line too long for one
// judgment, the clause that carries its rule (walk14: "Resource records use `type` … and `public:
// Boolean`; preserve existing resource-specific fields … when adding endpoints." was proposed as
// its first clause, the fact, and lost the rule). Pure.

/** Words that instruct or insist wherever they stand. */
const MODAL = /(?:^|[^a-z])(?:must|should|shall|never|always|don'?t|do\s+not|avoid|prefer|ensure|make\s+sure|needs?\s+to|has\s+to|have\s+to|required|mandatory|forbidden|not\s+allowed|please)(?![a-z])|必须|应该|应当|不要|不得|不能|禁止|严禁|请|(?<![分特区类级识告性差个派离辨鉴])别(?!处|人|的)|务必|一律|总是|永远|切勿|不准|不许|尽量|优先|记得/i

/** Verbs a clause opens with when it is an order ("Preserve …", "Run …", "Keep …"). */
const VERBS = 'accept|adapt|add|adhere|adopt|aggregate|aim|allow|analy[sz]e|annotate|answer|append|apply|ask|assert|assume|attach|attempt|avoid|balance|batch|be|begin|bind|break|build|bump|cache|call|capture|catch|centrali[sz]e|check|choose|clarify|clean|clone|close|co-locate|collect|colocate|combine|comment|commit|communicate|compare|compile|compose|compute|configure|confirm|conform|connect|consider|consolidate|contain|continue|convert|copy|cover|craft|create|debounce|declare|default|defer|define|delegate|delete|deploy|deprecate|derive|describe|design|destructure|detect|determine|develop|disable|discuss|display|distinguish|do|document|double-check|drop|embrace|emit|emphasi[sz]e|employ|enable|encapsulate|encode|encourage|encrypt|enforce|escape|establish|evaluate|expect|explain|explore|export|expose|express|extend|extract|favou?r|fetch|find|fix|flag|flatten|focus|follow|format|generate|give|group|guard|guide|handle|hash|help|hide|highlight|hoist|identify|ignore|implement|import|include|indent|indicate|inform|initiali[sz]e|inject|inline|insist|inspect|install|integrate|introduce|isolate|justify|keep|lazy-load|lead|lean|learn|leave|let|leverage|limit|list|load|lock|log|maintain|make|manage|map|mark|match|measure|memoi[sz]e|memoize|mention|merge|migrate|minify|minimi[sz]e|mirror|mock|model|monitor|move|name|narrow|nest|normali[sz]e|notify|obey|observe|offer|offload|omit|open|opt|optimi[sz]e|order|organi[sz]e|organise|output|own|paginate|pair|parse|pass|patch|persist|pick|pin|place|plan|poll|prefer|prefix|prepare|present|preserve|prevent|print|prioriti[sz]e|proceed|profile|promote|prompt|propagate|protect|prototype|provide|publish|push|put|qualify|query|quote|raise|rate|re-\w+|read|rebase|recheck|recommend|record|recover|redirect|reduce|refactor|refer|reflect|refrain|refresh|regenerate|register|reject|release|reload|rely|remember|remind|remove|rename|render|reorder|repeat|replace|reply|report|represent|reproduce|request|require|reserve|reset|resolve|respect|respond|restart|restrict|restructure|retry|return|reuse|revert|review|rewrite|rotate|run|sanitize|save|say|scan|schedule|scope|search|secure|seed|select|send|separate|serialize|set|share|ship|show|simplify|simulate|skim|skip|sort|specify|split|stage|standardi[sz]e|start|state|stay|stick|stop|store|stream|strip|strive|structure|stub|study|subscribe|substitute|suggest|summari[sz]e|support|suppress|surface|swap|sync|tag|take|target|tell|terminate|test|think|throttle|throw|toggle|trace|track|transform|translate|treat|trigger|trim|try|tune|type|underline|unify|unwrap|update|upgrade|use|utili[sz]e|validate|verify|wait|walk|watch|wire|wrap|write'
/**
 * An order: one of those verbs first (after "always", "only", "first", "then", "also", or a
 * condition: "For a port conflict, find …"), not the head of a noun phrase ("Test files use …",
 * "Build output goes to …").
 */
const IMPERATIVE = new RegExp(`^(?:(?:if|when|whenever|before|after|for|once|while|unless|on)\\s[^,，]{1,80}[,，]\\s*)?(?:you\\s+(?:\\w+ly\\s+)?)?(?:(?:and|but|so|then|also|first|only|always|just|instead|otherwise|\\w+ly)\\s+)*(?:${VERBS})(?![\\w-])(?!\\s+(?:is|are|was|were|has|have|had|uses?|files?|output|results?|steps?|commands?|scripts?|tools?|suites?|cases?|runs?|data|takes?|goes|lives?)(?![\\w-]))(?!\\s*[:：])`, 'i')

/** A verb that is the head of a noun phrase, its verb after it: "Cache options include …", "Test files use …". */
const NOUN_SUBJECT = /^(?!(?:if|when|whenever|before|after|for|once|while|unless|on)\s)[\p{L}-]+\s+(?!(?:it|that|this|they|the|a|an|your|all|each|every|any)\s)[\p{L}-]+\s+(?:include|are|is|was|were|has|have|uses|lives|runs|goes|contains|takes|gets|stays|needs|allows|defaults)(?![\p{L}-])/iu

/** "No DB-level FK constraints for these refs", "No any.": a prohibition written as a noun phrase. */
const NO_THING = /^no\s+(?!one|longer|matter|doubt|idea)[\w-]/i

const LABEL = /^[\p{L}\p{N}][\p{L}\p{N} ./&()+-]{0,40}[:：]\s+/u

/** Whether `clause` tells the reader what to do. */
export function instructs(clause: string): boolean {
  // A label first ("Testing Consistency: Follow …", "Gatsby: set …") is not the clause's verb.
  const text = clause.trim().replace(/^[^\p{L}\p{N}]+/u, '').replace(LABEL, '')
  return MODAL.test(text) || (IMPERATIVE.test(text) && !NOUN_SUBJECT.test(text)) || NO_THING.test(text)
}
