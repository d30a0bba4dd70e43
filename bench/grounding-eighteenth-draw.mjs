// The draw of the eighteenth grounding set (issue 19, helper ground37 of session 37), held aside whole.
// Like the fifteenth's, sixteenth's and seventeenth's (bench/grounding-seventeenth-draw.mjs), its source
// is the agent instruction files people wrote for their own public repositories (CLAUDE.md, AGENTS.md,
// GEMINI.md, .github/copilot-instructions.md, .cursorrules, .windsurfrules, and the files of a
// .cursor/rules/ folder), from 27 other repositories under a permissive licence (MIT or Apache-2.0): none
// of the fifteenth's, sixteenth's or seventeenth's draws, none under /work/.mirror before this set, none
// named anywhere in this repository before this set. FILES lists every such file (regular files, not
// symlinks) at the commit of the snapshot that was read, with the repository's licence. Node built-ins
// only; it reads no gate, no matcher, no score.
//
// The rule is the seventeenth's (bench/agent-file-draw.mjs with frontMatter and zhBigrams), with two
// changes: the seed is "ground37-eighteenth\0", and the exclusion also reads the seventeenth set and the
// user messages and judgments of test/fixtures/chat-transcripts.jsonl, chat-transcripts-2.jsonl and
// asked-refusals.jsonl. A line of a listed file may be drawn when it is a whole item (a list item or a
// one-line paragraph, not continued on the next line), outside code fences and a leading front matter
// block, not a heading, table row, HTML line or a line ending in ':', cleaned (list marker, a leading
// ✅ / ❌ and '**' removed), 25–140 characters long, with a rule word (RULE or RULE_ZH); no line, `after`
// line, written line, agent file line, user message or judgment of the seventeen earlier sets, nor a user
// message or judgment of the other labelled sets (OTHER below); a text seen twice drawn once. Lines are
// ordered by sha256("ground37-eighteenth\0" + repo + "\0" + path + "\0" + line); at most two lines per
// file and ten per repository; a near-copy (word Jaccard ≥ 0.6, or CJK character-bigram Jaccard ≥ 0.6) of
// an earlier text or of a line drawn before it is skipped. An earlier set is read only for this exclusion,
// never printed.
//
// The files are read with `git show <commit>:<path>` from a clone of each repository at
// $AGENT_FILES_MIRROR/<owner>+<name>/repo (default /work/.mirror, where the snapshots were fetched).
// Usage:
//   node bench/grounding-eighteenth-draw.mjs [count]   → prints `rank<TAB>repo:path<TAB>line` in draw order
import { fileURLToPath } from 'node:url'
import { drawAgentFileLines, printAgentFileDraw } from './agent-file-draw.mjs'

/** [repository, path, commit, licence] of every file the draw read. */
export const FILES = [
  ['ollama/ollama', 'AGENTS.md', 'fb30760996871fa9460115c753afd2c60d4ab0f7', 'MIT'],
  ['ollama/ollama', 'CLAUDE.md', 'fb30760996871fa9460115c753afd2c60d4ab0f7', 'MIT'],
  ['try-to-fly/wiki', '.claude/CLAUDE.md', 'a21a3b39c97d98e4963311e87c4cf393e7b7a6dd', 'MIT'],
  ['try-to-fly/wiki', 'AGENTS.md', 'a21a3b39c97d98e4963311e87c4cf393e7b7a6dd', 'MIT'],
  ['bosens-China/skillink', 'AGENTS.md', '46b2e0e1a2b6c63e28960fde0a7524d92b4e44f6', 'MIT'],
  ['dotnet/efcore', '.github/copilot-instructions.md', 'ecd0ba4c23377e479ce94c74119c499f1339351c', 'MIT'],
  ['dotnet/efcore', 'eng/common/AGENTS.md', 'ecd0ba4c23377e479ce94c74119c499f1339351c', 'MIT'],
  ['microsoft/kiota', '.github/copilot-instructions.md', 'c3f8d23bb729897a5bae7045a210d24dbab8df63', 'MIT'],
  ['microsoft/rushstack', '.cursor/rules/rush.mdc', 'ae8073b330ea1004921cad9065f9dce60fc35a5b', 'MIT'],
  ['microsoft/rushstack', '.github/copilot-instructions.md', 'ae8073b330ea1004921cad9065f9dce60fc35a5b', 'MIT'],
  ['microsoft/rushstack', 'build-tests/rushd-wire-e2e-test/AGENTS.md', 'ae8073b330ea1004921cad9065f9dce60fc35a5b', 'MIT'],
  ['microsoft/rushstack', 'libraries/rush-daemon-protocol/AGENTS.md', 'ae8073b330ea1004921cad9065f9dce60fc35a5b', 'MIT'],
  ['microsoft/rushstack', 'libraries/rush-daemon-transport/AGENTS.md', 'ae8073b330ea1004921cad9065f9dce60fc35a5b', 'MIT'],
  ['microsoft/rushstack', 'libraries/rush-terminal-renderer/AGENTS.md', 'ae8073b330ea1004921cad9065f9dce60fc35a5b', 'MIT'],
  ['google/osv-scanner', 'AGENTS.md', 'add393a2e051ea46b7d94aa96e468bbdde1e621d', 'Apache-2.0'],
  ['openai/openai-go', 'AGENTS.md', '4e5a07a6a205761650d73593fe75cd79ea7a25ec', 'Apache-2.0'],
  ['temporalio/temporal', '.cursor/rules/review.mdc', '6805caea59e35d0611ed96be69641b8d86bff11c', 'MIT'],
  ['temporalio/temporal', '.github/copilot-instructions.md', '6805caea59e35d0611ed96be69641b8d86bff11c', 'MIT'],
  ['temporalio/temporal', 'AGENTS.md', '6805caea59e35d0611ed96be69641b8d86bff11c', 'MIT'],
  ['apache/echarts', 'AGENTS.md', '20ecdf4cae568f31d350a1c547516d08cdcab9b0', 'Apache-2.0'],
  ['didi/LogicFlow', 'AGENTS.md', '2c26cd9f86fa9a9bdfaa0ae27aa3c9385b803a47', 'Apache-2.0'],
  ['microsoft/playwright-python', 'CLAUDE.md', '154f67ced51ada646b0fcf8574897d96c9712aa3', 'Apache-2.0'],
  ['changjian-wang/dawning', '.github/copilot-instructions.md', '100dcc4ba0bf708543b4fb29e880b30bb8a4cb7e', 'MIT'],
  ['jestjs/jest', '.github/copilot-instructions.md', '52db46e50404c993d3f10dd1481e861cc04ae22e', 'MIT'],
  ['jestjs/jest', 'CLAUDE.md', '52db46e50404c993d3f10dd1481e861cc04ae22e', 'MIT'],
  ['jestjs/jest', 'packages/expect/CLAUDE.md', '52db46e50404c993d3f10dd1481e861cc04ae22e', 'MIT'],
  ['jestjs/jest', 'packages/jest-circus/CLAUDE.md', '52db46e50404c993d3f10dd1481e861cc04ae22e', 'MIT'],
  ['jestjs/jest', 'packages/jest-config/CLAUDE.md', '52db46e50404c993d3f10dd1481e861cc04ae22e', 'MIT'],
  ['jestjs/jest', 'packages/jest-environment-node/CLAUDE.md', '52db46e50404c993d3f10dd1481e861cc04ae22e', 'MIT'],
  ['jestjs/jest', 'packages/jest-fake-timers/CLAUDE.md', '52db46e50404c993d3f10dd1481e861cc04ae22e', 'MIT'],
  ['jestjs/jest', 'packages/jest-haste-map/CLAUDE.md', '52db46e50404c993d3f10dd1481e861cc04ae22e', 'MIT'],
  ['jestjs/jest', 'packages/jest-mock/CLAUDE.md', '52db46e50404c993d3f10dd1481e861cc04ae22e', 'MIT'],
  ['jestjs/jest', 'packages/jest-reporters/CLAUDE.md', '52db46e50404c993d3f10dd1481e861cc04ae22e', 'MIT'],
  ['jestjs/jest', 'packages/jest-resolve/CLAUDE.md', '52db46e50404c993d3f10dd1481e861cc04ae22e', 'MIT'],
  ['jestjs/jest', 'packages/jest-runtime/CLAUDE.md', '52db46e50404c993d3f10dd1481e861cc04ae22e', 'MIT'],
  ['jestjs/jest', 'packages/jest-snapshot/CLAUDE.md', '52db46e50404c993d3f10dd1481e861cc04ae22e', 'MIT'],
  ['jestjs/jest', 'packages/jest-source-map/CLAUDE.md', '52db46e50404c993d3f10dd1481e861cc04ae22e', 'MIT'],
  ['jestjs/jest', 'packages/jest-transform/CLAUDE.md', '52db46e50404c993d3f10dd1481e861cc04ae22e', 'MIT'],
  ['jestjs/jest', 'packages/jest-worker/CLAUDE.md', '52db46e50404c993d3f10dd1481e861cc04ae22e', 'MIT'],
  ['openai/openai-java', 'AGENTS.md', '5f499c32eb4357e2552d9f97697d63eddbc6069b', 'Apache-2.0'],
  ['cloudflare/workerd', 'AGENTS.md', '6552d999c79ef651b5463c6d692d065a8ce6f859', 'Apache-2.0'],
  ['cloudflare/workerd', 'build/AGENTS.md', '6552d999c79ef651b5463c6d692d065a8ce6f859', 'Apache-2.0'],
  ['cloudflare/workerd', 'src/cloudflare/AGENTS.md', '6552d999c79ef651b5463c6d692d065a8ce6f859', 'Apache-2.0'],
  ['cloudflare/workerd', 'src/node/AGENTS.md', '6552d999c79ef651b5463c6d692d065a8ce6f859', 'Apache-2.0'],
  ['cloudflare/workerd', 'src/per_isolate/AGENTS.md', '6552d999c79ef651b5463c6d692d065a8ce6f859', 'Apache-2.0'],
  ['cloudflare/workerd', 'src/per_isolate/webstreams/AGENTS.md', '6552d999c79ef651b5463c6d692d065a8ce6f859', 'Apache-2.0'],
  ['cloudflare/workerd', 'src/pyodide/AGENTS.md', '6552d999c79ef651b5463c6d692d065a8ce6f859', 'Apache-2.0'],
  ['cloudflare/workerd', 'src/rust/AGENTS.md', '6552d999c79ef651b5463c6d692d065a8ce6f859', 'Apache-2.0'],
  ['cloudflare/workerd', 'src/rust/cxx/AGENTS.md', '6552d999c79ef651b5463c6d692d065a8ce6f859', 'Apache-2.0'],
  ['cloudflare/workerd', 'src/workerd/api/AGENTS.md', '6552d999c79ef651b5463c6d692d065a8ce6f859', 'Apache-2.0'],
  ['cloudflare/workerd', 'src/workerd/api/crypto/AGENTS.md', '6552d999c79ef651b5463c6d692d065a8ce6f859', 'Apache-2.0'],
  ['cloudflare/workerd', 'src/workerd/api/node/AGENTS.md', '6552d999c79ef651b5463c6d692d065a8ce6f859', 'Apache-2.0'],
  ['cloudflare/workerd', 'src/workerd/api/streams/AGENTS.md', '6552d999c79ef651b5463c6d692d065a8ce6f859', 'Apache-2.0'],
  ['cloudflare/workerd', 'src/workerd/io/AGENTS.md', '6552d999c79ef651b5463c6d692d065a8ce6f859', 'Apache-2.0'],
  ['cloudflare/workerd', 'src/workerd/jsg/AGENTS.md', '6552d999c79ef651b5463c6d692d065a8ce6f859', 'Apache-2.0'],
  ['cloudflare/workerd', 'src/workerd/server/AGENTS.md', '6552d999c79ef651b5463c6d692d065a8ce6f859', 'Apache-2.0'],
  ['cloudflare/workerd', 'src/workerd/util/AGENTS.md', '6552d999c79ef651b5463c6d692d065a8ce6f859', 'Apache-2.0'],
  ['cloudflare/workerd', 'types/AGENTS.md', '6552d999c79ef651b5463c6d692d065a8ce6f859', 'Apache-2.0'],
  ['microsoft/kernel-memory', 'CLAUDE.md', '94b69d340d6b2dec7bd30479927c36b9f8d4913f', 'MIT'],
  ['microsoft/qsharp', '.github/copilot-instructions.md', 'f12b88575f5fb9190d2e6cc7e315d71e6edbcb86', 'MIT'],
  ['Tencent/tmagic-editor', 'AGENTS.md', '4247cfdaf586a665d6b4e3392a61250457935d84', 'Apache-2.0'],
  ['web-infra-dev/rsbuild', 'AGENTS.md', '64c8af5b931a14e61aaa3fe8679bf8500de04066', 'MIT'],
  ['web-infra-dev/rsbuild', 'packages/create-rsbuild/template-common/AGENTS.md', '64c8af5b931a14e61aaa3fe8679bf8500de04066', 'MIT'],
  ['web-infra-dev/rsbuild', 'packages/create-rsbuild/template-rstest/AGENTS.md', '64c8af5b931a14e61aaa3fe8679bf8500de04066', 'MIT'],
  ['web-infra-dev/midscene', 'AGENTS.md', 'dfc5a5f6ce41abb4f01d4be8c4d998ffa2b5a8c1', 'MIT'],
  ['web-infra-dev/rspress', 'AGENTS.md', 'c4e94041c71057e8dbd4e1f22b08dcab1684186b', 'MIT'],
  ['tusen-ai/naive-ui', 'AGENTS.md', '2ac0b01e7490d887803626deb498005594253a46', 'MIT'],
  ['lobehub/lobe-ui', 'CLAUDE.md', '245f710b98c24e1bd2966b0a9bf582cc19c44edb', 'MIT'],
  ['ant-design/ant-design-pro', 'CLAUDE.md', 'adfd44085738ca953573a13322c1ba84aca8b9e3', 'MIT'],
  ['gogf/gf', 'CLAUDE.md', 'c8bdbb77fae2a210a539a678251fec9f5ad49261', 'MIT'],
  ['didi/mpx', 'AGENTS.md', '3d32a6ec335810f5827a2893727e47cc2cd05200', 'Apache-2.0'],
  ['didi/mpx', 'CLAUDE.md', '3d32a6ec335810f5827a2893727e47cc2cd05200', 'Apache-2.0'],
  ['didi/mpx', 'docs-vitepress/AGENTS.md', '3d32a6ec335810f5827a2893727e47cc2cd05200', 'Apache-2.0'],
  ['didi/mpx', 'docs-vitepress/CLAUDE.md', '3d32a6ec335810f5827a2893727e47cc2cd05200', 'Apache-2.0'],
  ['didi/mpx', 'packages/api-proxy/AGENTS.md', '3d32a6ec335810f5827a2893727e47cc2cd05200', 'Apache-2.0'],
  ['didi/mpx', 'packages/api-proxy/CLAUDE.md', '3d32a6ec335810f5827a2893727e47cc2cd05200', 'Apache-2.0'],
  ['didi/mpx', 'packages/babel-plugin-inject-page-events/AGENTS.md', '3d32a6ec335810f5827a2893727e47cc2cd05200', 'Apache-2.0'],
  ['didi/mpx', 'packages/babel-plugin-inject-page-events/CLAUDE.md', '3d32a6ec335810f5827a2893727e47cc2cd05200', 'Apache-2.0'],
  ['didi/mpx', 'packages/core/AGENTS.md', '3d32a6ec335810f5827a2893727e47cc2cd05200', 'Apache-2.0'],
  ['didi/mpx', 'packages/core/CLAUDE.md', '3d32a6ec335810f5827a2893727e47cc2cd05200', 'Apache-2.0'],
  ['didi/mpx', 'packages/fetch/AGENTS.md', '3d32a6ec335810f5827a2893727e47cc2cd05200', 'Apache-2.0'],
  ['didi/mpx', 'packages/fetch/CLAUDE.md', '3d32a6ec335810f5827a2893727e47cc2cd05200', 'Apache-2.0'],
  ['didi/mpx', 'packages/perf/AGENTS.md', '3d32a6ec335810f5827a2893727e47cc2cd05200', 'Apache-2.0'],
  ['didi/mpx', 'packages/perf/CLAUDE.md', '3d32a6ec335810f5827a2893727e47cc2cd05200', 'Apache-2.0'],
  ['didi/mpx', 'packages/pinia/AGENTS.md', '3d32a6ec335810f5827a2893727e47cc2cd05200', 'Apache-2.0'],
  ['didi/mpx', 'packages/pinia/CLAUDE.md', '3d32a6ec335810f5827a2893727e47cc2cd05200', 'Apache-2.0'],
  ['didi/mpx', 'packages/size-report/AGENTS.md', '3d32a6ec335810f5827a2893727e47cc2cd05200', 'Apache-2.0'],
  ['didi/mpx', 'packages/size-report/CLAUDE.md', '3d32a6ec335810f5827a2893727e47cc2cd05200', 'Apache-2.0'],
  ['didi/mpx', 'packages/store/AGENTS.md', '3d32a6ec335810f5827a2893727e47cc2cd05200', 'Apache-2.0'],
  ['didi/mpx', 'packages/store/CLAUDE.md', '3d32a6ec335810f5827a2893727e47cc2cd05200', 'Apache-2.0'],
  ['didi/mpx', 'packages/unocss-base/AGENTS.md', '3d32a6ec335810f5827a2893727e47cc2cd05200', 'Apache-2.0'],
  ['didi/mpx', 'packages/unocss-base/CLAUDE.md', '3d32a6ec335810f5827a2893727e47cc2cd05200', 'Apache-2.0'],
  ['didi/mpx', 'packages/unocss-plugin/AGENTS.md', '3d32a6ec335810f5827a2893727e47cc2cd05200', 'Apache-2.0'],
  ['didi/mpx', 'packages/unocss-plugin/CLAUDE.md', '3d32a6ec335810f5827a2893727e47cc2cd05200', 'Apache-2.0'],
  ['didi/mpx', 'packages/utils/AGENTS.md', '3d32a6ec335810f5827a2893727e47cc2cd05200', 'Apache-2.0'],
  ['didi/mpx', 'packages/utils/CLAUDE.md', '3d32a6ec335810f5827a2893727e47cc2cd05200', 'Apache-2.0'],
  ['didi/mpx', 'packages/webpack-plugin/AGENTS.md', '3d32a6ec335810f5827a2893727e47cc2cd05200', 'Apache-2.0'],
  ['didi/mpx', 'packages/webpack-plugin/CLAUDE.md', '3d32a6ec335810f5827a2893727e47cc2cd05200', 'Apache-2.0'],
  ['didi/mpx', 'packages/webview-bridge/AGENTS.md', '3d32a6ec335810f5827a2893727e47cc2cd05200', 'Apache-2.0'],
  ['didi/mpx', 'packages/webview-bridge/CLAUDE.md', '3d32a6ec335810f5827a2893727e47cc2cd05200', 'Apache-2.0'],
]

export const SEED = 'ground37-eighteenth\u0000'
const EARLIER = ['', '-fresh', '-third', '-fourth', '-fifth', '-sixth', '-seventh', '-eighth', '-ninth', '-tenth', '-eleventh', '-twelfth', '-thirteenth', '-fourteenth', '-fifteenth', '-sixteenth', '-seventeenth']
/** The other labelled sets of the repository, whose user messages and judgments are excluded too. */
const OTHER = ['chat-grounding.jsonl', 'grounding-pairs.jsonl', 'chat-probes.jsonl', 'chat-transcripts.jsonl', 'chat-transcripts-2.jsonl', 'asked-refusals.jsonl']

/** The drawn lines in order: { repo, path, commit, licence, line }. */
export const drawEighteenth = () => drawAgentFileLines({ seed: SEED, files: FILES, earlier: EARLIER, other: OTHER, frontMatter: true, zhBigrams: true })

if (process.argv[1] === fileURLToPath(import.meta.url)) printAgentFileDraw(drawEighteenth())
