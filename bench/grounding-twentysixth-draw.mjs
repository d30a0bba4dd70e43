// The draw of the twenty-sixth grounding set (issue 19, helper ground45), split by hash into tune and
// holdout like the nineteenth to twenty-fifth. Like the fifteenth's to twenty-fifth's
// (bench/grounding-twentyfifth-draw.mjs), its source is the agent instruction files people wrote for
// their own public repositories (CLAUDE.md, AGENTS.md, GEMINI.md, .github/copilot-instructions.md,
// .cursorrules, .windsurfrules, and the files of a .cursor/rules/ folder), from 21 other repositories
// under a permissive licence (MIT, Apache-2.0 or BSD-3-Clause): none of the fifteenth's to
// twenty-fifth's draws, none named anywhere in test/fixtures or bench before this set. FILES lists every
// such file (regular files, not symlinks) at the commit of the snapshot that was read, with the
// repository's licence; no file was left out by hand. Node built-ins only; it reads no gate, no matcher,
// no score.
//
// The rule is the twenty-fifth's (bench/agent-file-draw.mjs with frontMatter and zhBigrams), with two
// changes: the seed is "ground45-twentysixth\0", and the exclusion also reads the twenty-fifth set. A
// line of a listed file may be drawn when it is a whole item (a list item or a one-line paragraph, not
// continued on the next line), outside code fences and a leading front matter block, not a heading,
// table row, HTML line or a line ending in ':', cleaned (list marker, a leading ✅ / ❌ and '**'
// removed), 25–140 characters long, with a rule word (RULE or RULE_ZH); no line, `after` line, written
// line, agent file line, user message or judgment of the twenty-five earlier sets, nor a user message or
// judgment of the other labelled sets (OTHER below); a text seen twice drawn once. Lines are ordered by
// sha256("ground45-twentysixth\0" + repo + "\0" + path + "\0" + line); at most two lines per file and
// ten per repository; a near-copy (word Jaccard ≥ 0.6, or CJK character-bigram Jaccard ≥ 0.6) of an
// earlier text or of a line drawn before it is skipped. An earlier set is read only for this exclusion,
// never printed.
//
// The files are read with `git show <commit>:<path>` from a clone of each repository at
// $AGENT_FILES_MIRROR/<owner>+<name>/repo (default /work/.mirror, where the snapshots were fetched).
// Usage:
//   node bench/grounding-twentysixth-draw.mjs [count]   → prints `rank<TAB>repo:path<TAB>line` in draw order
import { fileURLToPath } from 'node:url'
import { drawAgentFileLines, printAgentFileDraw } from './agent-file-draw.mjs'

/** [repository, path, commit, licence] of every file the draw read. */
export const FILES = [
  ['GloomyBee/DeepRitz-Method', 'docs/CLAUDE.md', '1122f6b8c6898af28a97d54fef4bbea9ea415ad3', 'MIT'],
  ['pbstar/watch-stock', 'AGENTS.md', 'b84cb435ff16a50c7cebfc3da4a4dec75cca5fd1', 'MIT'],
  ['pbstar/watch-stock', 'CLAUDE.md', 'b84cb435ff16a50c7cebfc3da4a4dec75cca5fd1', 'MIT'],
  ['asiazhang/ai-flow-kit', 'AGENTS.md', '37037ef1bb72419c73a5b79c460804459b1f94a7', 'MIT'],
  ['LuShan123888/Video-Captions', 'CLAUDE.md', 'b2e90392d03fda4a64b024a49ffc85c61cec3245', 'MIT'],
  ['tongsh6/opencode-token-tracker', 'AGENTS.md', '18946fd7736f561850b8072ceb0eb96cdeb877d5', 'MIT'],
  ['zhangzw0170/ZFeiQ', '.github/copilot-instructions.md', '25e011f6a9b785dac021a3e77aa3dd9cab0715aa', 'MIT'],
  ['zhangzw0170/ZFeiQ', 'CLAUDE.md', '25e011f6a9b785dac021a3e77aa3dd9cab0715aa', 'MIT'],
  ['DcloudApp/nuxt4-js', '.github/copilot-instructions.md', '106f107167d99b69b709228fd97fbf271b1f16a8', 'MIT'],
  ['DcloudApp/nuxt4-js', 'AGENTS.md', '106f107167d99b69b709228fd97fbf271b1f16a8', 'MIT'],
  ['launcher-rs/rucora', 'AGENTS.md', 'a0849e07e922aafaa2d3b9bf83872afc735c7eef', 'MIT'],
  ['everything-is-simple/EmotionQuant_alpha', 'AGENTS.md', '65507f10f58df6ed4018b89523aec408a4030652', 'MIT'],
  ['everything-is-simple/EmotionQuant_alpha', 'CLAUDE.md', '65507f10f58df6ed4018b89523aec408a4030652', 'MIT'],
  ['Jxin-Cai/velpos', 'AGENTS.md', '4e9ec571847005ddc5e81de2d37f81065cbbfdd0', 'Apache-2.0'],
  ['Jxin-Cai/velpos', 'CLAUDE.md', '4e9ec571847005ddc5e81de2d37f81065cbbfdd0', 'Apache-2.0'],
  ['OpenLegged/URDF-Studio', 'docs/prompts/CLAUDE.md', '917b4be714185c3bb94b93ccf37ed8b7fa922b8f', 'Apache-2.0'],
  ['mingzhao2019/latexRegexLint', 'AGENTS.md', '4c19c26f1df5c7943bb1c2253b624076b8d1a4d6', 'MIT'],
  ['anthropics/claude-code-action', 'CLAUDE.md', '24dcd50c0568f0fc9e9211213a4fd2d9eb15c4e0', 'MIT'],
  ['anthropics/claude-code-action', 'base-action/CLAUDE.md', '24dcd50c0568f0fc9e9211213a4fd2d9eb15c4e0', 'MIT'],
  ['beeware/toga', 'AGENTS.md', '15993cbcdcdad6d7644e60dfb203049f3496ce3d', 'BSD-3-Clause'],
  ['bytedance/xgplayer', '.github/copilot-instructions.md', '2c4e5f6c44af7a536b3b8c39c5f4f7567b08078e', 'MIT'],
  ['bytedance/xgplayer', 'AGENTS.md', '2c4e5f6c44af7a536b3b8c39c5f4f7567b08078e', 'MIT'],
  ['dask/dask', 'AGENTS.md', '817e5ffc1208346630b111860571024b0c6ec9bd', 'BSD-3-Clause'],
  ['livewire/livewire', 'CLAUDE.md', 'c5a04a141dd16b801ee738e7aed7fdf6a15da2e7', 'MIT'],
  ['livewire/livewire', 'docs/AGENTS.md', 'c5a04a141dd16b801ee738e7aed7fdf6a15da2e7', 'MIT'],
  ['irnet/toggle-preview-scroll-sync', '.kilocode/rules-architect/AGENTS.md', '209788b22aaf07e44ad368905c1ee0dbd5842e07', 'MIT'],
  ['irnet/toggle-preview-scroll-sync', '.kilocode/rules-ask/AGENTS.md', '209788b22aaf07e44ad368905c1ee0dbd5842e07', 'MIT'],
  ['irnet/toggle-preview-scroll-sync', '.kilocode/rules-code/AGENTS.md', '209788b22aaf07e44ad368905c1ee0dbd5842e07', 'MIT'],
  ['irnet/toggle-preview-scroll-sync', '.kilocode/rules-debug/AGENTS.md', '209788b22aaf07e44ad368905c1ee0dbd5842e07', 'MIT'],
  ['irnet/toggle-preview-scroll-sync', 'AGENTS.md', '209788b22aaf07e44ad368905c1ee0dbd5842e07', 'MIT'],
  ['aio-libs/aiohttp', 'AGENTS.md', '495e778360d1924da63e16dba0f0d76baf56a56a', 'Apache-2.0'],
  ['aio-libs/aiohttp', 'CLAUDE.md', '495e778360d1924da63e16dba0f0d76baf56a56a', 'Apache-2.0'],
  ['plotly/dash', '.github/copilot-instructions.md', '27c7f7f208014fb83abed41cbcfb6aa2b2d28f9f', 'MIT'],
  ['plotly/dash', 'AGENTS.md', '27c7f7f208014fb83abed41cbcfb6aa2b2d28f9f', 'MIT'],
  ['plotly/dash', 'CLAUDE.md', '27c7f7f208014fb83abed41cbcfb6aa2b2d28f9f', 'MIT'],
  ['gideonfip/copy-as-markdown', '.kilocode/rules-architect/AGENTS.md', '3400284525ebe52809618f1a03b4178d89458bdb', 'MIT'],
  ['gideonfip/copy-as-markdown', '.kilocode/rules-ask/AGENTS.md', '3400284525ebe52809618f1a03b4178d89458bdb', 'MIT'],
  ['gideonfip/copy-as-markdown', '.kilocode/rules-code/AGENTS.md', '3400284525ebe52809618f1a03b4178d89458bdb', 'MIT'],
  ['gideonfip/copy-as-markdown', '.kilocode/rules-debug/AGENTS.md', '3400284525ebe52809618f1a03b4178d89458bdb', 'MIT'],
  ['gideonfip/copy-as-markdown', 'AGENTS.md', '3400284525ebe52809618f1a03b4178d89458bdb', 'MIT'],
]

export const SEED = 'ground45-twentysixth\u0000'
const EARLIER = ['', '-fresh', '-third', '-fourth', '-fifth', '-sixth', '-seventh', '-eighth', '-ninth', '-tenth', '-eleventh', '-twelfth', '-thirteenth', '-fourteenth', '-fifteenth', '-sixteenth', '-seventeenth', '-eighteenth', '-nineteenth', '-twentieth', '-twentyfirst', '-twentysecond', '-twentythird', '-twentyfourth', '-twentyfifth']
/** The other labelled sets of the repository, whose user messages and judgments are excluded too. */
const OTHER = ['chat-grounding.jsonl', 'grounding-pairs.jsonl', 'chat-probes.jsonl', 'chat-transcripts.jsonl', 'chat-transcripts-2.jsonl', 'asked-refusals.jsonl']

/** The drawn lines in order: { repo, path, commit, licence, line }. */
export const drawTwentysixth = () => drawAgentFileLines({ seed: SEED, files: FILES, earlier: EARLIER, other: OTHER, frontMatter: true, zhBigrams: true })

if (process.argv[1] === fileURLToPath(import.meta.url)) printAgentFileDraw(drawTwentysixth())
