// The draw of the sixteenth grounding set (issue 19, helper ground20), held aside whole. Like the
// fifteenth's (bench/grounding-fifteenth-draw.mjs), its source is the agent instruction files people
// wrote for their own public repositories (CLAUDE.md, AGENTS.md, GEMINI.md, .github/copilot-instructions.md,
// .cursorrules, .windsurfrules), from 35 other repositories under a permissive licence: none of the
// fifteenth's 30 and none of the repositories earlier sessions had fetched, none of them named anywhere in
// this repository before this set. FILES lists every such file (regular files, not symlinks) at the commit
// of the snapshot that was read, with the repository's licence. Node built-ins only; it reads no gate, no
// matcher, no score.
//
// The rule is the fifteenth's: a line of a listed file that is a whole item (a list item or a one-line
// paragraph, not continued on the next line), outside code fences, not a heading, table row, HTML line or
// a line ending in ':', with its list marker ('- ', '* ', '1. ', '1，'), a leading ✅ / ❌ and '**'
// removed, 25–140 characters long, with a rule word (RULE or RULE_ZH, bench/agent-file-draw.mjs); no line, `after` line, written
// line, agent file line, user message or judgment of the fifteen earlier sets (the fifteenth's draw did
// not read judgments; this one does); a text seen twice drawn once. Lines
// are ordered by sha256("ground20-sixteenth\0" + repo + "\0" + path + "\0" + line); at most two lines per
// file and ten per repository; a line whose words (lower case, letters and digits) overlap those of an
// earlier set's text or of a line drawn before it by Jaccard ≥ 0.6 is skipped as a near-copy. An earlier
// set is read only for this exclusion, never printed.
//
// The files are read with `git show <commit>:<path>` from a clone of each repository at
// $AGENT_FILES_MIRROR/<owner>+<name>/repo (default /work/.mirror, where the snapshots were fetched).
// Usage:
//   node bench/grounding-sixteenth-draw.mjs [count]   → prints `rank<TAB>repo:path<TAB>line` in draw order
import { fileURLToPath } from 'node:url'
import { drawAgentFileLines, printAgentFileDraw } from './agent-file-draw.mjs'

/** [repository, path, commit, licence] of every file the draw read. */
export const FILES = [
  ['github/github-mcp-server', '.github/copilot-instructions.md', '64a49f34d076b6f5917dae1424521d43c7bcae84', 'MIT'],
  ['pnpm/pnpm', 'AGENTS.md', '36e5ae6ac8d03743442f083680fa3015e4a774b3', 'MIT'],
  ['pnpm/pnpm', 'pnpm/AGENTS.md', '36e5ae6ac8d03743442f083680fa3015e4a774b3', 'MIT'],
  ['pnpm/pnpm', 'pnpr/AGENTS.md', '36e5ae6ac8d03743442f083680fa3015e4a774b3', 'MIT'],
  ['oxc-project/oxc', '.github/copilot-instructions.md', '288f9a5188b9409cd0dfa34c25a0419e5eb8443b', 'MIT'],
  ['oxc-project/oxc', 'AGENTS.md', '288f9a5188b9409cd0dfa34c25a0419e5eb8443b', 'MIT'],
  ['oxc-project/oxc', 'CLAUDE.md', '288f9a5188b9409cd0dfa34c25a0419e5eb8443b', 'MIT'],
  ['oxc-project/oxc', 'apps/oxfmt/AGENTS.md', '288f9a5188b9409cd0dfa34c25a0419e5eb8443b', 'MIT'],
  ['oxc-project/oxc', 'apps/oxfmt/CLAUDE.md', '288f9a5188b9409cd0dfa34c25a0419e5eb8443b', 'MIT'],
  ['oxc-project/oxc', 'crates/oxc_formatter/AGENTS.md', '288f9a5188b9409cd0dfa34c25a0419e5eb8443b', 'MIT'],
  ['oxc-project/oxc', 'crates/oxc_formatter/CLAUDE.md', '288f9a5188b9409cd0dfa34c25a0419e5eb8443b', 'MIT'],
  ['oxc-project/oxc', 'crates/oxc_formatter_core/AGENTS.md', '288f9a5188b9409cd0dfa34c25a0419e5eb8443b', 'MIT'],
  ['oxc-project/oxc', 'crates/oxc_formatter_core/CLAUDE.md', '288f9a5188b9409cd0dfa34c25a0419e5eb8443b', 'MIT'],
  ['oxc-project/oxc', 'crates/oxc_formatter_css/AGENTS.md', '288f9a5188b9409cd0dfa34c25a0419e5eb8443b', 'MIT'],
  ['oxc-project/oxc', 'crates/oxc_formatter_css/CLAUDE.md', '288f9a5188b9409cd0dfa34c25a0419e5eb8443b', 'MIT'],
  ['oxc-project/oxc', 'crates/oxc_formatter_graphql/AGENTS.md', '288f9a5188b9409cd0dfa34c25a0419e5eb8443b', 'MIT'],
  ['oxc-project/oxc', 'crates/oxc_formatter_graphql/CLAUDE.md', '288f9a5188b9409cd0dfa34c25a0419e5eb8443b', 'MIT'],
  ['oxc-project/oxc', 'crates/oxc_formatter_json/AGENTS.md', '288f9a5188b9409cd0dfa34c25a0419e5eb8443b', 'MIT'],
  ['oxc-project/oxc', 'crates/oxc_formatter_json/CLAUDE.md', '288f9a5188b9409cd0dfa34c25a0419e5eb8443b', 'MIT'],
  ['oxc-project/oxc', 'crates/oxc_formatter_tests/AGENTS.md', '288f9a5188b9409cd0dfa34c25a0419e5eb8443b', 'MIT'],
  ['oxc-project/oxc', 'crates/oxc_formatter_tests/CLAUDE.md', '288f9a5188b9409cd0dfa34c25a0419e5eb8443b', 'MIT'],
  ['oxc-project/oxc', 'crates/oxc_formatter_yaml/AGENTS.md', '288f9a5188b9409cd0dfa34c25a0419e5eb8443b', 'MIT'],
  ['oxc-project/oxc', 'crates/oxc_formatter_yaml/CLAUDE.md', '288f9a5188b9409cd0dfa34c25a0419e5eb8443b', 'MIT'],
  ['oxc-project/oxc', 'crates/oxc_minifier/docs/CLAUDE.md', '288f9a5188b9409cd0dfa34c25a0419e5eb8443b', 'MIT'],
  ['oxc-project/oxc', 'crates/oxc_parser/AGENTS.md', '288f9a5188b9409cd0dfa34c25a0419e5eb8443b', 'MIT'],
  ['oxc-project/oxc', 'crates/oxc_semantic/AGENTS.md', '288f9a5188b9409cd0dfa34c25a0419e5eb8443b', 'MIT'],
  ['oxc-project/oxc', 'crates/oxc_transformer/AGENTS.md', '288f9a5188b9409cd0dfa34c25a0419e5eb8443b', 'MIT'],
  ['cloudflare/workers-sdk', 'AGENTS.md', 'f8308360283f97d33e188aee2e19c1ef9c09524a', 'MIT OR Apache-2.0'],
  ['cloudflare/workers-sdk', 'CLAUDE.md', 'f8308360283f97d33e188aee2e19c1ef9c09524a', 'MIT OR Apache-2.0'],
  ['cloudflare/workers-sdk', 'packages/auto-triage-bot/AGENTS.md', 'f8308360283f97d33e188aee2e19c1ef9c09524a', 'MIT OR Apache-2.0'],
  ['cloudflare/workers-sdk', 'packages/create-cloudflare/AGENTS.md', 'f8308360283f97d33e188aee2e19c1ef9c09524a', 'MIT OR Apache-2.0'],
  ['cloudflare/workers-sdk', 'packages/miniflare/AGENTS.md', 'f8308360283f97d33e188aee2e19c1ef9c09524a', 'MIT OR Apache-2.0'],
  ['cloudflare/workers-sdk', 'packages/vite-plugin-cloudflare/AGENTS.md', 'f8308360283f97d33e188aee2e19c1ef9c09524a', 'MIT OR Apache-2.0'],
  ['cloudflare/workers-sdk', 'packages/vitest-plugin/AGENTS.md', 'f8308360283f97d33e188aee2e19c1ef9c09524a', 'MIT OR Apache-2.0'],
  ['cloudflare/workers-sdk', 'packages/workers-auth/AGENTS.md', 'f8308360283f97d33e188aee2e19c1ef9c09524a', 'MIT OR Apache-2.0'],
  ['cloudflare/workers-sdk', 'packages/workers-utils/AGENTS.md', 'f8308360283f97d33e188aee2e19c1ef9c09524a', 'MIT OR Apache-2.0'],
  ['cloudflare/workers-sdk', 'packages/wrangler/AGENTS.md', 'f8308360283f97d33e188aee2e19c1ef9c09524a', 'MIT OR Apache-2.0'],
  ['astral-sh/uv', 'AGENTS.md', '26a9dd4b2125bc271b47855e1fa0c49af3365db5', 'MIT OR Apache-2.0'],
  ['astral-sh/uv', 'CLAUDE.md', '26a9dd4b2125bc271b47855e1fa0c49af3365db5', 'MIT OR Apache-2.0'],
  ['better-auth/better-auth', 'AGENTS.md', '451aa4b6e57c9d4989bebc61ebb0892510e8a14e', 'MIT'],
  ['jlowin/fastmcp', 'AGENTS.md', 'b14b137fddc3145d6b4abd0b3a3f1a11dfc370b0', 'Apache-2.0'],
  ['rolldown/rolldown', 'AGENTS.md', '12b5cd0d3b9931fe64e40ea2ff5fa68b4daded44', 'MIT'],
  ['rolldown/rolldown', 'packages/test-dev-server/tests/AGENTS.md', '12b5cd0d3b9931fe64e40ea2ff5fa68b4daded44', 'MIT'],
  ['xerrors/Yuxi-Know', 'AGENTS.md', 'bb8897ce28487a3bf1b4035f9ce8a4c550f34a22', 'MIT'],
  ['xerrors/Yuxi-Know', 'CLAUDE.md', 'bb8897ce28487a3bf1b4035f9ce8a4c550f34a22', 'MIT'],
  ['remix-run/react-router', 'AGENTS.md', 'cab1a69054aa7dfba08a81b6e4b4d13957c82a38', 'MIT'],
  ['remix-run/react-router', 'CLAUDE.md', 'cab1a69054aa7dfba08a81b6e4b4d13957c82a38', 'MIT'],
  ['colinhacks/zod', 'AGENTS.md', 'e516c3baf22615e20934116abebfed6c000222c2', 'MIT'],
  ['Tencent/WeKnora', 'cli/AGENTS.md', '412dcc41c662c9b45698959e0c3c37db5b8dc9d3', 'MIT'],
  ['pydantic/logfire', 'CLAUDE.md', 'e484a6b53a0df3062d304ce258573e387cf3140a', 'MIT'],
  ['pydantic/logfire', 'docs/integrations/agent-frameworks/CLAUDE.md', 'e484a6b53a0df3062d304ce258573e387cf3140a', 'MIT'],
  ['vitest-dev/vitest', '.github/copilot-instructions.md', 'c3ba16b35847d27fb9f01f38cdcb047c77e121f8', 'MIT'],
  ['vitest-dev/vitest', 'AGENTS.md', 'c3ba16b35847d27fb9f01f38cdcb047c77e121f8', 'MIT'],
  ['vitest-dev/vitest', 'CLAUDE.md', 'c3ba16b35847d27fb9f01f38cdcb047c77e121f8', 'MIT'],
  ['vitest-dev/vitest', 'docs/AGENTS.md', 'c3ba16b35847d27fb9f01f38cdcb047c77e121f8', 'MIT'],
  ['sveltejs/kit', 'AGENTS.md', 'aa810a04146b98b77592f7b384347140d29ff599', 'MIT'],
  ['livekit/agents', 'AGENTS.md', 'da6af86ac640a3bc54585764e64321d7048c1c16', 'Apache-2.0'],
  ['livekit/agents', 'CLAUDE.md', 'da6af86ac640a3bc54585764e64321d7048c1c16', 'Apache-2.0'],
  ['kieranchan/claude-relay-service', 'CLAUDE.md', '19db959ee494c7ca17adcbf683fb3240aeb35a90', 'MIT'],
  ['Wei-Shaw/claude-relay-service', 'CLAUDE.md', '8479c7ce358b6bfd6a06287812c786f9533d27a4', 'MIT'],
  ['nuxt/nuxt', 'AGENTS.md', '4e0099839c3ea0483e6dc639e4be6d9bdffc3e56', 'MIT'],
  ['nuxt/nuxt', 'CLAUDE.md', '4e0099839c3ea0483e6dc639e4be6d9bdffc3e56', 'MIT'],
  ['huggingface/trl', '.ai/AGENTS.md', 'f2cd57710ae345ea6428ae95363267fcf38a3dc8', 'Apache-2.0'],
  ['microsoft/playwright-mcp', 'CLAUDE.md', '7e0457a7cbf88823bf0146d12c46ae12c6818247', 'Apache-2.0'],
  ['denoland/fresh', 'AGENTS.md', '39b5f06f8a7d7fa02dd2e2950f2291d04ef9fea7', 'MIT'],
  ['alibaba/page-agent', 'AGENTS.md', 'b7401a051c0ce1b1ec3f2713590a78585adf9ae1', 'MIT'],
  ['alibaba/page-agent', 'CLAUDE.md', 'b7401a051c0ce1b1ec3f2713590a78585adf9ae1', 'MIT'],
  ['alibaba/page-agent', 'packages/website/AGENTS.md', 'b7401a051c0ce1b1ec3f2713590a78585adf9ae1', 'MIT'],
  ['firebase/genkit', 'go/GEMINI.md', '77656d5e61e56fc33eaceea88de58f32dbdf074f', 'Apache-2.0'],
  ['getsentry/sentry-javascript', 'AGENTS.md', 'f7a6cc0c221c324026287a7218ed07e929eb69d4', 'MIT'],
  ['getsentry/sentry-javascript', 'packages/browser/AGENTS.md', 'f7a6cc0c221c324026287a7218ed07e929eb69d4', 'MIT'],
  ['getsentry/sentry-javascript', 'packages/nextjs/AGENTS.md', 'f7a6cc0c221c324026287a7218ed07e929eb69d4', 'MIT'],
  ['ghostty-org/ghostty', 'AGENTS.md', '3b9c4e0ddbe953540243af89cf11fad26f297088', 'MIT'],
  ['ghostty-org/ghostty', 'example/AGENTS.md', '3b9c4e0ddbe953540243af89cf11fad26f297088', 'MIT'],
  ['ghostty-org/ghostty', 'macos/AGENTS.md', '3b9c4e0ddbe953540243af89cf11fad26f297088', 'MIT'],
  ['ghostty-org/ghostty', 'src/benchmark/AGENTS.md', '3b9c4e0ddbe953540243af89cf11fad26f297088', 'MIT'],
  ['ghostty-org/ghostty', 'src/inspector/AGENTS.md', '3b9c4e0ddbe953540243af89cf11fad26f297088', 'MIT'],
  ['ghostty-org/ghostty', 'src/terminal/apc/glyph/AGENTS.md', '3b9c4e0ddbe953540243af89cf11fad26f297088', 'MIT'],
  ['ghostty-org/ghostty', 'src/terminal/c/AGENTS.md', '3b9c4e0ddbe953540243af89cf11fad26f297088', 'MIT'],
  ['ghostty-org/ghostty', 'src/terminal/compress/AGENTS.md', '3b9c4e0ddbe953540243af89cf11fad26f297088', 'MIT'],
  ['ghostty-org/ghostty', 'src/terminal/snapshot/AGENTS.md', '3b9c4e0ddbe953540243af89cf11fad26f297088', 'MIT'],
  ['ghostty-org/ghostty', 'test/fuzz-libghostty/AGENTS.md', '3b9c4e0ddbe953540243af89cf11fad26f297088', 'MIT'],
  ['ant-design/pro-components', '.cursor/rules/AGENTS.md', 'a6e7e485e3fe62be7ad4bb0195782675db34b59c', 'MIT'],
  ['huggingface/lerobot', 'AGENTS.md', '7427f31801f944f5ec9ce53cda02862ce7d1638b', 'Apache-2.0'],
  ['astral-sh/ty', 'AGENTS.md', '00199f0aaa6a8cd264fea08eae4f3c3fe4451c17', 'MIT'],
  ['microsoft/vscode-copilot-chat', '.github/copilot-instructions.md', '31acd00a86424e2ee6e980e54919cf31fbf88030', 'MIT'],
  ['microsoft/vscode-copilot-chat', 'src/extension/chatSessions/claude/AGENTS.md', '31acd00a86424e2ee6e980e54919cf31fbf88030', 'MIT'],
  ['microsoft/vscode-copilot-chat', 'src/platform/authentication/common/AGENTS.md', '31acd00a86424e2ee6e980e54919cf31fbf88030', 'MIT'],
  ['payloadcms/payload', 'AGENTS.md', 'db7543c2121f0b672e33436447122b5e09ea4f2b', 'MIT'],
  ['payloadcms/payload', 'CLAUDE.md', 'db7543c2121f0b672e33436447122b5e09ea4f2b', 'MIT'],
  ['payloadcms/payload', 'packages/codemod/CLAUDE.md', 'db7543c2121f0b672e33436447122b5e09ea4f2b', 'MIT'],
  ['payloadcms/payload', 'packages/create-payload-app/CLAUDE.md', 'db7543c2121f0b672e33436447122b5e09ea4f2b', 'MIT'],
  ['openai/openai-node', 'AGENTS.md', '7b7d6ca71130d37ec09792c50056b47861f2eccf', 'Apache-2.0'],
  ['temporalio/sdk-python', 'AGENTS.md', '3a464f9b56bad49926f03aa7b421209dbaa784f8', 'MIT'],
  ['microsoft/typespec', '.github/copilot-instructions.md', 'a791115b05f626d8fcc88943ebcd38b15a6aa162', 'MIT'],
  ['microsoft/typespec', 'AGENTS.md', 'a791115b05f626d8fcc88943ebcd38b15a6aa162', 'MIT'],
  ['microsoft/typespec', 'packages/http-client-java/.github/copilot-instructions.md', 'a791115b05f626d8fcc88943ebcd38b15a6aa162', 'MIT'],
  ['microsoft/typespec', 'packages/http-client-js/.github/copilot-instructions.md', 'a791115b05f626d8fcc88943ebcd38b15a6aa162', 'MIT'],
  ['Azure/azure-dev', '.github/copilot-instructions.md', 'ae35809f496491989273d0edefdeb70f245f399b', 'MIT'],
  ['Azure/azure-dev', 'cli/azd/AGENTS.md', 'ae35809f496491989273d0edefdeb70f245f399b', 'MIT'],
  ['Azure/azure-dev', 'cli/azd/extensions/azure.ai.agents/AGENTS.md', 'ae35809f496491989273d0edefdeb70f245f399b', 'MIT'],
  ['Azure/azure-dev', 'cli/azd/extensions/azure.ai.connections/AGENTS.md', 'ae35809f496491989273d0edefdeb70f245f399b', 'MIT'],
  ['Azure/azure-dev', 'cli/azd/extensions/azure.ai.inspector/AGENTS.md', 'ae35809f496491989273d0edefdeb70f245f399b', 'MIT'],
  ['Azure/azure-dev', 'cli/azd/extensions/azure.ai.projects/AGENTS.md', 'ae35809f496491989273d0edefdeb70f245f399b', 'MIT'],
  ['Azure/azure-dev', 'cli/azd/extensions/azure.ai.routines/AGENTS.md', 'ae35809f496491989273d0edefdeb70f245f399b', 'MIT'],
  ['Azure/azure-dev', 'cli/azd/extensions/azure.ai.skills/AGENTS.md', 'ae35809f496491989273d0edefdeb70f245f399b', 'MIT'],
  ['Azure/azure-dev', 'cli/azd/extensions/azure.ai.toolboxes/AGENTS.md', 'ae35809f496491989273d0edefdeb70f245f399b', 'MIT'],
  ['Azure/azure-dev', 'ext/vscode/.github/copilot-instructions.md', 'ae35809f496491989273d0edefdeb70f245f399b', 'MIT'],
  ['Azure/azure-dev', 'ext/vscode/AGENTS.md', 'ae35809f496491989273d0edefdeb70f245f399b', 'MIT'],
]

export const SEED = 'ground20-sixteenth\u0000'
const EARLIER = ['', '-fresh', '-third', '-fourth', '-fifth', '-sixth', '-seventh', '-eighth', '-ninth', '-tenth', '-eleventh', '-twelfth', '-thirteenth', '-fourteenth', '-fifteenth']

/** The drawn lines in order: { repo, path, commit, licence, line }. */
export const drawSixteenth = () => drawAgentFileLines({ seed: SEED, files: FILES, earlier: EARLIER })

if (process.argv[1] === fileURLToPath(import.meta.url)) printAgentFileDraw(drawSixteenth())
