// Words of the team's standing habit (issue 19, session 17): "we use pnpm here", "here we write
// tests with vitest", 「我们这里都用 pnpm」. The "here" is the project the team works in, not the thing
// in front of the user: the words state a standing rule, and "Use pnpm for installs" generalises
// nothing (claims.ts reads the scope). "Use a red button here" (no "we" and a habit verb) still
// points at one place. Pure; surface words.

const EN = /(?<![a-z])we\s+(?:always\s+|usually\s+|only\s+|just\s+)?(?:use|do|write|prefer|follow|keep|run|deploy|ship|stick\s+with|go\s+with|don'?t|do\s+not|never)(?![a-z])/i
/** "containers are built with podman here", "tests are written in vitest here": a kind of thing, done one way (session 46). */
const PASSIVE_EN = /(?<![a-z])(?!(?:these|those|they)\s)[a-z-]+\s+are\s+(?:always\s+|usually\s+|all\s+)?(?:built|written|deployed|run|managed|tested|formatted|linted|bundled|packaged|styled)\s+(?:with|using|in|via|through)\s/i
const ZH = /我们(?:这里|这边|这儿|团队|项目)?(?:都|一直|统一|只|一般)?(?:用|使用|写|不用|不)/

/** The text states what the team habitually does. */
export function statesTeamHabit(text: string): boolean {
  return EN.test(text) || PASSIVE_EN.test(text) || ZH.test(text)
}
