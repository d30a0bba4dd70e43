// The draw of the nineteenth grounding set (issue 19, helper ground38 of session 38), split by hash
// into tune and holdout. Like the fifteenth's to eighteenth's (bench/grounding-eighteenth-draw.mjs), its
// source is the agent instruction files people wrote for their own public repositories (CLAUDE.md,
// AGENTS.md, GEMINI.md, .github/copilot-instructions.md, .cursorrules, .windsurfrules, and the files of a
// .cursor/rules/ folder), from 21 other repositories under a permissive licence (MIT or Apache-2.0): none
// of the fifteenth's to eighteenth's draws, none named anywhere in this repository before this set. FILES
// lists every such file (regular files, not symlinks) at the commit of the snapshot that was read, with
// the repository's licence. Node built-ins only; it reads no gate, no matcher, no score.
//
// The rule is the eighteenth's (bench/agent-file-draw.mjs with frontMatter and zhBigrams), with two
// changes: the seed is "ground38-nineteenth\0", and the exclusion also reads the eighteenth set. A line
// of a listed file may be drawn when it is a whole item (a list item or a one-line paragraph, not
// continued on the next line), outside code fences and a leading front matter block, not a heading,
// table row, HTML line or a line ending in ':', cleaned (list marker, a leading ✅ / ❌ and '**'
// removed), 25–140 characters long, with a rule word (RULE or RULE_ZH); no line, `after` line, written
// line, agent file line, user message or judgment of the eighteen earlier sets, nor a user message or
// judgment of the other labelled sets (OTHER below); a text seen twice drawn once. Lines are ordered by
// sha256("ground38-nineteenth\0" + repo + "\0" + path + "\0" + line); at most two lines per file and ten
// per repository; a near-copy (word Jaccard ≥ 0.6, or CJK character-bigram Jaccard ≥ 0.6) of an earlier
// text or of a line drawn before it is skipped. An earlier set is read only for this exclusion, never
// printed.
//
// The files are read with `git show <commit>:<path>` from a clone of each repository at
// $AGENT_FILES_MIRROR/<owner>+<name>/repo (default /work/.mirror, where the snapshots were fetched).
// Usage:
//   node bench/grounding-nineteenth-draw.mjs [count]   → prints `rank<TAB>repo:path<TAB>line` in draw order
import { fileURLToPath } from 'node:url'
import { drawAgentFileLines, printAgentFileDraw } from './agent-file-draw.mjs'

/** [repository, path, commit, licence] of every file the draw read. */
export const FILES = [
  ['web-infra-dev/rspack', 'AGENTS.md', 'b89cf5d99e6002c8482abf71286855a2e80f5da9', 'MIT'],
  ['web-infra-dev/rspack', 'packages/create-rspack/template-common/AGENTS.md', 'b89cf5d99e6002c8482abf71286855a2e80f5da9', 'MIT'],
  ['web-infra-dev/rspack', 'packages/create-rspack/template-rstest/AGENTS.md', 'b89cf5d99e6002c8482abf71286855a2e80f5da9', 'MIT'],
  ['electron/electron', '.github/copilot-instructions.md', '96f3996d8d3ce6e2fcfb86326fc4b953b53936fb', 'MIT'],
  ['electron/electron', 'CLAUDE.md', '96f3996d8d3ce6e2fcfb86326fc4b953b53936fb', 'MIT'],
  ['electron/electron', 'docs/CLAUDE.md', '96f3996d8d3ce6e2fcfb86326fc4b953b53936fb', 'MIT'],
  ['iflytek/astron-agent', 'core/agent/CLAUDE.md', 'd0f978e2e0db54c65d7d0b86ccfd0f3427cd23e2', 'Apache-2.0'],
  ['router-for-me/CLIProxyAPI', 'AGENTS.md', 'a7e3596b7e351d800e58ed29529fbca3d1c18737', 'MIT'],
  ['router-for-me/CLIProxyAPI', 'CLAUDE.md', 'a7e3596b7e351d800e58ed29529fbca3d1c18737', 'MIT'],
  ['apache/opendal', 'AGENTS.md', '68a76e499f57fbf707de0bee9b33e47721c45eb6', 'Apache-2.0'],
  ['dotnet/msbuild', 'AGENTS.md', '05f089128b4b06b2c6a489a0602c18a53b18de38', 'MIT'],
  ['dotnet/msbuild', 'eng/common/AGENTS.md', '05f089128b4b06b2c6a489a0602c18a53b18de38', 'MIT'],
  ['dotnet/msbuild', 'src/MSBuildTaskHost/AGENTS.md', '05f089128b4b06b2c6a489a0602c18a53b18de38', 'MIT'],
  ['web-infra-dev/rslib', '.github/copilot-instructions.md', '431665e6aade91ed589a9ebfe31d2f9d8dda6f67', 'MIT'],
  ['web-infra-dev/rslib', 'AGENTS.md', '431665e6aade91ed589a9ebfe31d2f9d8dda6f67', 'MIT'],
  ['web-infra-dev/rslib', 'packages/create-rslib/AGENTS.md', '431665e6aade91ed589a9ebfe31d2f9d8dda6f67', 'MIT'],
  ['web-infra-dev/rslib', 'packages/create-rslib/template-common/AGENTS.md', '431665e6aade91ed589a9ebfe31d2f9d8dda6f67', 'MIT'],
  ['web-infra-dev/rslib', 'packages/create-rslib/template-rspress/AGENTS.md', '431665e6aade91ed589a9ebfe31d2f9d8dda6f67', 'MIT'],
  ['web-infra-dev/rslib', 'packages/create-rslib/template-storybook/AGENTS.md', '431665e6aade91ed589a9ebfe31d2f9d8dda6f67', 'MIT'],
  ['web-infra-dev/rsdoctor', 'AGENTS.md', '69959890cb6b506f86293dfbc6b53c5a48182908', 'MIT'],
  ['web-infra-dev/rstest', 'AGENTS.md', '8a2dd9d5e1b719155b6577c7e502ba96f9e11328', 'MIT'],
  ['web-infra-dev/rstest', 'packages/adapter-rsbuild/AGENTS.md', '8a2dd9d5e1b719155b6577c7e502ba96f9e11328', 'MIT'],
  ['web-infra-dev/rstest', 'packages/adapter-rslib/AGENTS.md', '8a2dd9d5e1b719155b6577c7e502ba96f9e11328', 'MIT'],
  ['web-infra-dev/rstest', 'packages/adapter-rspack/AGENTS.md', '8a2dd9d5e1b719155b6577c7e502ba96f9e11328', 'MIT'],
  ['web-infra-dev/rstest', 'packages/browser-react/AGENTS.md', '8a2dd9d5e1b719155b6577c7e502ba96f9e11328', 'MIT'],
  ['web-infra-dev/rstest', 'packages/browser-ui/AGENTS.md', '8a2dd9d5e1b719155b6577c7e502ba96f9e11328', 'MIT'],
  ['web-infra-dev/rstest', 'packages/browser/AGENTS.md', '8a2dd9d5e1b719155b6577c7e502ba96f9e11328', 'MIT'],
  ['web-infra-dev/rstest', 'packages/core/AGENTS.md', '8a2dd9d5e1b719155b6577c7e502ba96f9e11328', 'MIT'],
  ['web-infra-dev/rstest', 'packages/core/src/coverage/AGENTS.md', '8a2dd9d5e1b719155b6577c7e502ba96f9e11328', 'MIT'],
  ['web-infra-dev/rstest', 'packages/core/src/pool/AGENTS.md', '8a2dd9d5e1b719155b6577c7e502ba96f9e11328', 'MIT'],
  ['web-infra-dev/rstest', 'packages/coverage-istanbul/AGENTS.md', '8a2dd9d5e1b719155b6577c7e502ba96f9e11328', 'MIT'],
  ['web-infra-dev/rstest', 'packages/playwright/AGENTS.md', '8a2dd9d5e1b719155b6577c7e502ba96f9e11328', 'MIT'],
  ['web-infra-dev/rstest', 'packages/vscode/AGENTS.md', '8a2dd9d5e1b719155b6577c7e502ba96f9e11328', 'MIT'],
  ['web-infra-dev/rstest', 'website/AGENTS.md', '8a2dd9d5e1b719155b6577c7e502ba96f9e11328', 'MIT'],
  ['dataelement/bisheng', 'AGENTS.md', '0172fb2846a52458f29affe9c23073fd1653da76', 'Apache-2.0'],
  ['dataelement/bisheng', 'src/backend/AGENTS.md', '0172fb2846a52458f29affe9c23073fd1653da76', 'Apache-2.0'],
  ['dataelement/bisheng', 'src/backend/bisheng/core/database/alembic/AGENTS.md', '0172fb2846a52458f29affe9c23073fd1653da76', 'Apache-2.0'],
  ['dataelement/bisheng', 'src/backend/scripts/AGENTS.md', '0172fb2846a52458f29affe9c23073fd1653da76', 'Apache-2.0'],
  ['dataelement/bisheng', 'src/frontend/client/AGENTS.md', '0172fb2846a52458f29affe9c23073fd1653da76', 'Apache-2.0'],
  ['dataelement/bisheng', 'src/frontend/platform/AGENTS.md', '0172fb2846a52458f29affe9c23073fd1653da76', 'Apache-2.0'],
  ['matrixorigin/matrixone', '.github/copilot-instructions.md', '7c27538f5a3d5aab816c845b5fd0ab0ef07eb69e', 'Apache-2.0'],
  ['zevwings/workflow.rs', '.cursorrules', '6005548e00b29058bdc116866c4233dfd2c7d7d4', 'MIT'],
  ['GeminiProjects/quizgen', '.cursor/rules/database.mdc', '35aaa1560f81b3973f3902506aae898c9ca30635', 'MIT'],
  ['GeminiProjects/quizgen', '.cursor/rules/general.mdc', '35aaa1560f81b3973f3902506aae898c9ca30635', 'MIT'],
  ['GeminiProjects/quizgen', '.cursor/rules/react-components.mdc', '35aaa1560f81b3973f3902506aae898c9ca30635', 'MIT'],
  ['GeminiProjects/quizgen', '.cursor/rules/server-actions.mdc', '35aaa1560f81b3973f3902506aae898c9ca30635', 'MIT'],
  ['GeminiProjects/quizgen', '.cursor/rules/types.mdc', '35aaa1560f81b3973f3902506aae898c9ca30635', 'MIT'],
  ['GeminiProjects/quizgen', '.cursor/rules/ui-patterns.mdc', '35aaa1560f81b3973f3902506aae898c9ca30635', 'MIT'],
  ['GeminiProjects/quizgen', 'CLAUDE.md', '35aaa1560f81b3973f3902506aae898c9ca30635', 'MIT'],
  ['apache/iceberg-rust', '.github/copilot-instructions.md', 'e03179f2f5a18c04e7f4ab0c39e3a73c7cf290bf', 'Apache-2.0'],
  ['apache/iceberg-rust', 'AGENTS.md', 'e03179f2f5a18c04e7f4ab0c39e3a73c7cf290bf', 'Apache-2.0'],
  ['apache/fory', 'AGENTS.md', 'c8bf23342ba33d8257f350ffdc2b220b8cc55291', 'Apache-2.0'],
  ['tursodatabase/turso', 'AGENTS.md', '9e8a19aeb52ca508cbfad17a6d81fd0cd8e08143', 'MIT'],
  ['getzep/graphiti', 'AGENTS.md', '993e081a6d7948a0d8851c12a5fbdbeb49fed862', 'Apache-2.0'],
  ['getzep/graphiti', 'CLAUDE.md', '993e081a6d7948a0d8851c12a5fbdbeb49fed862', 'Apache-2.0'],
  ['microsoft/TypeAgent', '.github/copilot-instructions.md', '67d94d194e7776eaa6504a96994c20df34a58e2f', 'MIT'],
  ['microsoft/TypeAgent', 'dotnet/autoShell/.github/copilot-instructions.md', '67d94d194e7776eaa6504a96994c20df34a58e2f', 'MIT'],
  ['microsoft/TypeAgent', 'ts/CLAUDE.md', '67d94d194e7776eaa6504a96994c20df34a58e2f', 'MIT'],
  ['microsoft/TypeAgent', 'ts/examples/planValidationDemo/CLAUDE.md', '67d94d194e7776eaa6504a96994c20df34a58e2f', 'MIT'],
  ['microsoft/TypeAgent', 'ts/packages/agents/onboarding/AGENTS.md', '67d94d194e7776eaa6504a96994c20df34a58e2f', 'MIT'],
  ['microsoft/TypeAgent', 'ts/packages/agents/powershell/CLAUDE.md', '67d94d194e7776eaa6504a96994c20df34a58e2f', 'MIT'],
  ['microsoft/TypeAgent', 'ts/packages/agents/taskflow/CLAUDE.md', '67d94d194e7776eaa6504a96994c20df34a58e2f', 'MIT'],
  ['microsoft/TypeAgent', 'ts/packages/typeagent-core/AGENTS.md', '67d94d194e7776eaa6504a96994c20df34a58e2f', 'MIT'],
  ['microsoft/TypeAgent', 'ts/packages/typeagent-studio/AGENTS.md', '67d94d194e7776eaa6504a96994c20df34a58e2f', 'MIT'],
  ['vercel/streamdown', '.cursor/rules/ultracite.mdc', '57c3089978ea11b1a5bfd35dbb8d85a381735072', 'Apache-2.0'],
  ['vercel/streamdown', 'apps/website/.claude/CLAUDE.md', '57c3089978ea11b1a5bfd35dbb8d85a381735072', 'Apache-2.0'],
  ['vercel/streamdown', 'apps/website/.cursor/.cursor/rules/documentation.mdc', '57c3089978ea11b1a5bfd35dbb8d85a381735072', 'Apache-2.0'],
  ['vercel/streamdown', 'apps/website/.cursor/.cursor/rules/ultracite.mdc', '57c3089978ea11b1a5bfd35dbb8d85a381735072', 'Apache-2.0'],
  ['vercel/streamdown', 'apps/website/.cursor/rules/ultracite.mdc', '57c3089978ea11b1a5bfd35dbb8d85a381735072', 'Apache-2.0'],
  ['openai/openai-ruby', 'AGENTS.md', 'edfb30b2973d68b4a19ce3f86f1de7313f730702', 'Apache-2.0'],
  ['microsoft/RD-Agent', 'rdagent/scenarios/rl/autorl_bench/agents/claude/AGENTS.md', '471eb30d1ec03f35631c532c58a52ce75d684037', 'MIT'],
  ['microsoft/RD-Agent', 'rdagent/scenarios/rl/autorl_bench/agents/codex/AGENTS.md', '471eb30d1ec03f35631c532c58a52ce75d684037', 'MIT'],
  ['microsoft/RD-Agent', 'rdagent/scenarios/rl/autorl_bench/agents/gemini/AGENTS.md', '471eb30d1ec03f35631c532c58a52ce75d684037', 'MIT'],
]

export const SEED = 'ground38-nineteenth\u0000'
const EARLIER = ['', '-fresh', '-third', '-fourth', '-fifth', '-sixth', '-seventh', '-eighth', '-ninth', '-tenth', '-eleventh', '-twelfth', '-thirteenth', '-fourteenth', '-fifteenth', '-sixteenth', '-seventeenth', '-eighteenth']
/** The other labelled sets of the repository, whose user messages and judgments are excluded too. */
const OTHER = ['chat-grounding.jsonl', 'grounding-pairs.jsonl', 'chat-probes.jsonl', 'chat-transcripts.jsonl', 'chat-transcripts-2.jsonl', 'asked-refusals.jsonl']

/** The drawn lines in order: { repo, path, commit, licence, line }. */
export const drawNineteenth = () => drawAgentFileLines({ seed: SEED, files: FILES, earlier: EARLIER, other: OTHER, frontMatter: true, zhBigrams: true })

if (process.argv[1] === fileURLToPath(import.meta.url)) printAgentFileDraw(drawNineteenth())
