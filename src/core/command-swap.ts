// A task the user named for a runner, swapped for another: "提交前运行 just f 和 just t" after
// "提交之前跑一下 just f 和 just l", "Run just fmt before committing" after "run just lint …", "npm run
// lint" for "npm run test". What a runner runs is a name, however short ("t", "l"); the topic sees
// the same runner and the same occasion and passes it. Only a swap is read here — the same runner
// with another target the user never gave it — so a judgment that just names a runner the user did
// not ("Install with pnpm install" after "pnpm i") is left to the other checks. Found on the fifteenth
// set (agent files of public repositories). Pure.

import { BIE, ENGLISH_STOP_WORDS } from './stopwords.js'

/** Runners whose next word is the task (not `make`, `go`: they are English verbs too). */
const RUNNER = /(?<![\w-])(just|npm\s+run|pnpm(?:\s+run)?|yarn(?:\s+run)?|bun\s+run|bunx|npx|pnpm\s+dlx|uv\s+run|poetry\s+run|cargo|mise\s+run|rake|tox\s+-e|nox\s+-s)\s+([a-z][\w:.-]*)/gi

/** Words that follow a runner's name in prose, not as its task ("use pnpm for installs"). */
const PROSE = new Set(['instead', 'only', 'everywhere', 'always', 'never', 'please', 'pls', 'workspaces', 'workspace', 'commands', 'command', 'scripts', 'script'])

/** Usual names of a justfile's recipes. */
const RECIPES = new Set(['fmt', 'lint', 'test', 'tests', 'check', 'build', 'dev', 'ci', 'docs', 'bench', 'format', 'typecheck', 'clippy', 'coverage', 'release', 'deploy', 'setup', 'clean', 'watch', 'serve', 'install'])

/** Earlier in the task's clause, the user turns away from it: "compile, not bun run build", "don't start it with npm run dev", 「别用 just l」. */
const REFUSED_BEFORE = new RegExp(String.raw`(?<![a-z])(?:not|never|no|instead\s+of|rather\s+than|dont|don't|do\s+not|avoid)(?![a-z'])|${BIE}|不要|不用|而不是`, 'i')
/** Where the clause before a task starts. */
const CLAUSE_START = /[,.;:!?，。；：！？]/

interface Tasks { named: Map<string, Set<string>>; refused: Map<string, Set<string>> }

function tasksOf(text: string): Tasks {
  const named = new Map<string, Set<string>>()
  const refused = new Map<string, Set<string>>()
  // "npm test" / "npm start" are npm's own names for "npm run test" / "npm run start" (session 45).
  const lower = text.toLowerCase().replace(/(?<![\w-])npm\s+(test|start|t)(?![\w:-])/g, (_, task: string) => `npm run ${task === 't' ? 'test' : task}`)
  for (const m of lower.matchAll(RUNNER)) {
    const runner = m[1]!.replace(/\s+/g, ' ')
    const task = m[2]!.replace(/[.:]+$/, '')
    if (ENGLISH_STOP_WORDS.has(task) || PROSE.has(task)) continue
    // "just" is an English word too ("just use pnpm"): its task is a recipe's short or usual name.
    if (runner === 'just' && !/^[a-z]{1,2}$|[-:_.]/.test(task) && !RECIPES.has(task)) continue
    const into = REFUSED_BEFORE.test(lower.slice(0, m.index).split(CLAUSE_START).pop()!) ? refused : named
    if (!into.has(runner)) into.set(runner, new Set())
    into.get(runner)!.add(task)
  }
  return { named, refused }
}

/** A task as the text wrote it: "npm test" where it did not write "npm run test". */
const asTyped = (text: string, runner: string, task: string) =>
  runner === 'npm run' && !text.toLowerCase().includes(`npm run ${task}`) && new RegExp(String.raw`(?<![\w-])npm\s+${task}(?![\w:-])`, 'i').test(text) ? `npm ${task}` : `${runner} ${task}`

/**
 * The user's tasks and the judgment's, when the judgment gives a runner a task the user gave it no
 * word of, or one the user turned away from ("Build with bun run build" after "to build use bun run
 * compile, not bun run build").
 */
export function swapsCommand(judgment: string, said: string): { from: string[]; to: string[] } | undefined {
  const theirs = tasksOf(said)
  for (const [runner, tasks] of tasksOf(judgment).named) {
    const given = theirs.named.get(runner)
    if (!given) continue
    const unsaid = [...tasks].filter((t) => !given.has(t))
    const other = [...given].filter((t) => !tasks.has(t))
    if (unsaid.length && other.length) return { from: other.map((t) => asTyped(said, runner, t)), to: unsaid.map((t) => asTyped(judgment, runner, t)) }
  }
  return undefined
}
