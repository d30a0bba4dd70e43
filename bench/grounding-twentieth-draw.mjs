// The draw of the twentieth grounding set (issue 19, helper ground39 of session 39), split by hash
// into tune and holdout like the nineteenth. Like the fifteenth's to nineteenth's
// (bench/grounding-nineteenth-draw.mjs), its source is the agent instruction files people wrote for their
// own public repositories (CLAUDE.md, AGENTS.md, GEMINI.md, .github/copilot-instructions.md, .cursorrules,
// .windsurfrules, and the files of a .cursor/rules/ folder), from 25 other repositories under a permissive
// licence (MIT or Apache-2.0): none of the fifteenth's to nineteenth's draws, none named anywhere in this
// repository before this set. FILES lists every such file (regular files, not symlinks) at the commit of
// the snapshot that was read, with the repository's licence. Node built-ins only; it reads no gate, no
// matcher, no score.
//
// The rule is the nineteenth's (bench/agent-file-draw.mjs with frontMatter and zhBigrams), with two
// changes: the seed is "ground39-twentieth\0", and the exclusion also reads the nineteenth set. A line
// of a listed file may be drawn when it is a whole item (a list item or a one-line paragraph, not
// continued on the next line), outside code fences and a leading front matter block, not a heading,
// table row, HTML line or a line ending in ':', cleaned (list marker, a leading ✅ / ❌ and '**'
// removed), 25–140 characters long, with a rule word (RULE or RULE_ZH); no line, `after` line, written
// line, agent file line, user message or judgment of the nineteen earlier sets, nor a user message or
// judgment of the other labelled sets (OTHER below); a text seen twice drawn once. Lines are ordered by
// sha256("ground39-twentieth\0" + repo + "\0" + path + "\0" + line); at most two lines per file and ten
// per repository; a near-copy (word Jaccard ≥ 0.6, or CJK character-bigram Jaccard ≥ 0.6) of an earlier
// text or of a line drawn before it is skipped. An earlier set is read only for this exclusion, never
// printed.
//
// The files are read with `git show <commit>:<path>` from a clone of each repository at
// $AGENT_FILES_MIRROR/<owner>+<name>/repo (default /work/.mirror, where the snapshots were fetched).
// Usage:
//   node bench/grounding-twentieth-draw.mjs [count]   → prints `rank<TAB>repo:path<TAB>line` in draw order
import { fileURLToPath } from 'node:url'
import { drawAgentFileLines, printAgentFileDraw } from './agent-file-draw.mjs'

/** [repository, path, commit, licence] of every file the draw read. */
export const FILES = [
  ['alibaba/arthas', 'AGENTS.md', 'a5ecd7a84a93da8761b396fae2eee95301b3d6ff', 'Apache-2.0'],
  ['alibaba/OpenSandbox', 'AGENTS.md', '4db3a993c6a7c5c6e0c7cbb202e307fe9582762f', 'Apache-2.0'],
  ['alibaba/OpenSandbox', 'CLAUDE.md', '4db3a993c6a7c5c6e0c7cbb202e307fe9582762f', 'Apache-2.0'],
  ['alibaba/OpenSandbox', 'cli/AGENTS.md', '4db3a993c6a7c5c6e0c7cbb202e307fe9582762f', 'Apache-2.0'],
  ['alibaba/OpenSandbox', 'kubernetes/AGENTS.md', '4db3a993c6a7c5c6e0c7cbb202e307fe9582762f', 'Apache-2.0'],
  ['alibaba/OpenSandbox', 'sdks/AGENTS.md', '4db3a993c6a7c5c6e0c7cbb202e307fe9582762f', 'Apache-2.0'],
  ['alibaba/OpenSandbox', 'server/AGENTS.md', '4db3a993c6a7c5c6e0c7cbb202e307fe9582762f', 'Apache-2.0'],
  ['alibaba/OpenSandbox', 'specs/AGENTS.md', '4db3a993c6a7c5c6e0c7cbb202e307fe9582762f', 'Apache-2.0'],
  ['marimo-team/marimo', '.github/copilot-instructions.md', '3955fdf90363be561e94fb0052dae4cee58a6a61', 'Apache-2.0'],
  ['marimo-team/marimo', 'AGENTS.md', '3955fdf90363be561e94fb0052dae4cee58a6a61', 'Apache-2.0'],
  ['marimo-team/marimo', 'CLAUDE.md', '3955fdf90363be561e94fb0052dae4cee58a6a61', 'Apache-2.0'],
  ['marimo-team/marimo', 'docs/_static/CLAUDE.md', '3955fdf90363be561e94fb0052dae4cee58a6a61', 'Apache-2.0'],
  ['marimo-team/marimo', 'frontend/AGENTS.md', '3955fdf90363be561e94fb0052dae4cee58a6a61', 'Apache-2.0'],
  ['marimo-team/marimo', 'marimo/AGENTS.md', '3955fdf90363be561e94fb0052dae4cee58a6a61', 'Apache-2.0'],
  ['marimo-team/marimo', 'packages/llm-info/AGENTS.md', '3955fdf90363be561e94fb0052dae4cee58a6a61', 'Apache-2.0'],
  ['nushell/nushell', 'AGENTS.md', '3e1172d43cabb34afb798dfc9d8724839e18fe85', 'MIT'],
  ['letta-ai/letta', 'AGENTS.md', '87fd37aab68c7bdd0d66fe63751553756f6af3e5', 'Apache-2.0'],
  ['deepset-ai/haystack', 'AGENTS.md', 'c7cb46c0f28ad1984f60e5d3e9404b124a221437', 'Apache-2.0'],
  ['deepset-ai/haystack', 'CLAUDE.md', 'c7cb46c0f28ad1984f60e5d3e9404b124a221437', 'Apache-2.0'],
  ['lancedb/lancedb', 'AGENTS.md', '45cd05347846bc2280103680e497e8fc0cdf480e', 'Apache-2.0'],
  ['lancedb/lancedb', 'nodejs/AGENTS.md', '45cd05347846bc2280103680e497e8fc0cdf480e', 'Apache-2.0'],
  ['lancedb/lancedb', 'python/AGENTS.md', '45cd05347846bc2280103680e497e8fc0cdf480e', 'Apache-2.0'],
  ['caddyserver/caddy', 'AGENTS.md', '0cf03d32f7d99cf160d5375e8a40fbe3d910d515', 'Apache-2.0'],
  ['cnpm/cnpmcore', '.github/copilot-instructions.md', '30877b2b50a8d1517c01bf7b7f330a95c12813ca', 'MIT'],
  ['cnpm/cnpmcore', 'CLAUDE.md', '30877b2b50a8d1517c01bf7b7f330a95c12813ca', 'MIT'],
  ['ceyewan/genesis', 'CLAUDE.md', 'a3ca94efe2210bb46ba6b49b23df92f2ba6ba8f4', 'MIT'],
  ['lishangbu/orange', '.github/instructions/copilot-instructions.md', '46d28c91cede3ab3d092be658a320f4e4ab97f69', 'MIT'],
  ['startvibe/create-tauri-app', 'CLAUDE.md', '36f9a3bf60dc52c0f14142ee3889ff9ffe450fcb', 'Apache-2.0'],
  ['startvibe/create-tauri-app', 'template/CLAUDE.md', '36f9a3bf60dc52c0f14142ee3889ff9ffe450fcb', 'Apache-2.0'],
  ['pig-mesh/pig', 'AGENTS.md', '33f42714e32fb403ee924a2b70bf80c14cc35b36', 'Apache-2.0'],
  ['dromara/liteflow', 'AGENTS.md', '48c1ae6a771cf39844dca52fc1e62791a65ceea9', 'Apache-2.0'],
  ['dromara/liteflow', 'CLAUDE.md', '48c1ae6a771cf39844dca52fc1e62791a65ceea9', 'Apache-2.0'],
  ['spring-projects/spring-ai', 'AGENTS.md', 'fd3fd6ec700340b90c3d516be57c6e6c87dd7df1', 'Apache-2.0'],
  ['spring-projects/spring-ai', 'CLAUDE.md', 'fd3fd6ec700340b90c3d516be57c6e6c87dd7df1', 'Apache-2.0'],
  ['dotnet/extensions', '.github/copilot-instructions.md', '5862342c9a100ca33f5d1f2bd58c511bde1e8f40', 'MIT'],
  ['SatoriTours/Daily', '.github/copilot-instructions.md', '67834453736696a6c8068b39d189f67e09d24009', 'Apache-2.0'],
  ['SatoriTours/Daily', 'CLAUDE.md', '67834453736696a6c8068b39d189f67e09d24009', 'Apache-2.0'],
  ['webpack/webpack', 'AGENTS.md', 'bc3e930f75e3f6ecbdf193a0dedf6067ea3a286b', 'MIT'],
  ['zeromicro/go-zero', '.github/copilot-instructions.md', '11f21098ddd95a58f801920fea4f0543d4d01586', 'MIT'],
  ['apolloconfig/apollo', 'AGENTS.md', 'b4ab0ea9fb6556a8c107705f84677cc28db8f41d', 'Apache-2.0'],
  ['cabinet-fe/proto', '.cursor/rules/proto.mdc', '51da40a9941be3f851188d7d6c1a4cfc16374479', 'MIT'],
  ['cabinet-fe/proto', 'AGENTS.md', '51da40a9941be3f851188d7d6c1a4cfc16374479', 'MIT'],
  ['user-no-found/ai-synergy', 'claude/CLAUDE.md', '81f84fa5af26b33be58ac08a9c9041af9f579ed7', 'MIT'],
  ['prometheus/prometheus', 'AGENTS.md', 'd15adb9ad7e5d9fbde3a9a8f30200593a5a14d86', 'Apache-2.0'],
  ['prometheus/prometheus', 'CLAUDE.md', 'd15adb9ad7e5d9fbde3a9a8f30200593a5a14d86', 'Apache-2.0'],
  ['explodinggradients/ragas', '.cursor/rules/docs-diataxis-guidelines.mdc', '3e28e9dec93897f47a98065be4c62f6d072a45a7', 'Apache-2.0'],
  ['explodinggradients/ragas', '.cursor/rules/docs-structure.mdc', '3e28e9dec93897f47a98065be4c62f6d072a45a7', 'Apache-2.0'],
  ['explodinggradients/ragas', '.cursor/rules/project-structure.mdc', '3e28e9dec93897f47a98065be4c62f6d072a45a7', 'Apache-2.0'],
  ['explodinggradients/ragas', '.cursor/rules/update-guide.mdc', '3e28e9dec93897f47a98065be4c62f6d072a45a7', 'Apache-2.0'],
  ['explodinggradients/ragas', '.cursor/rules/use-uv-cli.mdc', '3e28e9dec93897f47a98065be4c62f6d072a45a7', 'Apache-2.0'],
  ['explodinggradients/ragas', 'CLAUDE.md', '3e28e9dec93897f47a98065be4c62f6d072a45a7', 'Apache-2.0'],
  ['kedacore/keda', 'AGENTS.md', '8b4f083ca8c8c2baf8477e322bd4d16ac4dfa09a', 'Apache-2.0'],
]

export const SEED = 'ground39-twentieth\u0000'
const EARLIER = ['', '-fresh', '-third', '-fourth', '-fifth', '-sixth', '-seventh', '-eighth', '-ninth', '-tenth', '-eleventh', '-twelfth', '-thirteenth', '-fourteenth', '-fifteenth', '-sixteenth', '-seventeenth', '-eighteenth', '-nineteenth']
/** The other labelled sets of the repository, whose user messages and judgments are excluded too. */
const OTHER = ['chat-grounding.jsonl', 'grounding-pairs.jsonl', 'chat-probes.jsonl', 'chat-transcripts.jsonl', 'chat-transcripts-2.jsonl', 'asked-refusals.jsonl']

/** The drawn lines in order: { repo, path, commit, licence, line }. */
export const drawTwentieth = () => drawAgentFileLines({ seed: SEED, files: FILES, earlier: EARLIER, other: OTHER, frontMatter: true, zhBigrams: true })

if (process.argv[1] === fileURLToPath(import.meta.url)) printAgentFileDraw(drawTwentieth())
