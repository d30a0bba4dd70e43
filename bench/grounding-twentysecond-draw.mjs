// The draw of the twenty-second grounding set (issue 19, helper ground41 of session 41), split by hash
// into tune and holdout like the nineteenth to twenty-first. Like the fifteenth's to twenty-first's
// (bench/grounding-twentyfirst-draw.mjs), its source is the agent instruction files people wrote for their
// own public repositories (CLAUDE.md, AGENTS.md, GEMINI.md, .github/copilot-instructions.md, .cursorrules,
// .windsurfrules, and the files of a .cursor/rules/ folder), from 20 other repositories under a permissive
// licence (MIT or Apache-2.0): none of the fifteenth's to twenty-first's draws, none named anywhere in this
// repository before this set. FILES lists every such file (regular files, not symlinks) at the commit of
// the snapshot that was read, with the repository's licence — but for one file left out by hand: an
// agent skill copied into yikart/AiToEarn from another project
// (project/aitoearn-web/.agents/skills/vercel-react-best-practices/AGENTS.md), whose words are not that
// repository's. Node built-ins only; it reads no gate, no matcher, no score.
//
// The rule is the twenty-first's (bench/agent-file-draw.mjs with frontMatter and zhBigrams), with two
// changes: the seed is "ground41-twentysecond\0", and the exclusion also reads the twenty-first set. A
// line of a listed file may be drawn when it is a whole item (a list item or a one-line paragraph, not
// continued on the next line), outside code fences and a leading front matter block, not a heading,
// table row, HTML line or a line ending in ':', cleaned (list marker, a leading ✅ / ❌ and '**'
// removed), 25–140 characters long, with a rule word (RULE or RULE_ZH); no line, `after` line, written
// line, agent file line, user message or judgment of the twenty-one earlier sets, nor a user message or
// judgment of the other labelled sets (OTHER below); a text seen twice drawn once. Lines are ordered by
// sha256("ground41-twentysecond\0" + repo + "\0" + path + "\0" + line); at most two lines per file and ten
// per repository; a near-copy (word Jaccard ≥ 0.6, or CJK character-bigram Jaccard ≥ 0.6) of an earlier
// text or of a line drawn before it is skipped. An earlier set is read only for this exclusion, never
// printed.
//
// The files are read with `git show <commit>:<path>` from a clone of each repository at
// $AGENT_FILES_MIRROR/<owner>+<name>/repo (default /work/.mirror, where the snapshots were fetched).
// Usage:
//   node bench/grounding-twentysecond-draw.mjs [count]   → prints `rank<TAB>repo:path<TAB>line` in draw order
import { fileURLToPath } from 'node:url'
import { drawAgentFileLines, printAgentFileDraw } from './agent-file-draw.mjs'

/** [repository, path, commit, licence] of every file the draw read. */
export const FILES = [
  ['coze-dev/coze-loop', 'AGENTS.md', '4f550f3883afffd40045fc4d26d08d514eb8abe5', 'Apache-2.0'],
  ['coze-dev/coze-loop', 'docs/AGENTS.md', '4f550f3883afffd40045fc4d26d08d514eb8abe5', 'Apache-2.0'],
  ['coze-dev/coze-studio', 'CLAUDE.md', '4f786d6a9c564adb8cdd56e834f8126f80105e43', 'Apache-2.0'],
  ['cloudwego/abcoder', 'internal/cmd/assets/.claude/CLAUDE.md', '535eb66868b652bff67d571789c5536781e4a3f5', 'Apache-2.0'],
  ['yikart/AiToEarn', 'AGENTS.md', '8bbf520cd56807ba30712fca415bc774b8038cb6', 'MIT'],
  ['yikart/AiToEarn', 'project/aitoearn-backend/AGENTS.md', '8bbf520cd56807ba30712fca415bc774b8038cb6', 'MIT'],
  ['yikart/AiToEarn', 'project/aitoearn-backend/CLAUDE.md', '8bbf520cd56807ba30712fca415bc774b8038cb6', 'MIT'],
  ['yikart/AiToEarn', 'project/aitoearn-web/AGENTS.md', '8bbf520cd56807ba30712fca415bc774b8038cb6', 'MIT'],
  ['wjw1-Evan/aspire-admin', 'AGENTS.md', 'fac2f388f5a8825f4c9e4ceaaace07b021d3ba64', 'MIT'],
  ['wjw1-Evan/aspire-admin', 'Platform.Admin/src/pages/AGENTS.md', 'fac2f388f5a8825f4c9e4ceaaace07b021d3ba64', 'MIT'],
  ['wjw1-Evan/aspire-admin', 'Platform.ApiService/Services/Mcp/AGENTS.md', 'fac2f388f5a8825f4c9e4ceaaace07b021d3ba64', 'MIT'],
  ['go-admin-team/go-admin', 'AGENTS.md', '85666f160f2994c17e30e817862befa1cd930535', 'MIT'],
  ['xiaoshicae/x-one', '.claude/CLAUDE.md', 'f5076763ef3d987fc6932bf77615a79effadc971', 'MIT'],
  ['pump12329/inkdot', '.cursor/rules/README.md', '1fb451ff90de9d9025710415544021f4790ed35c', 'MIT'],
  ['pump12329/inkdot', '.cursor/rules/RULES_INDEX.md', '1fb451ff90de9d9025710415544021f4790ed35c', 'MIT'],
  ['pump12329/inkdot', '.cursor/rules/architecture.mdc', '1fb451ff90de9d9025710415544021f4790ed35c', 'MIT'],
  ['pump12329/inkdot', '.cursor/rules/frontend-development.mdc', '1fb451ff90de9d9025710415544021f4790ed35c', 'MIT'],
  ['pump12329/inkdot', '.cursor/rules/project-info.mdc', '1fb451ff90de9d9025710415544021f4790ed35c', 'MIT'],
  ['pump12329/inkdot', 'CLAUDE.md', '1fb451ff90de9d9025710415544021f4790ed35c', 'MIT'],
  ['tikv/pd', '.github/copilot-instructions.md', 'a186e0cc61def1408fc57ae7b3d1044a572c8ae3', 'Apache-2.0'],
  ['tikv/pd', 'AGENTS.md', 'a186e0cc61def1408fc57ae7b3d1044a572c8ae3', 'Apache-2.0'],
  ['tikv/client-go', 'AGENTS.md', 'b75f6efa8ddd24ef3a14c83260817da010df7e63', 'Apache-2.0'],
  ['pingcap/autoflow', 'core/.cursor/rules/code-style.mdc', '7eb3e1c6f2467ebe9824a65695218d014d075974', 'Apache-2.0'],
  ['alibaba/ROLL', 'CLAUDE.md', '8eb27cc2dc34c4d1310b169d9b86d339004d811a', 'Apache-2.0'],
  ['NG-ZORRO/ng-zorro-antd', '.claude/CLAUDE.md', 'fe00aeaea662ed02a4abe660b0fcd8903026909f', 'MIT'],
  ['NG-ZORRO/ng-zorro-antd', '.cursor/rules/cursor.mdc', 'fe00aeaea662ed02a4abe660b0fcd8903026909f', 'MIT'],
  ['NG-ZORRO/ng-zorro-antd', '.gemini/GEMINI.md', 'fe00aeaea662ed02a4abe660b0fcd8903026909f', 'MIT'],
  ['NG-ZORRO/ng-zorro-antd', '.github/copilot-instructions.md', 'fe00aeaea662ed02a4abe660b0fcd8903026909f', 'MIT'],
  ['NG-ZORRO/ng-zorro-antd', 'AGENTS.md', 'fe00aeaea662ed02a4abe660b0fcd8903026909f', 'MIT'],
  ['lobehub/lobe-editor', '.cursor/rules/coding-standards.mdc', 'e66fe030d37f3cb0726888e266f2dd906677a0ad', 'MIT'],
  ['lobehub/lobe-editor', '.cursor/rules/debug-logging.mdc', 'e66fe030d37f3cb0726888e266f2dd906677a0ad', 'MIT'],
  ['lobehub/lobe-editor', '.cursor/rules/documentation-standards.mdc', 'e66fe030d37f3cb0726888e266f2dd906677a0ad', 'MIT'],
  ['lobehub/lobe-editor', '.cursor/rules/environment-setup.mdc', 'e66fe030d37f3cb0726888e266f2dd906677a0ad', 'MIT'],
  ['lobehub/lobe-editor', '.cursor/rules/hotkey-standards.mdc', 'e66fe030d37f3cb0726888e266f2dd906677a0ad', 'MIT'],
  ['lobehub/lobe-editor', '.cursor/rules/plugin-development.mdc', 'e66fe030d37f3cb0726888e266f2dd906677a0ad', 'MIT'],
  ['lobehub/lobe-editor', '.cursor/rules/project-structure.mdc', 'e66fe030d37f3cb0726888e266f2dd906677a0ad', 'MIT'],
  ['lobehub/lobe-editor', '.cursor/rules/react-development.mdc', 'e66fe030d37f3cb0726888e266f2dd906677a0ad', 'MIT'],
  ['lobehub/lobe-icons', '.cursor/rules/lobe-icons-guide.mdc', 'fbd2d56e3f734e889f1373e71c8368cc4e60e0d7', 'MIT'],
  ['chaos-mesh/chaos-mesh', 'CLAUDE.md', '608b61e7c1b16c01a242e8ddc93c768ea77d783a', 'Apache-2.0'],
  ['juicedata/juicefs', 'AGENTS.md', 'a6a0299bdfb7f6c51261e735c1e9ca955960925b', 'Apache-2.0'],
  ['juicedata/juicefs', 'CLAUDE.md', 'a6a0299bdfb7f6c51261e735c1e9ca955960925b', 'Apache-2.0'],
  ['dsxksss/FastAPI-Template', 'CLAUDE.md', '7d4660303a5a10fc050eb8ac8c1df084de1d9cea', 'MIT'],
  ['HKUDS/nanobot', 'AGENTS.md', '3852956a71a907e0db546e5cde05ffd5b8097671', 'MIT'],
  ['HKUDS/nanobot', 'CLAUDE.md', '3852956a71a907e0db546e5cde05ffd5b8097671', 'MIT'],
  ['HKUDS/nanobot', 'nanobot/templates/AGENTS.md', '3852956a71a907e0db546e5cde05ffd5b8097671', 'MIT'],
  ['napi-rs/napi-rs', 'CLAUDE.md', '8681902ce671fc2010a6e40fe4e2c9557ec44fa6', 'MIT'],
]

export const SEED = 'ground41-twentysecond\u0000'
const EARLIER = ['', '-fresh', '-third', '-fourth', '-fifth', '-sixth', '-seventh', '-eighth', '-ninth', '-tenth', '-eleventh', '-twelfth', '-thirteenth', '-fourteenth', '-fifteenth', '-sixteenth', '-seventeenth', '-eighteenth', '-nineteenth', '-twentieth', '-twentyfirst']
/** The other labelled sets of the repository, whose user messages and judgments are excluded too. */
const OTHER = ['chat-grounding.jsonl', 'grounding-pairs.jsonl', 'chat-probes.jsonl', 'chat-transcripts.jsonl', 'chat-transcripts-2.jsonl', 'asked-refusals.jsonl']

/** The drawn lines in order: { repo, path, commit, licence, line }. */
export const drawTwentysecond = () => drawAgentFileLines({ seed: SEED, files: FILES, earlier: EARLIER, other: OTHER, frontMatter: true, zhBigrams: true })

if (process.argv[1] === fileURLToPath(import.meta.url)) printAgentFileDraw(drawTwentysecond())
