// The draw of the twenty-third grounding set (issue 19, helper ground42 of session 42), split by hash
// into tune and holdout like the nineteenth to twenty-second. Like the fifteenth's to twenty-second's
// (bench/grounding-twentysecond-draw.mjs), its source is the agent instruction files people wrote for
// their own public repositories (CLAUDE.md, AGENTS.md, GEMINI.md, .github/copilot-instructions.md,
// .cursorrules, .windsurfrules, and the files of a .cursor/rules/ folder), from 20 other repositories
// under a permissive licence (MIT, Apache-2.0, or MIT OR Apache-2.0): none of the fifteenth's to
// twenty-second's draws, none named anywhere in this repository before this set. FILES lists every such
// file (regular files, not symlinks) at the commit of the snapshot that was read, with the repository's
// licence — but for files left out by hand: agent skills copied into mrLeelin/ClaudeCodeConfig
// (skills/vercel-*/AGENTS.md, three files) and Max-Loo/multi-chat (.agents/skills/vercel-*/AGENTS.md, two
// files) from another project, whose words are not those repositories', and the translations of
// affaan-m/everything-claude-code into Japanese, Korean, Portuguese and Turkish (docs/ja-JP, ko-KR,
// pt-BR, tr; eight files), languages this set does not use (its English files and its docs/zh-CN
// translation are listed). Node built-ins only; it reads no gate, no matcher, no score.
//
// The rule is the twenty-second's (bench/agent-file-draw.mjs with frontMatter and zhBigrams), with two
// changes: the seed is "ground42-twentythird\0", and the exclusion also reads the twenty-second set. A
// line of a listed file may be drawn when it is a whole item (a list item or a one-line paragraph, not
// continued on the next line), outside code fences and a leading front matter block, not a heading,
// table row, HTML line or a line ending in ':', cleaned (list marker, a leading ✅ / ❌ and '**'
// removed), 25–140 characters long, with a rule word (RULE or RULE_ZH); no line, `after` line, written
// line, agent file line, user message or judgment of the twenty-two earlier sets, nor a user message or
// judgment of the other labelled sets (OTHER below); a text seen twice drawn once. Lines are ordered by
// sha256("ground42-twentythird\0" + repo + "\0" + path + "\0" + line); at most two lines per file and ten
// per repository; a near-copy (word Jaccard ≥ 0.6, or CJK character-bigram Jaccard ≥ 0.6) of an earlier
// text or of a line drawn before it is skipped. An earlier set is read only for this exclusion, never
// printed.
//
// The files are read with `git show <commit>:<path>` from a clone of each repository at
// $AGENT_FILES_MIRROR/<owner>+<name>/repo (default /work/.mirror, where the snapshots were fetched).
// Usage:
//   node bench/grounding-twentythird-draw.mjs [count]   → prints `rank<TAB>repo:path<TAB>line` in draw order
import { fileURLToPath } from 'node:url'
import { drawAgentFileLines, printAgentFileDraw } from './agent-file-draw.mjs'

/** [repository, path, commit, licence] of every file the draw read. */
export const FILES = [
  ['xpzouying/xiaohongshu-mcp', 'CLAUDE.md', '6fb866a7db4e3dcce8dc00a0dde07370f3b12946', 'Apache-2.0'],
  ['Bacon-123/LittleCrawler', '.github/copilot-instructions.md', '1fe8793b116ca29f18adeb51ad3e27664dbfefb6', 'MIT'],
  ['Bacon-123/LittleCrawler', 'CLAUDE.md', '1fe8793b116ca29f18adeb51ad3e27664dbfefb6', 'MIT'],
  ['mrLeelin/ClaudeCodeConfig', 'CLAUDE.md', '12ac73e1966f930151d23cd2d5a4a25220ee35a8', 'MIT'],
  ['affaan-m/everything-claude-code', '.codex/AGENTS.md', 'c40b6c0cf5968f606ff0d45071a0495b015d0ff5', 'MIT'],
  ['affaan-m/everything-claude-code', '.cursor/rules/common-agents.md', 'c40b6c0cf5968f606ff0d45071a0495b015d0ff5', 'MIT'],
  ['affaan-m/everything-claude-code', '.cursor/rules/common-coding-style.md', 'c40b6c0cf5968f606ff0d45071a0495b015d0ff5', 'MIT'],
  ['affaan-m/everything-claude-code', '.cursor/rules/common-development-workflow.md', 'c40b6c0cf5968f606ff0d45071a0495b015d0ff5', 'MIT'],
  ['affaan-m/everything-claude-code', '.cursor/rules/common-git-workflow.md', 'c40b6c0cf5968f606ff0d45071a0495b015d0ff5', 'MIT'],
  ['affaan-m/everything-claude-code', '.cursor/rules/common-hooks.md', 'c40b6c0cf5968f606ff0d45071a0495b015d0ff5', 'MIT'],
  ['affaan-m/everything-claude-code', '.cursor/rules/common-patterns.md', 'c40b6c0cf5968f606ff0d45071a0495b015d0ff5', 'MIT'],
  ['affaan-m/everything-claude-code', '.cursor/rules/common-performance.md', 'c40b6c0cf5968f606ff0d45071a0495b015d0ff5', 'MIT'],
  ['affaan-m/everything-claude-code', '.cursor/rules/common-security.md', 'c40b6c0cf5968f606ff0d45071a0495b015d0ff5', 'MIT'],
  ['affaan-m/everything-claude-code', '.cursor/rules/common-testing.md', 'c40b6c0cf5968f606ff0d45071a0495b015d0ff5', 'MIT'],
  ['affaan-m/everything-claude-code', '.cursor/rules/golang-coding-style.md', 'c40b6c0cf5968f606ff0d45071a0495b015d0ff5', 'MIT'],
  ['affaan-m/everything-claude-code', '.cursor/rules/golang-hooks.md', 'c40b6c0cf5968f606ff0d45071a0495b015d0ff5', 'MIT'],
  ['affaan-m/everything-claude-code', '.cursor/rules/golang-patterns.md', 'c40b6c0cf5968f606ff0d45071a0495b015d0ff5', 'MIT'],
  ['affaan-m/everything-claude-code', '.cursor/rules/golang-security.md', 'c40b6c0cf5968f606ff0d45071a0495b015d0ff5', 'MIT'],
  ['affaan-m/everything-claude-code', '.cursor/rules/golang-testing.md', 'c40b6c0cf5968f606ff0d45071a0495b015d0ff5', 'MIT'],
  ['affaan-m/everything-claude-code', '.cursor/rules/kotlin-coding-style.md', 'c40b6c0cf5968f606ff0d45071a0495b015d0ff5', 'MIT'],
  ['affaan-m/everything-claude-code', '.cursor/rules/kotlin-hooks.md', 'c40b6c0cf5968f606ff0d45071a0495b015d0ff5', 'MIT'],
  ['affaan-m/everything-claude-code', '.cursor/rules/kotlin-patterns.md', 'c40b6c0cf5968f606ff0d45071a0495b015d0ff5', 'MIT'],
  ['affaan-m/everything-claude-code', '.cursor/rules/kotlin-security.md', 'c40b6c0cf5968f606ff0d45071a0495b015d0ff5', 'MIT'],
  ['affaan-m/everything-claude-code', '.cursor/rules/kotlin-testing.md', 'c40b6c0cf5968f606ff0d45071a0495b015d0ff5', 'MIT'],
  ['affaan-m/everything-claude-code', '.cursor/rules/php-coding-style.md', 'c40b6c0cf5968f606ff0d45071a0495b015d0ff5', 'MIT'],
  ['affaan-m/everything-claude-code', '.cursor/rules/php-hooks.md', 'c40b6c0cf5968f606ff0d45071a0495b015d0ff5', 'MIT'],
  ['affaan-m/everything-claude-code', '.cursor/rules/php-patterns.md', 'c40b6c0cf5968f606ff0d45071a0495b015d0ff5', 'MIT'],
  ['affaan-m/everything-claude-code', '.cursor/rules/php-security.md', 'c40b6c0cf5968f606ff0d45071a0495b015d0ff5', 'MIT'],
  ['affaan-m/everything-claude-code', '.cursor/rules/php-testing.md', 'c40b6c0cf5968f606ff0d45071a0495b015d0ff5', 'MIT'],
  ['affaan-m/everything-claude-code', '.cursor/rules/python-coding-style.md', 'c40b6c0cf5968f606ff0d45071a0495b015d0ff5', 'MIT'],
  ['affaan-m/everything-claude-code', '.cursor/rules/python-hooks.md', 'c40b6c0cf5968f606ff0d45071a0495b015d0ff5', 'MIT'],
  ['affaan-m/everything-claude-code', '.cursor/rules/python-patterns.md', 'c40b6c0cf5968f606ff0d45071a0495b015d0ff5', 'MIT'],
  ['affaan-m/everything-claude-code', '.cursor/rules/python-security.md', 'c40b6c0cf5968f606ff0d45071a0495b015d0ff5', 'MIT'],
  ['affaan-m/everything-claude-code', '.cursor/rules/python-testing.md', 'c40b6c0cf5968f606ff0d45071a0495b015d0ff5', 'MIT'],
  ['affaan-m/everything-claude-code', '.cursor/rules/swift-coding-style.md', 'c40b6c0cf5968f606ff0d45071a0495b015d0ff5', 'MIT'],
  ['affaan-m/everything-claude-code', '.cursor/rules/swift-hooks.md', 'c40b6c0cf5968f606ff0d45071a0495b015d0ff5', 'MIT'],
  ['affaan-m/everything-claude-code', '.cursor/rules/swift-patterns.md', 'c40b6c0cf5968f606ff0d45071a0495b015d0ff5', 'MIT'],
  ['affaan-m/everything-claude-code', '.cursor/rules/swift-security.md', 'c40b6c0cf5968f606ff0d45071a0495b015d0ff5', 'MIT'],
  ['affaan-m/everything-claude-code', '.cursor/rules/swift-testing.md', 'c40b6c0cf5968f606ff0d45071a0495b015d0ff5', 'MIT'],
  ['affaan-m/everything-claude-code', '.cursor/rules/typescript-coding-style.md', 'c40b6c0cf5968f606ff0d45071a0495b015d0ff5', 'MIT'],
  ['affaan-m/everything-claude-code', '.cursor/rules/typescript-hooks.md', 'c40b6c0cf5968f606ff0d45071a0495b015d0ff5', 'MIT'],
  ['affaan-m/everything-claude-code', '.cursor/rules/typescript-patterns.md', 'c40b6c0cf5968f606ff0d45071a0495b015d0ff5', 'MIT'],
  ['affaan-m/everything-claude-code', '.cursor/rules/typescript-security.md', 'c40b6c0cf5968f606ff0d45071a0495b015d0ff5', 'MIT'],
  ['affaan-m/everything-claude-code', '.cursor/rules/typescript-testing.md', 'c40b6c0cf5968f606ff0d45071a0495b015d0ff5', 'MIT'],
  ['affaan-m/everything-claude-code', '.gemini/GEMINI.md', 'c40b6c0cf5968f606ff0d45071a0495b015d0ff5', 'MIT'],
  ['affaan-m/everything-claude-code', '.github/copilot-instructions.md', 'c40b6c0cf5968f606ff0d45071a0495b015d0ff5', 'MIT'],
  ['affaan-m/everything-claude-code', 'AGENTS.md', 'c40b6c0cf5968f606ff0d45071a0495b015d0ff5', 'MIT'],
  ['affaan-m/everything-claude-code', 'CLAUDE.md', 'c40b6c0cf5968f606ff0d45071a0495b015d0ff5', 'MIT'],
  ['affaan-m/everything-claude-code', 'docs/zh-CN/AGENTS.md', 'c40b6c0cf5968f606ff0d45071a0495b015d0ff5', 'MIT'],
  ['affaan-m/everything-claude-code', 'docs/zh-CN/CLAUDE.md', 'c40b6c0cf5968f606ff0d45071a0495b015d0ff5', 'MIT'],
  ['affaan-m/everything-claude-code', 'docs/zh-CN/examples/CLAUDE.md', 'c40b6c0cf5968f606ff0d45071a0495b015d0ff5', 'MIT'],
  ['affaan-m/everything-claude-code', 'examples/CLAUDE.md', 'c40b6c0cf5968f606ff0d45071a0495b015d0ff5', 'MIT'],
  ['volcengine/veadk-python', 'AGENTS.md', '9eec0c8f95587e10e1f51018245201adb5d4297a', 'Apache-2.0'],
  ['canxin121/opencode-studio', 'AGENTS.md', 'c4f44facd2c94963275762e8ed0aa436370494f5', 'MIT'],
  ['canxin121/opencode-studio', 'docs/i18n/zh-CN/AGENTS.md', 'c4f44facd2c94963275762e8ed0aa436370494f5', 'MIT'],
  ['woniuxia/LazyCat', 'AGENTS.md', '36d4dba7bb6afc15fb7a4f752a19341113573db4', 'MIT'],
  ['Max-Loo/multi-chat', 'AGENTS.md', '64867187f8f0f17f833f582bf95d015db8541088', 'MIT'],
  ['GRAMMAC1/LLM-CHAT', 'AGENTS.md', 'c63bf7b0b9eee20cbe612e705c628baa4d834a5c', 'MIT'],
  ['JuctTr/investment-research', 'AGENTS.md', '35c1c5b0be9a2849ded209fbb11980b47eb09265', 'MIT'],
  ['atompilot/qmt-bridge', 'CLAUDE.md', '77f1f3949a75d76eabf7af2e22d7a5639986bf9d', 'MIT'],
  ['ciffelia/sqlpt', 'CLAUDE.md', 'd61a8d99f3cad5f10e34a2471cab44e7b1c0b793', 'MIT OR Apache-2.0'],
  ['steveyegge/beads', '.github/copilot-instructions.md', 'fbcee6c6246c874ed98a129d9c1ac22127d8c585', 'MIT'],
  ['steveyegge/beads', 'AGENTS.md', 'fbcee6c6246c874ed98a129d9c1ac22127d8c585', 'MIT'],
  ['steveyegge/beads', 'CLAUDE.md', 'fbcee6c6246c874ed98a129d9c1ac22127d8c585', 'MIT'],
  ['steveyegge/beads', 'cmd/bd/AGENTS.md', 'fbcee6c6246c874ed98a129d9c1ac22127d8c585', 'MIT'],
  ['steveyegge/beads', 'docs/CLAUDE.md', 'fbcee6c6246c874ed98a129d9c1ac22127d8c585', 'MIT'],
  ['steveyegge/beads', 'plugins/beads/skills/beads/CLAUDE.md', 'fbcee6c6246c874ed98a129d9c1ac22127d8c585', 'MIT'],
  ['steveyegge/beads', 'plugins/beads/skills/beads/resources/AGENTS.md', 'fbcee6c6246c874ed98a129d9c1ac22127d8c585', 'MIT'],
  ['coder/claudecode.nvim', 'AGENTS.md', '2390c6e45c4789072c293ac69de051d169668b29', 'MIT'],
  ['coder/claudecode.nvim', 'CLAUDE.md', '2390c6e45c4789072c293ac69de051d169668b29', 'MIT'],
  ['badlogic/pi-mono', 'AGENTS.md', '83378aad7e74a0e2bb8f37c007a9685fb4609d8a', 'MIT'],
  ['humanlayer/humanlayer', '.github/workflows/CLAUDE.md', '99abe673498cf8bdcd5f989aebe9406a27185b3b', 'Apache-2.0'],
  ['humanlayer/humanlayer', 'CLAUDE.md', '99abe673498cf8bdcd5f989aebe9406a27185b3b', 'Apache-2.0'],
  ['humanlayer/humanlayer', 'apps/daemon/CLAUDE.md', '99abe673498cf8bdcd5f989aebe9406a27185b3b', 'Apache-2.0'],
  ['humanlayer/humanlayer', 'apps/react/CLAUDE.md', '99abe673498cf8bdcd5f989aebe9406a27185b3b', 'Apache-2.0'],
  ['humanlayer/humanlayer', 'hld/CLAUDE.md', '99abe673498cf8bdcd5f989aebe9406a27185b3b', 'Apache-2.0'],
  ['humanlayer/humanlayer', 'humanlayer-wui/CLAUDE.md', '99abe673498cf8bdcd5f989aebe9406a27185b3b', 'Apache-2.0'],
  ['humanlayer/humanlayer', 'packages/contracts/CLAUDE.md', '99abe673498cf8bdcd5f989aebe9406a27185b3b', 'Apache-2.0'],
  ['humanlayer/humanlayer', 'packages/database/CLAUDE.md', '99abe673498cf8bdcd5f989aebe9406a27185b3b', 'Apache-2.0'],
  ['humanlayer/humanlayer', 'scripts/CLAUDE.md', '99abe673498cf8bdcd5f989aebe9406a27185b3b', 'Apache-2.0'],
  ['sst/opentui', 'AGENTS.md', '17d7079cd43d0b283ad6afac2cbd729511e130e4', 'MIT'],
  ['ast-grep/ast-grep', '.github/copilot-instructions.md', 'e8c70a7c7a6f8b73827e507b65201da8cea0ab79', 'MIT'],
  ['ratatui/ratatui', '.github/copilot-instructions.md', '527e1df9296e4b6d56dc665788ce558558b480c6', 'MIT'],
  ['tobi/try', 'AGENTS.md', '08ca3e7abc5e0015c9af38d9a2ff65d4fc3c3950', 'MIT'],
]

export const SEED = 'ground42-twentythird\u0000'
const EARLIER = ['', '-fresh', '-third', '-fourth', '-fifth', '-sixth', '-seventh', '-eighth', '-ninth', '-tenth', '-eleventh', '-twelfth', '-thirteenth', '-fourteenth', '-fifteenth', '-sixteenth', '-seventeenth', '-eighteenth', '-nineteenth', '-twentieth', '-twentyfirst', '-twentysecond']
/** The other labelled sets of the repository, whose user messages and judgments are excluded too. */
const OTHER = ['chat-grounding.jsonl', 'grounding-pairs.jsonl', 'chat-probes.jsonl', 'chat-transcripts.jsonl', 'chat-transcripts-2.jsonl', 'asked-refusals.jsonl']

/** The drawn lines in order: { repo, path, commit, licence, line }. */
export const drawTwentythird = () => drawAgentFileLines({ seed: SEED, files: FILES, earlier: EARLIER, other: OTHER, frontMatter: true, zhBigrams: true })

if (process.argv[1] === fileURLToPath(import.meta.url)) printAgentFileDraw(drawTwentythird())
