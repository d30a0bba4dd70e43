// Whether a line describes how something is rather than how to act: a measurement ("yarn build: 3
// seconds"), where something lives ("The backend starts at apps/api/bin/www", "IPC channels are
// defined in src/shared/ipc.ts") or what something is ("WeAgentChat is an AI-native social
// sandbox application", "Directory Naming: The physical directories are front and server").
// Real team files (AGENTS.md, copilot instructions) are full of them (walk14); imported, each
// became a rule to reject, and a timing under a "NEVER CANCEL" heading a red line. Used by the fact
// check (fact.ts), so import and `/remember` give one line one answer.
//
// Narrow by shape, not by cue words alone: a false leave-out of a real rule is worse than a fact
// slipping through. Each shape is the whole line (a second clause that instructs keeps the line),
// and a word that instructs or insists anywhere keeps it a rule. Pure.

export type Description = 'measurement' | 'location' | 'definition'

/** Words of an instruction or an insistence: a line with one is a rule, whatever its shape. */
const MODAL = /(?:^|[^a-z])(?:must|should|shall|always|never|don'?t|do\s+not|does\s+not|please|make\s+sure|ensure|avoid\w*|prefer\w*|need\s+to|has\s+to|have\s+to|required|mandatory|forbidden|recommended)(?![a-z])|必须|应该|应当|不要|别|禁止|严禁|不得|务必|总是|一律|永远|尽量|优先|请/i
/** And weaker ones, enough to keep a line of where something is a rule ("Only …", "… belong in …", "keep …"). */
const INSTRUCTS = new RegExp(`${MODAL.source}|(?:^|[^a-z])(?:only|instead|rather|belongs?|keep|put|use|run|set|add|create|edit|write)(?![a-z])`, 'i')

const UNIT = '(?:ms|milliseconds?|s|secs?|seconds?|mins?|minutes?|h|hrs?|hours?|days?|weeks?|[KMGT]i?B|[kmg]b|bytes?)'
const QUANTITY = `(?:~\\s*|about\\s+|around\\s+|approx\\.?\\s*|roughly\\s+)?\\d+(?:[.,]\\d+)?(?:\\s*[-–]\\s*\\d+(?:[.,]\\d+)?)?\\+?\\s*${UNIT}(?![a-z])`
/** One measured value with what it was measured on: "58 seconds (root)", "11 seconds total". */
const MEASURED = `${QUANTITY}(?:\\s*\\([^()]{0,60}\\))?(?:\\s+(?:total|each|overall|on\\s+(?:ci|average)|locally))?`
/**
 * What a labelled measurement is of: a command or a step of building ("yarn build: 3 seconds",
 * "Install: 40 s"). Other labels are often a target ("Response time: 200 ms", "Timeout: 30 seconds").
 */
const MEASURED_STEP = /^(?:(?:yarn|npm|pnpm|bun|npx|make|cargo|go|pip|uv|poetry|mvn|gradle|dotnet|docker|composer|pytest|rake|mix|deno|tsc|vite|expo|flutter|xcodebuild)(?![\w-])|(?:(?:full|clean|cold|first|fresh|local|ci)\s+)?(?:install(?:ation)?|build|tests?|test\s+suite|lint(?:ing)?|typecheck(?:ing)?|compil(?:e|ation)|bundl(?:e|ing)|setup|bootstrap|clone|download)\s*$)/i
/** Labels of a setting or a limit, not of a measurement: "Timeout: 30 seconds" is a rule to keep. */
const SETTING = /(?:^|[^a-z])(?:timeouts?|limits?|max\w*|min(?:imum)?|budget|target|deadline|interval|ttl|expir\w*|retention|cap|ceiling|at\s+most|at\s+least|no\s+more)(?![a-z])|超时|上限|下限|最多|最少|不超过|至少/i
/** "yarn build: 3 seconds", "yarn install: 58 seconds (root), 41 seconds (example)". */
const LABELLED_MEASUREMENT = new RegExp(`^([^:：]{1,40})[:：]\\s*${MEASURED}(?:\\s*[,;，；]\\s*${MEASURED})*\\s*[.。]?$`, 'i')
/** "Build typically takes 1-2 minutes on CI", "The install takes about 40 s". */
const TAKES = new RegExp(`^(?:[\\w.:/@-]+\\s+){1,5}(?:typically\\s+|usually\\s+|currently\\s+|normally\\s+)?takes?\\s+${MEASURED}(?:\\s+(?:on|in|with|for)\\s+[\\w .-]{1,30})?\\s*[.。]?$`, 'i')

/** A path in a repository or a file name: `apps/api/bin/www`, `src/tests/`, `./scripts`, `config.ts`. */
const PATH = /(?:^|[\s(`'"“])(?:\.{0,2}\/)?(?:[\w@.-]+\/){2,}[\w@.-]*|(?:^|[\s(`'"“])(?:\.{0,2}\/)?[\w@.-]+\/(?=[\s).,;:'"”`]|$)|(?:^|[\s(`'"“/])[\w@-]+(?:\.[\w-]+)*\.(?:[cm]?[jt]sx?|json|ya?ml|toml|md|py|rb|go|rs|java|kt|php|vue|svelte|css|scss|html|sh|bat|ps1|sql|lock|xml|gradle|cfg|ini)(?![\w/])/
/** "X is defined in …", "X are located under …", "X starts at …", "X are in …": where something is. */
const LOCATIVE = /^(?:[\w@.()/`'-]+\s+){1,6}?(?:(?:is|are)\s+(?:(?:located|defined|declared|stored|kept|found|centrali[sz]ed|mounted|served|configured|maintained|registered|generated|placed|organi[sz]ed|implemented|handled|set\s+up)\s+)?(?:in|at|under|below|inside|within|from|by)|(?:starts?|lives?|sits?|resides?|runs?)\s+(?:in|at|under|from|inside))\s/i

/** A product noun after "is a(n)": what a project or a name is. */
const PRODUCT = '(?:application|app|library|framework|tool|toolkit|calculator|platform|monorepo|repository|repo|project|service|package|plugin|extension|cli|website|site|sdk|engine|server|client|game|bot|wrapper|template|starter|boilerplate|dashboard|codebase|module|component\\s+library|sandbox)'
/** "WeAgentChat (唯信) is an AI-native … application", "This is a two-app MEAN monorepo", "Netto is a … calculator written in Python". */
const DEFINITION = new RegExp(`^(?:(this|it|this\\s+(?:project|repo|repository|codebase|package|app|library))|([A-Z][\\w.-]*?[a-z][A-Z0-9][\\w.-]*|[A-Z][\\w.-]*)(?:\\s*[(（][^()（）]{1,30}[)）])?)\\s+is\\s+(?:a|an|the)\\s+(?:(?!to\\s)[\\w+/#.()（）-]+\\s+){0,10}?${PRODUCT}s?(?![\\w-])`, 'i')
const MADE_WITH = /(?:^|[^a-z])(?:built\s+(?:with|on)|written\s+in|based\s+on|powered\s+by|for\s+(?:building|creating|managing))(?![a-z])/i
/** "This file provides guidance to Claude Code when working with code in this repository." */
const ABOUT_THIS_FILE = /^this\s+(?:file|document|guide)\s+(?:provides|contains|describes|documents|gives|explains|is)(?![a-z])/i

/** "Directory Naming: The physical directories are front and server." — a label, then a statement of what is. */
/** What a convention says of a thing ("Naming: The components are PascalCase"): a rule, not what is. */
const CONVENTION = /(?:camel|pascal|snake|kebab|lower|upper|title)[\s_-]?case|screaming|singular|plural|prefixed|suffixed|immutable|read-?only|pure|private|typed|async|sorted|alphabetical|small|short/i
const LABELLED_STATEMENT = /^[A-Za-z][\w /&-]{0,30}[:：]\s*(?:the|these|those|our|its|their)\s+(?:[\w-]+\s+){0,4}?(?:is|are)\s+(?!(?:not\s+)?(?:allowed|forbidden|required|mandatory|recommended|preferred|discouraged|encouraged|banned|optional)\b)/i

export function descriptionOf(text: string): Description | undefined {
  const line = text.trim()
  const labelled = LABELLED_MEASUREMENT.exec(line)
  if ((labelled && MEASURED_STEP.test(labelled[1]!.trim()) && !SETTING.test(labelled[1]!) && !MODAL.test(labelled[1]!)) || (TAKES.test(line) && !SETTING.test(line))) return 'measurement'
  if (MODAL.test(line)) return undefined
  if (ABOUT_THIS_FILE.test(line)) return 'definition'
  const definition = DEFINITION.exec(line)
  // A name whose definition is a product: a project, a name written like code (CamelCase), or one made with something.
  if (definition && (definition[1] || /[a-z][A-Z]/.test(definition[2]!) || /[(（]/.test(line.slice(0, 40)) || MADE_WITH.test(line))) return 'definition'
  if (INSTRUCTS.test(line)) return undefined
  if (LOCATIVE.test(line) && PATH.test(line)) return 'location'
  if (LABELLED_STATEMENT.test(line) && !CONVENTION.test(line)) return 'definition'
  return undefined
}
