// A clause that keeps a thing slim (issue 19, session 17): "controllers stay thin", "keep main.go
// minimal", "route files should be lean", 「路由层保持精简」. It limits what goes into the thing; it
// does not choose the thing. "Keep business logic in services, not controllers" after "controllers
// stay thin, business logic goes in services" turns away from controllers as a place for the logic,
// which is what the user's thin controllers ask: the refused-choice check (refused-choice.ts) must
// not read "controllers stay thin" as the user choosing controllers. "Put business logic in
// controllers, not services" still refuses the user's "business logic goes in services". Pure;
// surface words.

const EN = /(?<![a-z])(?:stays?|remains?|kept|keep|keeps|be|is|are|should\s+be|must\s+be)\s+(?:as\s+)?(?:very\s+|really\s+)?(?:thin|lean|slim|minimal|light|lightweight|dumb|skinny|small|empty|bare)(?![a-z])/i
const ZH = /(?:保持|要|尽量|尽可能)(?:精简|轻量|轻薄|简单|干净|薄|瘦)/

/** The clause keeps its subject slim, in either language. */
export function keepsSlim(clause: string): boolean {
  return EN.test(clause) || ZH.test(clause)
}
