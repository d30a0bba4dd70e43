// The draw of the fifteenth grounding set (issue 19, helper ground19), held aside whole. Its source is
// not the CC0 corpus (spent) but the agent instruction files people wrote for their own public
// repositories (CLAUDE.md, AGENTS.md, GEMINI.md, .github/copilot-instructions.md; no .cursorrules or
// .windsurfrules turned up in these snapshots), 30 repositories under a permissive licence, none of
// them named anywhere in this repository before this set. FILES lists every such file (regular files,
// not symlinks) at the commit of the snapshot that was read, with the repository's licence.
// Node built-ins only; it reads no gate, no matcher, no score.
//
// The rule: a line of a listed file that is a whole item (a list item or a one-line paragraph, not
// continued on the next line), outside code fences, not a heading, table row, HTML line or a line
// ending in ':', with its list marker ('- ', '* ', '1. ', '1，'), a leading ✅ / ❌ and '**'
// removed, 25–140 characters long, with a rule word (RULE or RULE_ZH, bench/agent-file-draw.mjs); no line, `after` line,
// written line or user message of the fourteen earlier sets; a text seen twice drawn once. Lines are
// ordered by sha256("ground19-fifteenth\0" + repo + "\0" + path + "\0" + line); at most two lines per
// file and ten per repository; a line whose words (lower case, letters and digits) overlap those of
// an earlier set's line or of a line drawn before it by Jaccard ≥ 0.6 is skipped as a near-copy (as
// bench/grounding-draw.mjs does). An earlier set is read only for this exclusion, never printed.
//
// The files are read with `git show <commit>:<path>` from a clone of each repository at
// $AGENT_FILES_MIRROR/<owner>+<name>/repo (default /work/.mirror, where the snapshots were fetched).
// Usage:
//   node bench/grounding-fifteenth-draw.mjs [count]   → prints `rank<TAB>repo:path<TAB>line` in draw order
import { fileURLToPath } from 'node:url'
import { drawAgentFileLines, printAgentFileDraw } from './agent-file-draw.mjs'

/** [repository, path, commit, licence] of every file the draw read. */
export const FILES = [
  ['aiidateam/aiida-core', 'AGENTS.md', '60eef76a736ff669ca31f0d0ce67a76e350cf94d', 'MIT'],
  ['aiidateam/aiida-core', 'CLAUDE.md', '60eef76a736ff669ca31f0d0ce67a76e350cf94d', 'MIT'],
  ['ant-design/ant-design', '.github/copilot-instructions.md', '2b258157ff20fb8948780e414dc1d74246aede40', 'MIT'],
  ['ant-design/ant-design', 'AGENTS.md', '2b258157ff20fb8948780e414dc1d74246aede40', 'MIT'],
  ['astral-sh/ruff', 'AGENTS.md', 'fca5c7cf2cd2f8338f18b9485f936b8e9f07bd0b', 'MIT'],
  ['astral-sh/ruff', 'CLAUDE.md', 'fca5c7cf2cd2f8338f18b9485f936b8e9f07bd0b', 'MIT'],
  ['biomejs/biome', 'AGENTS.md', '18883b7dafb8f9581534508fdd5b1e34632f2724', 'MIT OR Apache-2.0'],
  ['excalidraw/excalidraw', '.github/copilot-instructions.md', '4872083c044491b6d5c96ae134a75464f96d6831', 'MIT'],
  ['excalidraw/excalidraw', 'CLAUDE.md', '4872083c044491b6d5c96ae134a75464f96d6831', 'MIT'],
  ['google-gemini/gemini-cli', 'GEMINI.md', '5411f113cafae26161b4969b0237b8e1e024e2c2', 'Apache-2.0'],
  ['google-gemini/gemini-cli', 'packages/a2a-server/GEMINI.md', '5411f113cafae26161b4969b0237b8e1e024e2c2', 'Apache-2.0'],
  ['google-gemini/gemini-cli', 'packages/cli/GEMINI.md', '5411f113cafae26161b4969b0237b8e1e024e2c2', 'Apache-2.0'],
  ['google-gemini/gemini-cli', 'packages/core/GEMINI.md', '5411f113cafae26161b4969b0237b8e1e024e2c2', 'Apache-2.0'],
  ['google-gemini/gemini-cli', 'packages/devtools/GEMINI.md', '5411f113cafae26161b4969b0237b8e1e024e2c2', 'Apache-2.0'],
  ['google-gemini/gemini-cli', 'packages/sdk/GEMINI.md', '5411f113cafae26161b4969b0237b8e1e024e2c2', 'Apache-2.0'],
  ['google-gemini/gemini-cli', 'packages/test-utils/GEMINI.md', '5411f113cafae26161b4969b0237b8e1e024e2c2', 'Apache-2.0'],
  ['google-gemini/gemini-cli', 'packages/vscode-ide-companion/GEMINI.md', '5411f113cafae26161b4969b0237b8e1e024e2c2', 'Apache-2.0'],
  ['pydantic/pydantic-ai', '.github/workflows/AGENTS.md', '4fda38988f2939fa6ea9cdefcf120693e10ef491', 'MIT'],
  ['pydantic/pydantic-ai', 'AGENTS.md', '4fda38988f2939fa6ea9cdefcf120693e10ef491', 'MIT'],
  ['pydantic/pydantic-ai', 'docs/AGENTS.md', '4fda38988f2939fa6ea9cdefcf120693e10ef491', 'MIT'],
  ['pydantic/pydantic-ai', 'docs/realtime/AGENTS.md', '4fda38988f2939fa6ea9cdefcf120693e10ef491', 'MIT'],
  ['pydantic/pydantic-ai', 'pydantic_ai_slim/pydantic_ai/AGENTS.md', '4fda38988f2939fa6ea9cdefcf120693e10ef491', 'MIT'],
  ['pydantic/pydantic-ai', 'pydantic_ai_slim/pydantic_ai/capabilities/AGENTS.md', '4fda38988f2939fa6ea9cdefcf120693e10ef491', 'MIT'],
  ['pydantic/pydantic-ai', 'pydantic_ai_slim/pydantic_ai/durable_exec/AGENTS.md', '4fda38988f2939fa6ea9cdefcf120693e10ef491', 'MIT'],
  ['pydantic/pydantic-ai', 'pydantic_ai_slim/pydantic_ai/models/AGENTS.md', '4fda38988f2939fa6ea9cdefcf120693e10ef491', 'MIT'],
  ['pydantic/pydantic-ai', 'pydantic_ai_slim/pydantic_ai/native_tools/AGENTS.md', '4fda38988f2939fa6ea9cdefcf120693e10ef491', 'MIT'],
  ['pydantic/pydantic-ai', 'pydantic_ai_slim/pydantic_ai/profiles/AGENTS.md', '4fda38988f2939fa6ea9cdefcf120693e10ef491', 'MIT'],
  ['pydantic/pydantic-ai', 'pydantic_ai_slim/pydantic_ai/providers/AGENTS.md', '4fda38988f2939fa6ea9cdefcf120693e10ef491', 'MIT'],
  ['pydantic/pydantic-ai', 'pydantic_ai_slim/pydantic_ai/realtime/AGENTS.md', '4fda38988f2939fa6ea9cdefcf120693e10ef491', 'MIT'],
  ['pydantic/pydantic-ai', 'pydantic_ai_slim/pydantic_ai/toolsets/AGENTS.md', '4fda38988f2939fa6ea9cdefcf120693e10ef491', 'MIT'],
  ['pydantic/pydantic-ai', 'pydantic_ai_slim/pydantic_ai/ui/AGENTS.md', '4fda38988f2939fa6ea9cdefcf120693e10ef491', 'MIT'],
  ['pydantic/pydantic-ai', 'tests/AGENTS.md', '4fda38988f2939fa6ea9cdefcf120693e10ef491', 'MIT'],
  ['vercel/ai', 'AGENTS.md', 'ed857f50f112e23930b0c2dd8d532cc8bebbc911', 'Apache-2.0'],
  ['vercel/ai', 'packages/ai/AGENTS.md', 'ed857f50f112e23930b0c2dd8d532cc8bebbc911', 'Apache-2.0'],
  ['oNo500/infra-code', '.claude/CLAUDE.md', 'd385330a35bb050b5f8b643a4d02db3381d34110', 'MIT'],
  ['oNo500/infra-code', 'starters/fullstack/.claude/CLAUDE.md', 'd385330a35bb050b5f8b643a4d02db3381d34110', 'MIT'],
  ['bytedance/deer-flow', '.github/copilot-instructions.md', 'f1f4af99bbf1cffb83a80744bf6e4a44ee8f24be', 'MIT'],
  ['bytedance/deer-flow', 'AGENTS.md', 'f1f4af99bbf1cffb83a80744bf6e4a44ee8f24be', 'MIT'],
  ['bytedance/deer-flow', 'CLAUDE.md', 'f1f4af99bbf1cffb83a80744bf6e4a44ee8f24be', 'MIT'],
  ['bytedance/deer-flow', 'backend/AGENTS.md', 'f1f4af99bbf1cffb83a80744bf6e4a44ee8f24be', 'MIT'],
  ['bytedance/deer-flow', 'backend/CLAUDE.md', 'f1f4af99bbf1cffb83a80744bf6e4a44ee8f24be', 'MIT'],
  ['bytedance/deer-flow', 'backend/app/channels/AGENTS.md', 'f1f4af99bbf1cffb83a80744bf6e4a44ee8f24be', 'MIT'],
  ['bytedance/deer-flow', 'backend/app/gateway/AGENTS.md', 'f1f4af99bbf1cffb83a80744bf6e4a44ee8f24be', 'MIT'],
  ['bytedance/deer-flow', 'backend/packages/harness/deerflow/AGENTS.md', 'f1f4af99bbf1cffb83a80744bf6e4a44ee8f24be', 'MIT'],
  ['bytedance/deer-flow', 'backend/packages/harness/deerflow/agents/AGENTS.md', 'f1f4af99bbf1cffb83a80744bf6e4a44ee8f24be', 'MIT'],
  ['bytedance/deer-flow', 'backend/packages/harness/deerflow/agents/memory/AGENTS.md', 'f1f4af99bbf1cffb83a80744bf6e4a44ee8f24be', 'MIT'],
  ['bytedance/deer-flow', 'backend/packages/harness/deerflow/agents/middlewares/AGENTS.md', 'f1f4af99bbf1cffb83a80744bf6e4a44ee8f24be', 'MIT'],
  ['bytedance/deer-flow', 'backend/packages/harness/deerflow/config/AGENTS.md', 'f1f4af99bbf1cffb83a80744bf6e4a44ee8f24be', 'MIT'],
  ['bytedance/deer-flow', 'backend/packages/harness/deerflow/extensions/AGENTS.md', 'f1f4af99bbf1cffb83a80744bf6e4a44ee8f24be', 'MIT'],
  ['bytedance/deer-flow', 'backend/packages/harness/deerflow/mcp/AGENTS.md', 'f1f4af99bbf1cffb83a80744bf6e4a44ee8f24be', 'MIT'],
  ['bytedance/deer-flow', 'backend/packages/harness/deerflow/models/AGENTS.md', 'f1f4af99bbf1cffb83a80744bf6e4a44ee8f24be', 'MIT'],
  ['bytedance/deer-flow', 'backend/packages/harness/deerflow/persistence/migrations/AGENTS.md', 'f1f4af99bbf1cffb83a80744bf6e4a44ee8f24be', 'MIT'],
  ['bytedance/deer-flow', 'backend/packages/harness/deerflow/reflection/AGENTS.md', 'f1f4af99bbf1cffb83a80744bf6e4a44ee8f24be', 'MIT'],
  ['bytedance/deer-flow', 'backend/packages/harness/deerflow/runtime/AGENTS.md', 'f1f4af99bbf1cffb83a80744bf6e4a44ee8f24be', 'MIT'],
  ['bytedance/deer-flow', 'backend/packages/harness/deerflow/sandbox/AGENTS.md', 'f1f4af99bbf1cffb83a80744bf6e4a44ee8f24be', 'MIT'],
  ['bytedance/deer-flow', 'backend/packages/harness/deerflow/skills/AGENTS.md', 'f1f4af99bbf1cffb83a80744bf6e4a44ee8f24be', 'MIT'],
  ['bytedance/deer-flow', 'backend/packages/harness/deerflow/subagents/AGENTS.md', 'f1f4af99bbf1cffb83a80744bf6e4a44ee8f24be', 'MIT'],
  ['bytedance/deer-flow', 'backend/packages/harness/deerflow/tools/AGENTS.md', 'f1f4af99bbf1cffb83a80744bf6e4a44ee8f24be', 'MIT'],
  ['bytedance/deer-flow', 'backend/packages/harness/deerflow/tracing/AGENTS.md', 'f1f4af99bbf1cffb83a80744bf6e4a44ee8f24be', 'MIT'],
  ['bytedance/deer-flow', 'backend/packages/harness/deerflow/tui/AGENTS.md', 'f1f4af99bbf1cffb83a80744bf6e4a44ee8f24be', 'MIT'],
  ['bytedance/deer-flow', 'frontend/AGENTS.md', 'f1f4af99bbf1cffb83a80744bf6e4a44ee8f24be', 'MIT'],
  ['bytedance/deer-flow', 'frontend/CLAUDE.md', 'f1f4af99bbf1cffb83a80744bf6e4a44ee8f24be', 'MIT'],
  ['bytedance/deer-flow', 'frontend/src/AGENTS.md', 'f1f4af99bbf1cffb83a80744bf6e4a44ee8f24be', 'MIT'],
  ['bytedance/deer-flow', 'scripts/AGENTS.md', 'f1f4af99bbf1cffb83a80744bf6e4a44ee8f24be', 'MIT'],
  ['openai/openai-agents-python', 'AGENTS.md', '7f7a44f8dc0650296bd5ab6c745c9bcbaa6ac3b7', 'MIT'],
  ['modelcontextprotocol/python-sdk', 'AGENTS.md', '57394b0548d1e2dc2dce8d67d84985769df3b8bb', 'MIT'],
  ['modelcontextprotocol/python-sdk', 'CLAUDE.md', '57394b0548d1e2dc2dce8d67d84985769df3b8bb', 'MIT'],
  ['infiniflow/ragflow', '.github/copilot-instructions.md', 'b1b8cd623520b97b2526ffb1514bd812bdcc7eaf', 'Apache-2.0'],
  ['infiniflow/ragflow', 'AGENTS.md', 'b1b8cd623520b97b2526ffb1514bd812bdcc7eaf', 'Apache-2.0'],
  ['infiniflow/ragflow', 'web/CLAUDE.md', 'b1b8cd623520b97b2526ffb1514bd812bdcc7eaf', 'Apache-2.0'],
  ['withastro/astro', 'AGENTS.md', '99d3d3dbbfa4fd7b128a056337f1a719437a7377', 'MIT'],
  ['Wangnov/claude-code-statusline-pro', 'CLAUDE.md', '3936b35477ab9fc4ecba6897bde0ebe2aa0b831f', 'MIT'],
  ['aignostics/foundry-python-core', '.github/AGENTS.md', '0a8ab51e9c1e8840c361d496d90467d16cef5123', 'MIT'],
  ['aignostics/foundry-python-core', '.github/CLAUDE.md', '0a8ab51e9c1e8840c361d496d90467d16cef5123', 'MIT'],
  ['aignostics/foundry-python-core', 'AGENTS.md', '0a8ab51e9c1e8840c361d496d90467d16cef5123', 'MIT'],
  ['aignostics/foundry-python-core', 'CLAUDE.md', '0a8ab51e9c1e8840c361d496d90467d16cef5123', 'MIT'],
  ['aignostics/foundry-python-core', 'src/aignostics_foundry_core/AGENTS.md', '0a8ab51e9c1e8840c361d496d90467d16cef5123', 'MIT'],
  ['aignostics/foundry-python-core', 'src/aignostics_foundry_core/CLAUDE.md', '0a8ab51e9c1e8840c361d496d90467d16cef5123', 'MIT'],
  ['aignostics/foundry-python-core', 'tests/AGENTS.md', '0a8ab51e9c1e8840c361d496d90467d16cef5123', 'MIT'],
  ['aignostics/foundry-python-core', 'tests/CLAUDE.md', '0a8ab51e9c1e8840c361d496d90467d16cef5123', 'MIT'],
  ['gengqifu/Minos', 'AGENTS.md', '45f9d1d76c8b62a2cff4e340386baeafbb012fd7', 'Apache-2.0'],
  ['hiyouga/LLaMA-Factory', '.ai/CLAUDE.md', 'ff6d4d12eeb035d6ce06805a5733dd7b29f2ac30', 'Apache-2.0'],
  ['hiyouga/LLaMA-Factory', '.github/copilot-instructions.md', 'ff6d4d12eeb035d6ce06805a5733dd7b29f2ac30', 'Apache-2.0'],
  ['browser-use/browser-use', 'AGENTS.md', '85ddbfedf609166b2d2c76c3d80506649fee82a9', 'MIT'],
  ['browser-use/browser-use', 'CLAUDE.md', '85ddbfedf609166b2d2c76c3d80506649fee82a9', 'MIT'],
  ['huggingface/smolagents', 'AGENTS.md', 'e3a5b8994b301983b91c0325546e9dc82eab8cf0', 'Apache-2.0'],
  ['mem0ai/mem0', '.github/AGENTS.md', '8d5b7865bd0521e75fe9ab1b260eeccc83f8a378', 'Apache-2.0'],
  ['mem0ai/mem0', 'AGENTS.md', '8d5b7865bd0521e75fe9ab1b260eeccc83f8a378', 'Apache-2.0'],
  ['mem0ai/mem0', 'cli/node/AGENTS.md', '8d5b7865bd0521e75fe9ab1b260eeccc83f8a378', 'Apache-2.0'],
  ['mem0ai/mem0', 'cli/python/AGENTS.md', '8d5b7865bd0521e75fe9ab1b260eeccc83f8a378', 'Apache-2.0'],
  ['mem0ai/mem0', 'docs/AGENTS.md', '8d5b7865bd0521e75fe9ab1b260eeccc83f8a378', 'Apache-2.0'],
  ['mem0ai/mem0', 'integrations/AGENTS.md', '8d5b7865bd0521e75fe9ab1b260eeccc83f8a378', 'Apache-2.0'],
  ['mem0ai/mem0', 'mem0-ts/AGENTS.md', '8d5b7865bd0521e75fe9ab1b260eeccc83f8a378', 'Apache-2.0'],
  ['mem0ai/mem0', 'mem0/AGENTS.md', '8d5b7865bd0521e75fe9ab1b260eeccc83f8a378', 'Apache-2.0'],
  ['mem0ai/mem0', 'server/AGENTS.md', '8d5b7865bd0521e75fe9ab1b260eeccc83f8a378', 'Apache-2.0'],
  ['mem0ai/mem0', 'skills/AGENTS.md', '8d5b7865bd0521e75fe9ab1b260eeccc83f8a378', 'Apache-2.0'],
  ['mem0ai/mem0', 'tests/AGENTS.md', '8d5b7865bd0521e75fe9ab1b260eeccc83f8a378', 'Apache-2.0'],
  ['alibaba/spring-ai-alibaba', 'AGENTS.md', '9aee0f1a86f59fcf284628a922d68ef71a4e2c85', 'Apache-2.0'],
  ['alibaba/spring-ai-alibaba', 'CLAUDE.md', '9aee0f1a86f59fcf284628a922d68ef71a4e2c85', 'Apache-2.0'],
  ['langchain-ai/langgraph', 'AGENTS.md', 'f09cfe8ffc1eeffd68f4b628ed69c30f7cad229f', 'MIT'],
  ['langchain-ai/langgraph', 'CLAUDE.md', 'f09cfe8ffc1eeffd68f4b628ed69c30f7cad229f', 'MIT'],
  ['crewAIInc/crewAI', 'AGENTS.md', 'f4731f5025f861c78e3af0487cc80bf5e7c64782', 'MIT'],
  ['crewAIInc/crewAI', 'lib/cli/src/crewai_cli/templates/AGENTS.md', 'f4731f5025f861c78e3af0487cc80bf5e7c64782', 'MIT'],
  ['crewAIInc/crewAI', 'lib/cli/src/crewai_cli/templates/declarative_flow/AGENTS.md', 'f4731f5025f861c78e3af0487cc80bf5e7c64782', 'MIT'],
  ['sveltejs/svelte', 'AGENTS.md', '15720b16a5ef33e3e1f4301c77b94ec375070e73', 'MIT'],
  ['openai/openai-agents-js', 'AGENTS.md', '6d0c61a5f62a5ed8142996a25b33446c810f84b3', 'MIT'],
  ['getsentry/sentry-python', 'AGENTS.md', '064542dd2cbdbe0b11f1cda7f47d7d2920b0c38b', 'MIT'],
  ['prisma/prisma', 'AGENTS.md', '9b75b95503c2f8fdfc75319e5b158912e11aae81', 'Apache-2.0'],
  ['rust-lang/rust-analyzer', 'CLAUDE.md', 'd2e55da49132fa70a13dfbdc99122432b02cf464', 'MIT OR Apache-2.0'],
  ['anthropics/claude-agent-sdk-python', 'CLAUDE.md', 'e8bde60164f9ef820068ec36ffe6b7be6bd8fd26', 'MIT'],
]

export const SEED = 'ground19-fifteenth\u0000'
const EARLIER = ['', '-fresh', '-third', '-fourth', '-fifth', '-sixth', '-seventh', '-eighth', '-ninth', '-tenth', '-eleventh', '-twelfth', '-thirteenth', '-fourteenth']

/** The drawn lines in order: { repo, path, commit, licence, line }. */
export const drawFifteenth = () => drawAgentFileLines({ seed: SEED, files: FILES, earlier: EARLIER, judgments: false })

if (process.argv[1] === fileURLToPath(import.meta.url)) printAgentFileDraw(drawFifteenth())
