// A judgment cut off mid-sentence: "When a test fails, the test to the", "Always use Vue 3 Composition
// API with", 「提交信息要写清楚改动的」. The model's write is a whole claim or nothing: a fragment made
// of the user's own words would pass the grounding gate (every word is theirs) and reach every future
// prompt saying nothing the user said. Read only where a sentence cannot end: after an article, a
// conjunction or a preposition that needs its object, or a comma, colon or Chinese particle that
// needs what follows. Measured on the 6,166 corpus lines: the ones it reads are hard-wrapped halves of
// a rule. Pure.

/** Words a sentence never ends on (not a preposition that may end one: "asked to", "ask for"). */
const DANGLING_EN = /(?<![\w'’-])(a|an|the|and|or|nor|of|than|such\s+as)\s*[.。]?$/i
/**
 * A comma that promises more, or a Chinese word that binds to what follows (not 的, which ends
 * 「是绿的」; not a colon or a semicolon, which end code: `feat:`, `declare(strict_types=1);`).
 */
const DANGLING_MARK = /([,，、]|(?<=[\u3400-\u9fff])(?:和|或|与|及|把|被))\s*$/

/**
 * "in" or "with" that needs its object ("Skip e2e in", "Always use Vue 3 Composition API with"), not
 * the particle of a verb that ends a sentence ("opt in", "log in", "plug in", "what we work with").
 * Of the corpus lines, those it reads are hard-wrapped halves ("… theme provider in", "… and pair with").
 */
const DANGLING_PREP = /(?<![\w'’-])(?<!(?:opt|opted|log|logged|sign|signed|check|checked|plug|plugged|fill|filled|build|built|bake|baked|lock|locked|dive|chime|drop|step|cave|give|join|weigh|work|works|worked|deal|dealt|live|lives|agree|agreed|start|started|come|comes|go|goes|stay|stays|keep|keeps|put|fit|fits|fitted|interested|involved|believe|trust|play|mess|messing|ship|ships|shipped|done|familiar|along|up|away)\s+)(in|with)\s*[.。]?$/i

/** The word or mark a cut-off judgment ends on, else undefined. */
export function cutOffAt(text: string): string | undefined {
  const t = text.trim()
  return DANGLING_EN.exec(t)?.[1] ?? DANGLING_PREP.exec(t)?.[1] ?? DANGLING_MARK.exec(t)?.[1]
}
