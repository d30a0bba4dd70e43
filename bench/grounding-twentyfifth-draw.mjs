// The draw of the twenty-fifth grounding set (issue 19, helper ground44 of session 44), split by hash
// into tune and holdout like the nineteenth to twenty-fourth. Like the fifteenth's to twenty-fourth's
// (bench/grounding-twentyfourth-draw.mjs), its source is the agent instruction files people wrote for
// their own public repositories (CLAUDE.md, AGENTS.md, GEMINI.md, .github/copilot-instructions.md,
// .cursorrules, .windsurfrules, and the files of a .cursor/rules/ folder), from 20 other repositories
// under a permissive licence (MIT, Apache-2.0 or BSD-3-Clause): none of the fifteenth's to
// twenty-fourth's draws, none named anywhere in test/fixtures or bench before this set. FILES lists every
// such file (regular files, not symlinks) at the commit of the snapshot that was read, with the
// repository's licence; no file was left out by hand. Node built-ins only; it reads no gate, no matcher,
// no score.
//
// The rule is the twenty-fourth's (bench/agent-file-draw.mjs with frontMatter and zhBigrams), with two
// changes: the seed is "ground44-twentyfifth\0", and the exclusion also reads the twenty-fourth set. A
// line of a listed file may be drawn when it is a whole item (a list item or a one-line paragraph, not
// continued on the next line), outside code fences and a leading front matter block, not a heading,
// table row, HTML line or a line ending in ':', cleaned (list marker, a leading ✅ / ❌ and '**'
// removed), 25–140 characters long, with a rule word (RULE or RULE_ZH); no line, `after` line, written
// line, agent file line, user message or judgment of the twenty-four earlier sets, nor a user message or
// judgment of the other labelled sets (OTHER below); a text seen twice drawn once. Lines are ordered by
// sha256("ground44-twentyfifth\0" + repo + "\0" + path + "\0" + line); at most two lines per file and
// ten per repository; a near-copy (word Jaccard ≥ 0.6, or CJK character-bigram Jaccard ≥ 0.6) of an
// earlier text or of a line drawn before it is skipped. An earlier set is read only for this exclusion,
// never printed.
//
// The files are read with `git show <commit>:<path>` from a clone of each repository at
// $AGENT_FILES_MIRROR/<owner>+<name>/repo (default /work/.mirror, where the snapshots were fetched).
// Usage:
//   node bench/grounding-twentyfifth-draw.mjs [count]   → prints `rank<TAB>repo:path<TAB>line` in draw order
import { fileURLToPath } from 'node:url'
import { drawAgentFileLines, printAgentFileDraw } from './agent-file-draw.mjs'

/** [repository, path, commit, licence] of every file the draw read. */
export const FILES = [
  ['bamboo-services/bamboo-base-go', 'AGENTS.md', 'ab80413cb925dce2662716c040cdcff9421ee1e2', 'Apache-2.0'],
  ['bamboo-services/bamboo-base-go', 'CLAUDE.md', 'ab80413cb925dce2662716c040cdcff9421ee1e2', 'Apache-2.0'],
  ['bamboo-services/bamboo-base-go', 'common/AGENTS.md', 'ab80413cb925dce2662716c040cdcff9421ee1e2', 'Apache-2.0'],
  ['bamboo-services/bamboo-base-go', 'major/AGENTS.md', 'ab80413cb925dce2662716c040cdcff9421ee1e2', 'Apache-2.0'],
  ['bamboo-services/bamboo-base-go', 'major/cache/AGENTS.md', 'ab80413cb925dce2662716c040cdcff9421ee1e2', 'Apache-2.0'],
  ['bamboo-services/bamboo-base-go', 'major/option/AGENTS.md', 'ab80413cb925dce2662716c040cdcff9421ee1e2', 'Apache-2.0'],
  ['bamboo-services/bamboo-base-go', 'major/register/AGENTS.md', 'ab80413cb925dce2662716c040cdcff9421ee1e2', 'Apache-2.0'],
  ['bamboo-services/bamboo-base-go', 'major/register/init/AGENTS.md', 'ab80413cb925dce2662716c040cdcff9421ee1e2', 'Apache-2.0'],
  ['bamboo-services/bamboo-base-go', 'plugins/AGENTS.md', 'ab80413cb925dce2662716c040cdcff9421ee1e2', 'Apache-2.0'],
  ['bamboo-services/bamboo-base-go', 'plugins/grpc/AGENTS.md', 'ab80413cb925dce2662716c040cdcff9421ee1e2', 'Apache-2.0'],
  ['panAtGitHub/obsidian-lineage', 'AGENTS.md', 'c5824e9d16b458f8f3386d2532d996532270cbc2', 'MIT'],
  ['Jerry-Terrasse/vimprove', 'CLAUDE.md', '81f479d93991448479be54e77a17cf02b67b00e1', 'MIT'],
  ['phonowell/fire-keeper', 'CLAUDE.md', '10b34b19d96afdced32d37acacc2b8b0679712dd', 'MIT'],
  ['antdigital-ai/agentic-ui', '.cursor/rules/AGENTS.mdc', 'aeb62088ed34aadcd51551c7f8d10ee307c41200', 'MIT'],
  ['antdigital-ai/agentic-ui', '.cursor/rules/clean-code.mdc', 'aeb62088ed34aadcd51551c7f8d10ee307c41200', 'MIT'],
  ['antdigital-ai/agentic-ui', '.cursor/rules/codequality.mdc', 'aeb62088ed34aadcd51551c7f8d10ee307c41200', 'MIT'],
  ['antdigital-ai/agentic-ui', '.cursor/rules/playwright.mdc', 'aeb62088ed34aadcd51551c7f8d10ee307c41200', 'MIT'],
  ['antdigital-ai/agentic-ui', '.cursor/rules/react.mdc', 'aeb62088ed34aadcd51551c7f8d10ee307c41200', 'MIT'],
  ['antdigital-ai/agentic-ui', '.cursor/rules/test.mdc', 'aeb62088ed34aadcd51551c7f8d10ee307c41200', 'MIT'],
  ['antdigital-ai/agentic-ui', 'AGENTS.md', 'aeb62088ed34aadcd51551c7f8d10ee307c41200', 'MIT'],
  ['TencentCloudADP/youtu-agent', 'AGENTS.md', 'bef6ba51e5f1d5d6f3222894f81edf545d08e979', 'MIT'],
  ['NevaMind-AI/memU', 'AGENTS.md', '37d2efa542b46bf9c120abbd37f5cd5d9b6a6194', 'Apache-2.0'],
  ['TobikoData/sqlmesh', 'CLAUDE.md', '0f192c93ef00f5d0974894c3240e8a24fd09050c', 'Apache-2.0'],
  ['saleor/saleor', 'AGENTS.md', '723cd4eba87dfc72822ade45dc08a3caa548428d', 'BSD-3-Clause'],
  ['saleor/saleor', 'saleor/graphql/AGENTS.md', '723cd4eba87dfc72822ade45dc08a3caa548428d', 'BSD-3-Clause'],
  ['netbox-community/netbox', 'AGENTS.md', '43fe81f9e833228c9869f7ddadb67e6c5f145060', 'Apache-2.0'],
  ['netbox-community/netbox', 'CLAUDE.md', '43fe81f9e833228c9869f7ddadb67e6c5f145060', 'Apache-2.0'],
  ['VoltAgent/voltagent', '.cursor/rules/agents.mdc', '3377f6d1fd05d86617f54628d785eef7c9c0a607', 'MIT'],
  ['VoltAgent/voltagent', 'AGENTS.md', '3377f6d1fd05d86617f54628d785eef7c9c0a607', 'MIT'],
  ['home-assistant/frontend', '.github/copilot-instructions.md', '85b2ca377ad228c0cec80bde7d011d9195650a8b', 'Apache-2.0'],
  ['mikro-orm/mikro-orm', '.claude/CLAUDE.md', 'a6b9730585e467720b90390a1de706e0f4b8726c', 'MIT'],
  ['mikro-orm/mikro-orm', '.github/copilot-instructions.md', 'a6b9730585e467720b90390a1de706e0f4b8726c', 'MIT'],
  ['dlt-hub/dlt', 'AGENTS.md', '58d66fceef2bf6e04a2d1b3cb52dd8134dfb65bc', 'Apache-2.0'],
  ['dlt-hub/dlt', 'tests/workspace/cli/ai/cases/mock_workbench/init/AGENTS.md', '58d66fceef2bf6e04a2d1b3cb52dd8134dfb65bc', 'Apache-2.0'],
  ['statelyai/xstate', 'AGENTS.md', 'b1811bf77bc2d1a74367328cec7907aa185b70df', 'MIT'],
  ['Shopify/cli', '.claude/CLAUDE.md', 'a0798d198d1c350d0f4d951a21d64b4cc20d7ae3', 'MIT'],
  ['Shopify/cli', '.cursor/rules/base.mdc', 'a0798d198d1c350d0f4d951a21d64b4cc20d7ae3', 'MIT'],
  ['Shopify/cli', 'AGENTS.md', 'a0798d198d1c350d0f4d951a21d64b4cc20d7ae3', 'MIT'],
  ['SWE-agent/SWE-agent', '.cursor/rules/general.mdc', '3ea751c087f32b16e039a2233dd6eefecef325d5', 'MIT'],
  ['SWE-agent/SWE-agent', '.cursor/rules/project-overview.mdc', '3ea751c087f32b16e039a2233dd6eefecef325d5', 'MIT'],
  ['JuliaPy/PythonCall.jl', 'AGENTS.md', '34d3f55f6051de5d57739d0064d04f8de0005b9e', 'MIT'],
  ['aviatesk/TestRunner.jl', 'AGENTS.md', '868d16c8b1f9d38a301a747aa27449fa207b1382', 'MIT'],
  ['prolfqua/prophosqua', 'AGENTS.md', '2928eb7df08220813b8bd3fbdec8be2be05bc785', 'MIT'],
]

export const SEED = 'ground44-twentyfifth\u0000'
const EARLIER = ['', '-fresh', '-third', '-fourth', '-fifth', '-sixth', '-seventh', '-eighth', '-ninth', '-tenth', '-eleventh', '-twelfth', '-thirteenth', '-fourteenth', '-fifteenth', '-sixteenth', '-seventeenth', '-eighteenth', '-nineteenth', '-twentieth', '-twentyfirst', '-twentysecond', '-twentythird', '-twentyfourth']
/** The other labelled sets of the repository, whose user messages and judgments are excluded too. */
const OTHER = ['chat-grounding.jsonl', 'grounding-pairs.jsonl', 'chat-probes.jsonl', 'chat-transcripts.jsonl', 'chat-transcripts-2.jsonl', 'asked-refusals.jsonl']

/** The drawn lines in order: { repo, path, commit, licence, line }. */
export const drawTwentyfifth = () => drawAgentFileLines({ seed: SEED, files: FILES, earlier: EARLIER, other: OTHER, frontMatter: true, zhBigrams: true })

if (process.argv[1] === fileURLToPath(import.meta.url)) printAgentFileDraw(drawTwentyfifth())
