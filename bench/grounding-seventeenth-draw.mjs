// The draw of the seventeenth grounding set (issue 19, helper ground21), held aside whole. Like the
// fifteenth's and the sixteenth's (bench/grounding-fifteenth-draw.mjs, bench/grounding-sixteenth-draw.mjs),
// its source is the agent instruction files people wrote for their own public repositories (CLAUDE.md,
// AGENTS.md, GEMINI.md, .github/copilot-instructions.md, .cursorrules, .windsurfrules, and the files of a
// .cursor/rules/ folder), from 34 other repositories under a permissive licence: none of the fifteenth's
// or the sixteenth's, none of the repositories earlier sessions had fetched, none of them named anywhere in
// this repository before this set. FILES lists every such file (regular files, not symlinks) at the commit
// of the snapshot that was read, with the repository's licence. Node built-ins only; it reads no gate, no
// matcher, no score.
//
// The rule is the sixteenth's: a line of a listed file that is a whole item (a list item or a one-line
// paragraph, not continued on the next line), outside code fences and outside a leading front matter
// block (`---` … `---`, as .cursor/rules files have; the sixteenth read no such file), not a heading,
// table row, HTML line or a line ending in ':', with its list marker ('- ', '* ', '1. ', '1，'), a leading
// ✅ / ❌ and '**' removed, 25–140 characters long, with a rule word (RULE or RULE_ZH, bench/agent-file-draw.mjs); no line,
// `after` line, written line, agent file line, user message or judgment of the sixteen earlier sets, nor a
// user message or judgment of the other labelled sets of the repository (test/fixtures/chat-grounding.jsonl,
// grounding-pairs.jsonl, chat-probes.jsonl; the sixteenth's draw did not read them); a text seen twice
// drawn once. Lines are ordered by sha256("ground21-seventeenth\0" + repo + "\0" + path + "\0" + line); at
// most two lines per file and ten per repository; a line whose words (lower case, letters and digits)
// overlap those of an earlier text or of a line drawn before it by Jaccard ≥ 0.6 is skipped as a
// near-copy, and so is a line with Chinese characters whose character bigrams (CJK characters only)
// overlap those of such a text by Jaccard ≥ 0.6 (the sixteenth's draw compared words only). An earlier
// set is read only for this exclusion, never printed.
//
// The files are read with `git show <commit>:<path>` from a clone of each repository at
// $AGENT_FILES_MIRROR/<owner>+<name>/repo (default /work/.mirror, where the snapshots were fetched).
// Usage:
//   node bench/grounding-seventeenth-draw.mjs [count]   → prints `rank<TAB>repo:path<TAB>line` in draw order
import { fileURLToPath } from 'node:url'
import { drawAgentFileLines, printAgentFileDraw } from './agent-file-draw.mjs'

/** [repository, path, commit, licence] of every file the draw read. */
export const FILES = [
  ['MoonshotAI/kimi-cli', 'AGENTS.md', '4a550effdfcb29a25a5d325bf935296cc50cd417', 'Apache-2.0'],
  ['MoonshotAI/kimi-cli', 'docs/AGENTS.md', '4a550effdfcb29a25a5d325bf935296cc50cd417', 'Apache-2.0'],
  ['MoonshotAI/kimi-cli', 'src/kimi_cli/acp/AGENTS.md', '4a550effdfcb29a25a5d325bf935296cc50cd417', 'Apache-2.0'],
  ['MoonshotAI/kimi-cli', 'src/kimi_cli/tools/AGENTS.md', '4a550effdfcb29a25a5d325bf935296cc50cd417', 'Apache-2.0'],
  ['MoonshotAI/kimi-cli', 'tests_e2e/AGENTS.md', '4a550effdfcb29a25a5d325bf935296cc50cd417', 'Apache-2.0'],
  ['langchain-ai/deepagents', 'AGENTS.md', '23b83ad50f63d241d0069a3dc426d43b211adf2e', 'MIT'],
  ['langchain-ai/deepagents', 'examples/content-builder-agent/AGENTS.md', '23b83ad50f63d241d0069a3dc426d43b211adf2e', 'MIT'],
  ['langchain-ai/deepagents', 'examples/deploy-coding-agent/AGENTS.md', '23b83ad50f63d241d0069a3dc426d43b211adf2e', 'MIT'],
  ['langchain-ai/deepagents', 'examples/deploy-content-writer/AGENTS.md', '23b83ad50f63d241d0069a3dc426d43b211adf2e', 'MIT'],
  ['langchain-ai/deepagents', 'examples/deploy-content-writer/user/AGENTS.md', '23b83ad50f63d241d0069a3dc426d43b211adf2e', 'MIT'],
  ['langchain-ai/deepagents', 'examples/deploy-gtm-agent/AGENTS.md', '23b83ad50f63d241d0069a3dc426d43b211adf2e', 'MIT'],
  ['langchain-ai/deepagents', 'examples/deploy-gtm-agent/subagents/market-researcher/AGENTS.md', '23b83ad50f63d241d0069a3dc426d43b211adf2e', 'MIT'],
  ['langchain-ai/deepagents', 'examples/deploy-mcp-docs-agent/AGENTS.md', '23b83ad50f63d241d0069a3dc426d43b211adf2e', 'MIT'],
  ['langchain-ai/deepagents', 'examples/nvidia_deep_agent/src/AGENTS.md', '23b83ad50f63d241d0069a3dc426d43b211adf2e', 'MIT'],
  ['langchain-ai/deepagents', 'examples/talon/AGENTS.md', '23b83ad50f63d241d0069a3dc426d43b211adf2e', 'MIT'],
  ['langchain-ai/deepagents', 'examples/text-to-sql-agent/AGENTS.md', '23b83ad50f63d241d0069a3dc426d43b211adf2e', 'MIT'],
  ['langchain-ai/deepagents', 'libs/cli/examples/deploy-content-writer/AGENTS.md', '23b83ad50f63d241d0069a3dc426d43b211adf2e', 'MIT'],
  ['langchain-ai/deepagents', 'libs/cli/tests/unit_tests/deploy/fixtures/projects/bare/AGENTS.md', '23b83ad50f63d241d0069a3dc426d43b211adf2e', 'MIT'],
  ['langchain-ai/deepagents', 'libs/cli/tests/unit_tests/deploy/fixtures/projects/subagent_with_local_skills/AGENTS.md', '23b83ad50f63d241d0069a3dc426d43b211adf2e', 'MIT'],
  ['langchain-ai/deepagents', 'libs/cli/tests/unit_tests/deploy/fixtures/projects/subagent_with_local_skills/subagents/researcher/AGENTS.md', '23b83ad50f63d241d0069a3dc426d43b211adf2e', 'MIT'],
  ['langchain-ai/deepagents', 'libs/cli/tests/unit_tests/deploy/fixtures/projects/with_skills/AGENTS.md', '23b83ad50f63d241d0069a3dc426d43b211adf2e', 'MIT'],
  ['langchain-ai/deepagents', 'libs/cli/tests/unit_tests/deploy/fixtures/projects/with_subagents/AGENTS.md', '23b83ad50f63d241d0069a3dc426d43b211adf2e', 'MIT'],
  ['langchain-ai/deepagents', 'libs/cli/tests/unit_tests/deploy/fixtures/projects/with_subagents/subagents/researcher/AGENTS.md', '23b83ad50f63d241d0069a3dc426d43b211adf2e', 'MIT'],
  ['langchain-ai/deepagents', 'libs/cli/tests/unit_tests/deploy/fixtures/projects/with_tools/AGENTS.md', '23b83ad50f63d241d0069a3dc426d43b211adf2e', 'MIT'],
  ['langchain-ai/deepagents', 'libs/code/AGENTS.md', '23b83ad50f63d241d0069a3dc426d43b211adf2e', 'MIT'],
  ['langchain-ai/deepagents', 'libs/evals/AGENTS.md', '23b83ad50f63d241d0069a3dc426d43b211adf2e', 'MIT'],
  ['langchain-ai/deepagents', 'libs/partners/AGENTS.md', '23b83ad50f63d241d0069a3dc426d43b211adf2e', 'MIT'],
  ['triggerdotdev/trigger.dev', '.cursor/rules/executing-commands.mdc', 'b082e44389337dc6505d590737a6df70867cc8f4', 'Apache-2.0'],
  ['triggerdotdev/trigger.dev', '.cursor/rules/migrations.mdc', 'b082e44389337dc6505d590737a6df70867cc8f4', 'Apache-2.0'],
  ['triggerdotdev/trigger.dev', '.cursor/rules/otel-metrics.mdc', 'b082e44389337dc6505d590737a6df70867cc8f4', 'Apache-2.0'],
  ['triggerdotdev/trigger.dev', '.cursor/rules/repo.mdc', 'b082e44389337dc6505d590737a6df70867cc8f4', 'Apache-2.0'],
  ['triggerdotdev/trigger.dev', '.cursor/rules/webapp.mdc', 'b082e44389337dc6505d590737a6df70867cc8f4', 'Apache-2.0'],
  ['triggerdotdev/trigger.dev', '.cursor/rules/writing-tasks.mdc', 'b082e44389337dc6505d590737a6df70867cc8f4', 'Apache-2.0'],
  ['triggerdotdev/trigger.dev', '.cursor/rules/writing-tests.mdc', 'b082e44389337dc6505d590737a6df70867cc8f4', 'Apache-2.0'],
  ['triggerdotdev/trigger.dev', '.github/copilot-instructions.md', 'b082e44389337dc6505d590737a6df70867cc8f4', 'Apache-2.0'],
  ['triggerdotdev/trigger.dev', 'AGENTS.md', 'b082e44389337dc6505d590737a6df70867cc8f4', 'Apache-2.0'],
  ['triggerdotdev/trigger.dev', 'CLAUDE.md', 'b082e44389337dc6505d590737a6df70867cc8f4', 'Apache-2.0'],
  ['triggerdotdev/trigger.dev', 'apps/supervisor/CLAUDE.md', 'b082e44389337dc6505d590737a6df70867cc8f4', 'Apache-2.0'],
  ['triggerdotdev/trigger.dev', 'apps/webapp/CLAUDE.md', 'b082e44389337dc6505d590737a6df70867cc8f4', 'Apache-2.0'],
  ['triggerdotdev/trigger.dev', 'docs/CLAUDE.md', 'b082e44389337dc6505d590737a6df70867cc8f4', 'Apache-2.0'],
  ['triggerdotdev/trigger.dev', 'internal-packages/clickhouse/CLAUDE.md', 'b082e44389337dc6505d590737a6df70867cc8f4', 'Apache-2.0'],
  ['triggerdotdev/trigger.dev', 'internal-packages/database/CLAUDE.md', 'b082e44389337dc6505d590737a6df70867cc8f4', 'Apache-2.0'],
  ['triggerdotdev/trigger.dev', 'internal-packages/run-engine/CLAUDE.md', 'b082e44389337dc6505d590737a6df70867cc8f4', 'Apache-2.0'],
  ['triggerdotdev/trigger.dev', 'packages/cli-v3/CLAUDE.md', 'b082e44389337dc6505d590737a6df70867cc8f4', 'Apache-2.0'],
  ['triggerdotdev/trigger.dev', 'packages/core/CLAUDE.md', 'b082e44389337dc6505d590737a6df70867cc8f4', 'Apache-2.0'],
  ['triggerdotdev/trigger.dev', 'packages/redis-worker/CLAUDE.md', 'b082e44389337dc6505d590737a6df70867cc8f4', 'Apache-2.0'],
  ['triggerdotdev/trigger.dev', 'packages/trigger-sdk/CLAUDE.md', 'b082e44389337dc6505d590737a6df70867cc8f4', 'Apache-2.0'],
  ['huggingface/huggingface_hub', 'AGENTS.md', 'ee0a4510f4bc15e26cb722be2efc2bdb01383ca0', 'Apache-2.0'],
  ['agentscope-ai/agentscope', '.github/copilot-instructions.md', 'da00849f2c3db60b16edaf2371ae1d863f341ae2', 'Apache-2.0'],
  ['facebook/lexical', 'AGENTS.md', '5d5102235132888d15789bf76cf214ede2a98d62', 'MIT'],
  ['facebook/lexical', 'CLAUDE.md', '5d5102235132888d15789bf76cf214ede2a98d62', 'MIT'],
  ['dotnet/aspire', 'AGENTS.md', 'd44e195d60453f0c90df0543b455e5648c9ae174', 'MIT'],
  ['langchain-ai/langchainjs', 'AGENTS.md', '62fc484b2a0d1ec5b8bebff4a8a0efe6300ada72', 'MIT'],
  ['openai/openai-python', 'AGENTS.md', 'e43b422412a9e96c9cc5192c61fffbe2d7e04836', 'Apache-2.0'],
  ['google/adk-go', 'AGENTS.md', '0a51e153ad5a72ad8a003c5c0ef8d8e98f88139e', 'Apache-2.0'],
  ['google/adk-go', 'CLAUDE.md', '0a51e153ad5a72ad8a003c5c0ef8d8e98f88139e', 'Apache-2.0'],
  ['google/adk-go', 'GEMINI.md', '0a51e153ad5a72ad8a003c5c0ef8d8e98f88139e', 'Apache-2.0'],
  ['firebase/firebase-tools', 'GEMINI.md', 'a786bda73b48196fce1df22fe2b1cbc9e463b2d0', 'MIT'],
  ['cline/cline', '.github/copilot-instructions.md', '21cb8d2525bcedf1f4b6890b27a74a14fe7451e4', 'Apache-2.0'],
  ['cline/cline', 'AGENTS.md', '21cb8d2525bcedf1f4b6890b27a74a14fe7451e4', 'Apache-2.0'],
  ['cline/cline', 'sdk/AGENTS.md', '21cb8d2525bcedf1f4b6890b27a74a14fe7451e4', 'Apache-2.0'],
  ['cline/cline', 'sdk/packages/llms/AGENTS.md', '21cb8d2525bcedf1f4b6890b27a74a14fe7451e4', 'Apache-2.0'],
  ['RooCodeInc/Roo-Code', 'AGENTS.md', 'cb836567180a3ff1da6d082f3178b90c3bd22a70', 'Apache-2.0'],
  ['continuedev/continue', 'extensions/cli/AGENTS.md', 'd0a3c0b626b5bebc3bef4742eec05a0242be0bab', 'Apache-2.0'],
  ['Tencent/tdesign-react', 'AGENTS.md', '63e2c56166bb0121b8a0ca93f108ed8564f7cd48', 'MIT'],
  ['Tencent/tdesign-react', 'packages/pro-components/chat/chat-engine/AGENTS.md', '63e2c56166bb0121b8a0ca93f108ed8564f7cd48', 'MIT'],
  ['alibaba/higress', '.cursor/rules/plugin-development.mdc', '4e0d69143208d713e88880d5af1c86f4386e425c', 'Apache-2.0'],
  ['huggingface/diffusers', '.ai/AGENTS.md', '58eb52c0803ea9af3abec60841c2a093bdf1f951', 'Apache-2.0'],
  ['github/spec-kit', 'AGENTS.md', '27f50f7e6b618ea14d74dd4037f9e7c60218b16c', 'MIT'],
  ['shadcn-ui/ui', '.cursor/rules/registry-bases-parity.mdc', '1773ecfeeb4a04366978d353e69b5c7ded78dcb2', 'MIT'],
  ['shadcn-ui/ui', 'templates/next-app/AGENTS.md', '1773ecfeeb4a04366978d353e69b5c7ded78dcb2', 'MIT'],
  ['shadcn-ui/ui', 'templates/next-monorepo/AGENTS.md', '1773ecfeeb4a04366978d353e69b5c7ded78dcb2', 'MIT'],
  ['mark3labs/mcp-go', 'AGENTS.md', '56af04b2a9aedefa7756d9eef77065e4275a7ae6', 'MIT'],
  ['microsoft/poml', 'AGENTS.md', 'baad63aa25662c93e21c2bcee1f7d36e8931453b', 'MIT'],
  ['microsoft/poml', 'CLAUDE.md', 'baad63aa25662c93e21c2bcee1f7d36e8931453b', 'MIT'],
  ['microsoft/poml', 'packages/poml-browser/CLAUDE.md', 'baad63aa25662c93e21c2bcee1f7d36e8931453b', 'MIT'],
  ['anthropics/anthropic-sdk-typescript', 'CLAUDE.md', 'bfa9197f0182084941052be9752c948638421601', 'MIT'],
  ['kysely-org/kysely', 'AGENTS.md', '478ec67b2de2568f5590a015d3e120644e81bd87', 'MIT'],
  ['alibaba/hooks', '.cursor/rules/demo.mdc', '6c2da252acc0ad1e79e57d6e78dc0099838ca002', 'MIT'],
  ['alibaba/hooks', '.cursor/rules/docs.mdc', '6c2da252acc0ad1e79e57d6e78dc0099838ca002', 'MIT'],
  ['alibaba/hooks', '.cursor/rules/git.mdc', '6c2da252acc0ad1e79e57d6e78dc0099838ca002', 'MIT'],
  ['alibaba/hooks', '.cursor/rules/project.mdc', '6c2da252acc0ad1e79e57d6e78dc0099838ca002', 'MIT'],
  ['alibaba/hooks', '.cursor/rules/testing.mdc', '6c2da252acc0ad1e79e57d6e78dc0099838ca002', 'MIT'],
  ['alibaba/hooks', '.cursor/rules/typescript.mdc', '6c2da252acc0ad1e79e57d6e78dc0099838ca002', 'MIT'],
  ['alibaba/hooks', 'AGENTS.md', '6c2da252acc0ad1e79e57d6e78dc0099838ca002', 'MIT'],
  ['alibaba/hooks', 'CLAUDE.md', '6c2da252acc0ad1e79e57d6e78dc0099838ca002', 'MIT'],
  ['antvis/G6', '.cursor/rules/translation.mdc', 'aa5a814cc341751e5f308ff225edec76a06cb747', 'MIT'],
  ['antvis/G2', '.cursor/rules/translation.mdc', '604c1e9184afcf3477cc39f3de2f6980a969e995', 'MIT'],
  ['antvis/GPT-Vis', 'CLAUDE.md', 'a1037961a51e025595b59f47e40d6ac5e0405f95', 'MIT'],
  ['lexmin0412/dify-chat', 'AGENTS.md', 'bc922df47f6da59da88628b328c2d42e9dbe634a', 'MIT'],
  ['sdd330/nacosdesk', 'AGENTS.md', 'c4c595f2bc7656eae0bcad8a39e7a9cf59f69651', 'Apache-2.0'],
  ['huggingface/peft', '.ai/AGENTS.md', '5d602fdbff04c33c1c4de55cda9d4ae1d7cb7e40', 'Apache-2.0'],
  ['microsoft/agent-framework', '.github/copilot-instructions.md', '5eb3eb745e16324ac7bffb1dbe006d8f13c8d993', 'MIT'],
  ['microsoft/agent-framework', 'dotnet/AGENTS.md', '5eb3eb745e16324ac7bffb1dbe006d8f13c8d993', 'MIT'],
  ['microsoft/agent-framework', 'dotnet/samples/AGENTS.md', '5eb3eb745e16324ac7bffb1dbe006d8f13c8d993', 'MIT'],
  ['microsoft/agent-framework', 'python/AGENTS.md', '5eb3eb745e16324ac7bffb1dbe006d8f13c8d993', 'MIT'],
  ['microsoft/agent-framework', 'python/packages/a2a/AGENTS.md', '5eb3eb745e16324ac7bffb1dbe006d8f13c8d993', 'MIT'],
  ['microsoft/agent-framework', 'python/packages/ag-ui/AGENTS.md', '5eb3eb745e16324ac7bffb1dbe006d8f13c8d993', 'MIT'],
  ['microsoft/agent-framework', 'python/packages/anthropic/AGENTS.md', '5eb3eb745e16324ac7bffb1dbe006d8f13c8d993', 'MIT'],
  ['microsoft/agent-framework', 'python/packages/azure-ai-search/AGENTS.md', '5eb3eb745e16324ac7bffb1dbe006d8f13c8d993', 'MIT'],
  ['microsoft/agent-framework', 'python/packages/azure-contentunderstanding/AGENTS.md', '5eb3eb745e16324ac7bffb1dbe006d8f13c8d993', 'MIT'],
  ['microsoft/agent-framework', 'python/packages/azure-cosmos-memory/AGENTS.md', '5eb3eb745e16324ac7bffb1dbe006d8f13c8d993', 'MIT'],
  ['microsoft/agent-framework', 'python/packages/azure-cosmos/AGENTS.md', '5eb3eb745e16324ac7bffb1dbe006d8f13c8d993', 'MIT'],
  ['microsoft/agent-framework', 'python/packages/bedrock/AGENTS.md', '5eb3eb745e16324ac7bffb1dbe006d8f13c8d993', 'MIT'],
  ['microsoft/agent-framework', 'python/packages/chatkit/AGENTS.md', '5eb3eb745e16324ac7bffb1dbe006d8f13c8d993', 'MIT'],
  ['microsoft/agent-framework', 'python/packages/claude/AGENTS.md', '5eb3eb745e16324ac7bffb1dbe006d8f13c8d993', 'MIT'],
  ['microsoft/agent-framework', 'python/packages/copilotstudio/AGENTS.md', '5eb3eb745e16324ac7bffb1dbe006d8f13c8d993', 'MIT'],
  ['microsoft/agent-framework', 'python/packages/core/AGENTS.md', '5eb3eb745e16324ac7bffb1dbe006d8f13c8d993', 'MIT'],
  ['microsoft/agent-framework', 'python/packages/declarative/AGENTS.md', '5eb3eb745e16324ac7bffb1dbe006d8f13c8d993', 'MIT'],
  ['microsoft/agent-framework', 'python/packages/devui/AGENTS.md', '5eb3eb745e16324ac7bffb1dbe006d8f13c8d993', 'MIT'],
  ['microsoft/agent-framework', 'python/packages/foundry_local/AGENTS.md', '5eb3eb745e16324ac7bffb1dbe006d8f13c8d993', 'MIT'],
  ['microsoft/agent-framework', 'python/packages/gemini/AGENTS.md', '5eb3eb745e16324ac7bffb1dbe006d8f13c8d993', 'MIT'],
  ['microsoft/agent-framework', 'python/packages/github_copilot/AGENTS.md', '5eb3eb745e16324ac7bffb1dbe006d8f13c8d993', 'MIT'],
  ['microsoft/agent-framework', 'python/packages/hosting-a2a/AGENTS.md', '5eb3eb745e16324ac7bffb1dbe006d8f13c8d993', 'MIT'],
  ['microsoft/agent-framework', 'python/packages/hosting-mcp/AGENTS.md', '5eb3eb745e16324ac7bffb1dbe006d8f13c8d993', 'MIT'],
  ['microsoft/agent-framework', 'python/packages/lab/AGENTS.md', '5eb3eb745e16324ac7bffb1dbe006d8f13c8d993', 'MIT'],
  ['microsoft/agent-framework', 'python/packages/mem0/AGENTS.md', '5eb3eb745e16324ac7bffb1dbe006d8f13c8d993', 'MIT'],
  ['microsoft/agent-framework', 'python/packages/mistral/AGENTS.md', '5eb3eb745e16324ac7bffb1dbe006d8f13c8d993', 'MIT'],
  ['microsoft/agent-framework', 'python/packages/monty/AGENTS.md', '5eb3eb745e16324ac7bffb1dbe006d8f13c8d993', 'MIT'],
  ['microsoft/agent-framework', 'python/packages/ollama/AGENTS.md', '5eb3eb745e16324ac7bffb1dbe006d8f13c8d993', 'MIT'],
  ['microsoft/agent-framework', 'python/packages/openai/AGENTS.md', '5eb3eb745e16324ac7bffb1dbe006d8f13c8d993', 'MIT'],
  ['microsoft/agent-framework', 'python/packages/purview/AGENTS.md', '5eb3eb745e16324ac7bffb1dbe006d8f13c8d993', 'MIT'],
  ['microsoft/agent-framework', 'python/packages/redis/AGENTS.md', '5eb3eb745e16324ac7bffb1dbe006d8f13c8d993', 'MIT'],
  ['microsoft/agent-framework', 'python/samples/AGENTS.md', '5eb3eb745e16324ac7bffb1dbe006d8f13c8d993', 'MIT'],
  ['microsoft/mcp', '.github/copilot-instructions.md', '557fca14350b3e3ca8dc503fb149e092bb12d2d9', 'MIT'],
  ['microsoft/mcp', 'AGENTS.md', '557fca14350b3e3ca8dc503fb149e092bb12d2d9', 'MIT'],
  ['google/adk-java', 'GEMINI.md', 'c1bda9c14dd16a46849dbd6e74773e5595c050b8', 'Apache-2.0'],
  ['huggingface/chat-ui', 'CLAUDE.md', 'c100c162fcc3e2347a5b716a4f8b79ea8ead25b2', 'Apache-2.0'],
]

export const SEED = 'ground21-seventeenth\u0000'
const EARLIER = ['', '-fresh', '-third', '-fourth', '-fifth', '-sixth', '-seventh', '-eighth', '-ninth', '-tenth', '-eleventh', '-twelfth', '-thirteenth', '-fourteenth', '-fifteenth', '-sixteenth']
/** The other labelled sets of the repository, whose user messages and judgments are excluded too. */
const OTHER = ['chat-grounding.jsonl', 'grounding-pairs.jsonl', 'chat-probes.jsonl']

/** The drawn lines in order: { repo, path, commit, licence, line }. */
export const drawSeventeenth = () => drawAgentFileLines({ seed: SEED, files: FILES, earlier: EARLIER, other: OTHER, frontMatter: true, zhBigrams: true })

if (process.argv[1] === fileURLToPath(import.meta.url)) printAgentFileDraw(drawSeventeenth())
