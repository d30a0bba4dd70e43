// The draw of the twenty-first grounding set (issue 19, helper ground40 of session 40), split by hash
// into tune and holdout like the nineteenth and twentieth. Like the fifteenth's to twentieth's
// (bench/grounding-twentieth-draw.mjs), its source is the agent instruction files people wrote for their
// own public repositories (CLAUDE.md, AGENTS.md, GEMINI.md, .github/copilot-instructions.md, .cursorrules,
// .windsurfrules, and the files of a .cursor/rules/ folder), from 17 other repositories under a permissive
// licence (MIT or Apache-2.0): none of the fifteenth's to twentieth's draws, none named anywhere in this
// repository before this set. FILES lists every such file (regular files, not symlinks) at the commit of
// the snapshot that was read, with the repository's licence. Node built-ins only; it reads no gate, no
// matcher, no score.
//
// The rule is the twentieth's (bench/agent-file-draw.mjs with frontMatter and zhBigrams), with two
// changes: the seed is "ground40-twentyfirst\0", and the exclusion also reads the twentieth set. A line
// of a listed file may be drawn when it is a whole item (a list item or a one-line paragraph, not
// continued on the next line), outside code fences and a leading front matter block, not a heading,
// table row, HTML line or a line ending in ':', cleaned (list marker, a leading ✅ / ❌ and '**'
// removed), 25–140 characters long, with a rule word (RULE or RULE_ZH); no line, `after` line, written
// line, agent file line, user message or judgment of the twenty earlier sets, nor a user message or
// judgment of the other labelled sets (OTHER below); a text seen twice drawn once. Lines are ordered by
// sha256("ground40-twentyfirst\0" + repo + "\0" + path + "\0" + line); at most two lines per file and ten
// per repository; a near-copy (word Jaccard ≥ 0.6, or CJK character-bigram Jaccard ≥ 0.6) of an earlier
// text or of a line drawn before it is skipped. An earlier set is read only for this exclusion, never
// printed.
//
// The files are read with `git show <commit>:<path>` from a clone of each repository at
// $AGENT_FILES_MIRROR/<owner>+<name>/repo (default /work/.mirror, where the snapshots were fetched).
// Usage:
//   node bench/grounding-twentyfirst-draw.mjs [count]   → prints `rank<TAB>repo:path<TAB>line` in draw order
import { fileURLToPath } from 'node:url'
import { drawAgentFileLines, printAgentFileDraw } from './agent-file-draw.mjs'

/** [repository, path, commit, licence] of every file the draw read. */
export const FILES = [
  ['gradio-app/gradio', 'AGENTS.md', '375335e60e2b4504a57f3eef0eb6bca3c7bb765a', 'Apache-2.0'],
  ['PrefectHQ/prefect', 'AGENTS.md', 'ce79dd3d6cfa2b7337265498210dbc4d25bcdc98', 'Apache-2.0'],
  ['PrefectHQ/prefect', 'client/AGENTS.md', 'ce79dd3d6cfa2b7337265498210dbc4d25bcdc98', 'Apache-2.0'],
  ['PrefectHQ/prefect', 'docs/AGENTS.md', 'ce79dd3d6cfa2b7337265498210dbc4d25bcdc98', 'Apache-2.0'],
  ['PrefectHQ/prefect', 'integration-tests/AGENTS.md', 'ce79dd3d6cfa2b7337265498210dbc4d25bcdc98', 'Apache-2.0'],
  ['PrefectHQ/prefect', 'src/integrations/AGENTS.md', 'ce79dd3d6cfa2b7337265498210dbc4d25bcdc98', 'Apache-2.0'],
  ['PrefectHQ/prefect', 'src/integrations/prefect-aws/AGENTS.md', 'ce79dd3d6cfa2b7337265498210dbc4d25bcdc98', 'Apache-2.0'],
  ['PrefectHQ/prefect', 'src/integrations/prefect-dbt/prefect_dbt/core/AGENTS.md', 'ce79dd3d6cfa2b7337265498210dbc4d25bcdc98', 'Apache-2.0'],
  ['PrefectHQ/prefect', 'src/prefect/AGENTS.md', 'ce79dd3d6cfa2b7337265498210dbc4d25bcdc98', 'Apache-2.0'],
  ['PrefectHQ/prefect', 'src/prefect/blocks/AGENTS.md', 'ce79dd3d6cfa2b7337265498210dbc4d25bcdc98', 'Apache-2.0'],
  ['PrefectHQ/prefect', 'src/prefect/cli/AGENTS.md', 'ce79dd3d6cfa2b7337265498210dbc4d25bcdc98', 'Apache-2.0'],
  ['PrefectHQ/prefect', 'src/prefect/client/AGENTS.md', 'ce79dd3d6cfa2b7337265498210dbc4d25bcdc98', 'Apache-2.0'],
  ['PrefectHQ/prefect', 'src/prefect/concurrency/AGENTS.md', 'ce79dd3d6cfa2b7337265498210dbc4d25bcdc98', 'Apache-2.0'],
  ['PrefectHQ/prefect', 'src/prefect/deployments/AGENTS.md', 'ce79dd3d6cfa2b7337265498210dbc4d25bcdc98', 'Apache-2.0'],
  ['PrefectHQ/prefect', 'src/prefect/events/AGENTS.md', 'ce79dd3d6cfa2b7337265498210dbc4d25bcdc98', 'Apache-2.0'],
  ['PrefectHQ/prefect', 'src/prefect/logging/AGENTS.md', 'ce79dd3d6cfa2b7337265498210dbc4d25bcdc98', 'Apache-2.0'],
  ['PrefectHQ/prefect', 'src/prefect/runner/AGENTS.md', 'ce79dd3d6cfa2b7337265498210dbc4d25bcdc98', 'Apache-2.0'],
  ['PrefectHQ/prefect', 'src/prefect/server/AGENTS.md', 'ce79dd3d6cfa2b7337265498210dbc4d25bcdc98', 'Apache-2.0'],
  ['PrefectHQ/prefect', 'src/prefect/settings/AGENTS.md', 'ce79dd3d6cfa2b7337265498210dbc4d25bcdc98', 'Apache-2.0'],
  ['PrefectHQ/prefect', 'src/prefect/testing/AGENTS.md', 'ce79dd3d6cfa2b7337265498210dbc4d25bcdc98', 'Apache-2.0'],
  ['PrefectHQ/prefect', 'src/prefect/utilities/AGENTS.md', 'ce79dd3d6cfa2b7337265498210dbc4d25bcdc98', 'Apache-2.0'],
  ['PrefectHQ/prefect', 'src/prefect/utilities/asyncutils/AGENTS.md', 'ce79dd3d6cfa2b7337265498210dbc4d25bcdc98', 'Apache-2.0'],
  ['PrefectHQ/prefect', 'src/prefect/utilities/callables/AGENTS.md', 'ce79dd3d6cfa2b7337265498210dbc4d25bcdc98', 'Apache-2.0'],
  ['PrefectHQ/prefect', 'src/prefect/utilities/engine/AGENTS.md', 'ce79dd3d6cfa2b7337265498210dbc4d25bcdc98', 'Apache-2.0'],
  ['PrefectHQ/prefect', 'src/prefect/utilities/filesystem/AGENTS.md', 'ce79dd3d6cfa2b7337265498210dbc4d25bcdc98', 'Apache-2.0'],
  ['PrefectHQ/prefect', 'src/prefect/utilities/processutils/AGENTS.md', 'ce79dd3d6cfa2b7337265498210dbc4d25bcdc98', 'Apache-2.0'],
  ['PrefectHQ/prefect', 'src/prefect/utilities/schema_tools/AGENTS.md', 'ce79dd3d6cfa2b7337265498210dbc4d25bcdc98', 'Apache-2.0'],
  ['PrefectHQ/prefect', 'src/prefect/utilities/templating/AGENTS.md', 'ce79dd3d6cfa2b7337265498210dbc4d25bcdc98', 'Apache-2.0'],
  ['PrefectHQ/prefect', 'src/prefect/workers/AGENTS.md', 'ce79dd3d6cfa2b7337265498210dbc4d25bcdc98', 'Apache-2.0'],
  ['PrefectHQ/prefect', 'tests/AGENTS.md', 'ce79dd3d6cfa2b7337265498210dbc4d25bcdc98', 'Apache-2.0'],
  ['PrefectHQ/prefect', 'tests/fixtures/AGENTS.md', 'ce79dd3d6cfa2b7337265498210dbc4d25bcdc98', 'Apache-2.0'],
  ['PrefectHQ/prefect', 'ui-v2/AGENTS.md', 'ce79dd3d6cfa2b7337265498210dbc4d25bcdc98', 'Apache-2.0'],
  ['PrefectHQ/prefect', 'ui-v2/e2e/AGENTS.md', 'ce79dd3d6cfa2b7337265498210dbc4d25bcdc98', 'Apache-2.0'],
  ['PrefectHQ/prefect', 'ui-v2/src/api/AGENTS.md', 'ce79dd3d6cfa2b7337265498210dbc4d25bcdc98', 'Apache-2.0'],
  ['PrefectHQ/prefect', 'ui-v2/src/auth/AGENTS.md', 'ce79dd3d6cfa2b7337265498210dbc4d25bcdc98', 'Apache-2.0'],
  ['PrefectHQ/prefect', 'ui-v2/src/components/AGENTS.md', 'ce79dd3d6cfa2b7337265498210dbc4d25bcdc98', 'Apache-2.0'],
  ['PrefectHQ/prefect', 'ui-v2/src/graphs/AGENTS.md', 'ce79dd3d6cfa2b7337265498210dbc4d25bcdc98', 'Apache-2.0'],
  ['PrefectHQ/prefect', 'ui-v2/src/hooks/AGENTS.md', 'ce79dd3d6cfa2b7337265498210dbc4d25bcdc98', 'Apache-2.0'],
  ['PrefectHQ/prefect', 'ui-v2/src/mocks/AGENTS.md', 'ce79dd3d6cfa2b7337265498210dbc4d25bcdc98', 'Apache-2.0'],
  ['PrefectHQ/prefect', 'ui-v2/src/routes/AGENTS.md', 'ce79dd3d6cfa2b7337265498210dbc4d25bcdc98', 'Apache-2.0'],
  ['PrefectHQ/prefect', 'ui-v2/src/storybook/AGENTS.md', 'ce79dd3d6cfa2b7337265498210dbc4d25bcdc98', 'Apache-2.0'],
  ['PrefectHQ/prefect', 'ui-v2/src/utils/AGENTS.md', 'ce79dd3d6cfa2b7337265498210dbc4d25bcdc98', 'Apache-2.0'],
  ['chroma-core/chroma', 'AGENTS.md', '93652ec0869489b803fe1682427fc02bd47bec14', 'Apache-2.0'],
  ['chroma-core/chroma', 'CLAUDE.md', '93652ec0869489b803fe1682427fc02bd47bec14', 'Apache-2.0'],
  ['chroma-core/chroma', 'docs/mintlify/AGENTS.md', '93652ec0869489b803fe1682427fc02bd47bec14', 'Apache-2.0'],
  ['argoproj/argo-cd', 'AGENTS.md', '37ee0097cf851bc2dd7665fc081bbce61a7e836e', 'Apache-2.0'],
  ['argoproj/argo-cd', 'CLAUDE.md', '37ee0097cf851bc2dd7665fc081bbce61a7e836e', 'Apache-2.0'],
  ['gofiber/fiber', '.github/copilot-instructions.md', 'c344047e102861ac2b7f0259ea3dd3af4b03ad63', 'MIT'],
  ['gofiber/fiber', 'AGENTS.md', 'c344047e102861ac2b7f0259ea3dd3af4b03ad63', 'MIT'],
  ['dbt-labs/dbt-core', 'AGENTS.md', '43aa6e8a621e703984cfcb84259a81be32518878', 'Apache-2.0'],
  ['dbt-labs/dbt-core', 'crates/dbt-auth/AGENTS.md', '43aa6e8a621e703984cfcb84259a81be32518878', 'Apache-2.0'],
  ['dbt-labs/dbt-core', 'crates/dbt-auth/src/snowflake/AGENTS.md', '43aa6e8a621e703984cfcb84259a81be32518878', 'Apache-2.0'],
  ['dbt-labs/dbt-core', 'crates/dbt-tracing/AGENTS.md', '43aa6e8a621e703984cfcb84259a81be32518878', 'Apache-2.0'],
  ['hatchet-dev/hatchet', '.cursor/rules/code-comments.mdc', '89d130f303c9561442804c9c32b8748e699d5139', 'MIT'],
  ['hatchet-dev/hatchet', '.cursor/rules/docs-snippet-workflow.mdc', '89d130f303c9561442804c9c32b8748e699d5139', 'MIT'],
  ['hatchet-dev/hatchet', '.cursor/rules/docs-writing-style.mdc', '89d130f303c9561442804c9c32b8748e699d5139', 'MIT'],
  ['hatchet-dev/hatchet', '.cursor/rules/taskfile.mdc', '89d130f303c9561442804c9c32b8748e699d5139', 'MIT'],
  ['hatchet-dev/hatchet', '.cursor/rules/typescript-e2e-tests.mdc', '89d130f303c9561442804c9c32b8748e699d5139', 'MIT'],
  ['hatchet-dev/hatchet', 'AGENTS.md', '89d130f303c9561442804c9c32b8748e699d5139', 'MIT'],
  ['hatchet-dev/hatchet', 'frontend/docs/AGENTS.md', '89d130f303c9561442804c9c32b8748e699d5139', 'MIT'],
  ['hatchet-dev/hatchet', 'sdks/ruby/src/CLAUDE.md', '89d130f303c9561442804c9c32b8748e699d5139', 'MIT'],
  ['zauberzeug/nicegui', '.cursor/rules/general.mdc', '932f019e287727d9b2b7887c79dbf47688d135d7', 'MIT'],
  ['zauberzeug/nicegui', '.github/copilot-instructions.md', '932f019e287727d9b2b7887c79dbf47688d135d7', 'MIT'],
  ['zauberzeug/nicegui', 'AGENTS.md', '932f019e287727d9b2b7887c79dbf47688d135d7', 'MIT'],
  ['zauberzeug/nicegui', 'CLAUDE.md', '932f019e287727d9b2b7887c79dbf47688d135d7', 'MIT'],
  ['zauberzeug/nicegui', 'website/CLAUDE.md', '932f019e287727d9b2b7887c79dbf47688d135d7', 'MIT'],
  ['LazyAGI/LazyLLM', 'lazyllm/AGENTS.md', '9d28284bac867f7429f77ed7107024b15bf5093f', 'Apache-2.0'],
  ['LazyAGI/LazyLLM', 'lazyllm/common/AGENTS.md', '9d28284bac867f7429f77ed7107024b15bf5093f', 'Apache-2.0'],
  ['LazyAGI/LazyLLM', 'lazyllm/components/AGENTS.md', '9d28284bac867f7429f77ed7107024b15bf5093f', 'Apache-2.0'],
  ['LazyAGI/LazyLLM', 'lazyllm/flow/AGENTS.md', '9d28284bac867f7429f77ed7107024b15bf5093f', 'Apache-2.0'],
  ['LazyAGI/LazyLLM', 'lazyllm/module/AGENTS.md', '9d28284bac867f7429f77ed7107024b15bf5093f', 'Apache-2.0'],
  ['LazyAGI/LazyLLM', 'lazyllm/module/llms/onlinemodule/AGENTS.md', '9d28284bac867f7429f77ed7107024b15bf5093f', 'Apache-2.0'],
  ['LazyAGI/LazyLLM', 'lazyllm/tools/AGENTS.md', '9d28284bac867f7429f77ed7107024b15bf5093f', 'Apache-2.0'],
  ['LazyAGI/LazyLLM', 'lazyllm/tools/agent/AGENTS.md', '9d28284bac867f7429f77ed7107024b15bf5093f', 'Apache-2.0'],
  ['LazyAGI/LazyLLM', 'lazyllm/tools/rag/AGENTS.md', '9d28284bac867f7429f77ed7107024b15bf5093f', 'Apache-2.0'],
  ['fatedier/frp', 'AGENTS.md', '40274d8c92249043d8cddb6e40b4b23128e18df4', 'Apache-2.0'],
  ['alibaba/fastjson2', 'AGENTS.md', 'ae13900f650afcfe70c6656f0ffc2685fc63f9a2', 'Apache-2.0'],
  ['alibaba/fastjson2', 'CLAUDE.md', 'ae13900f650afcfe70c6656f0ffc2685fc63f9a2', 'Apache-2.0'],
  ['jhipster/generator-jhipster', '.github/copilot-instructions.md', 'b622d1ac167506a771a5ece5c739b0b8e0525c79', 'Apache-2.0'],
  ['jhipster/generator-jhipster', 'AGENTS.md', 'b622d1ac167506a771a5ece5c739b0b8e0525c79', 'Apache-2.0'],
  ['jhipster/generator-jhipster', 'CLAUDE.md', 'b622d1ac167506a771a5ece5c739b0b8e0525c79', 'Apache-2.0'],
  ['TencentCloudBase/CloudBase-AI-ToolKit', '.cursor/rules/project.mdc', '46d556298665138421f99bcaa462c1e052285bfe', 'MIT'],
  ['TencentCloudBase/CloudBase-AI-ToolKit', 'CLAUDE.md', '46d556298665138421f99bcaa462c1e052285bfe', 'MIT'],
  ['TencentCloudBase/CloudBase-AI-ToolKit', 'config/.cursor/rules/cloudbase-rules.mdc', '46d556298665138421f99bcaa462c1e052285bfe', 'MIT'],
  ['TencentCloudBase/CloudBase-AI-ToolKit', 'config/.gemini/GEMINI.md', '46d556298665138421f99bcaa462c1e052285bfe', 'MIT'],
  ['TencentCloudBase/CloudBase-AI-ToolKit', 'config/.github/copilot-instructions.md', '46d556298665138421f99bcaa462c1e052285bfe', 'MIT'],
  ['TencentCloudBase/CloudBase-AI-ToolKit', 'config/AGENTS.md', '46d556298665138421f99bcaa462c1e052285bfe', 'MIT'],
  ['TencentCloudBase/CloudBase-AI-ToolKit', 'config/CLAUDE.md', '46d556298665138421f99bcaa462c1e052285bfe', 'MIT'],
  ['MCSManager/MCSManager', '.cursor/rules/backend-daemon-panel-standards.mdc', 'fd160513b60de22b7c21f016d490df7977b56806', 'Apache-2.0'],
  ['MCSManager/MCSManager', '.cursor/rules/core-project-conventions.mdc', 'fd160513b60de22b7c21f016d490df7977b56806', 'Apache-2.0'],
  ['MCSManager/MCSManager', '.cursor/rules/frontend-vue-component-standards.mdc', 'fd160513b60de22b7c21f016d490df7977b56806', 'Apache-2.0'],
  ['MCSManager/MCSManager', 'AGENTS.md', 'fd160513b60de22b7c21f016d490df7977b56806', 'Apache-2.0'],
  ['openkruise/kruise', 'AGENTS.md', '07169cfac7b9cf7800dda1b8652f850cc3184132', 'Apache-2.0'],
  ['Hello-Pork-Belly/horizon-openai', 'AGENTS.md', '6a57271bc4304cc48655af09624e2af1c23a7e9e', 'MIT'],
  ['koordinator-sh/koordinator', 'AGENTS.md', 'a7a1b76bbf81abd26f9c377de1f31a60dd965f6e', 'Apache-2.0'],
]

export const SEED = 'ground40-twentyfirst\u0000'
const EARLIER = ['', '-fresh', '-third', '-fourth', '-fifth', '-sixth', '-seventh', '-eighth', '-ninth', '-tenth', '-eleventh', '-twelfth', '-thirteenth', '-fourteenth', '-fifteenth', '-sixteenth', '-seventeenth', '-eighteenth', '-nineteenth', '-twentieth']
/** The other labelled sets of the repository, whose user messages and judgments are excluded too. */
const OTHER = ['chat-grounding.jsonl', 'grounding-pairs.jsonl', 'chat-probes.jsonl', 'chat-transcripts.jsonl', 'chat-transcripts-2.jsonl', 'asked-refusals.jsonl']

/** The drawn lines in order: { repo, path, commit, licence, line }. */
export const drawTwentyfirst = () => drawAgentFileLines({ seed: SEED, files: FILES, earlier: EARLIER, other: OTHER, frontMatter: true, zhBigrams: true })

if (process.argv[1] === fileURLToPath(import.meta.url)) printAgentFileDraw(drawTwentyfirst())
