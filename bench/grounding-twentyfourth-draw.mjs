// The draw of the twenty-fourth grounding set (issue 19, helper ground43 of session 43), split by hash
// into tune and holdout like the nineteenth to twenty-third. Like the fifteenth's to twenty-third's
// (bench/grounding-twentythird-draw.mjs), its source is the agent instruction files people wrote for
// their own public repositories (CLAUDE.md, AGENTS.md, GEMINI.md, .github/copilot-instructions.md,
// .cursorrules, .windsurfrules, and the files of a .cursor/rules/ folder), from 20 other repositories
// under a permissive licence (MIT, Apache-2.0 or BSD-3-Clause): none of the fifteenth's to
// twenty-third's draws, none named anywhere in test/fixtures or bench before this set. FILES lists every
// such file (regular files, not symlinks) at the commit of the snapshot that was read, with the
// repository's licence — but for files left out by hand: the nested copies of iridite/Nautilus-Ops-Integrated
// under public-repo/ (the repository holds its own tree again and again under public-repo/public-repo/…;
// only its top-level agent files are listed). Node built-ins only; it reads no gate, no matcher, no score.
//
// The rule is the twenty-third's (bench/agent-file-draw.mjs with frontMatter and zhBigrams), with two
// changes: the seed is "ground43-twentyfourth\0", and the exclusion also reads the twenty-third set. A
// line of a listed file may be drawn when it is a whole item (a list item or a one-line paragraph, not
// continued on the next line), outside code fences and a leading front matter block, not a heading,
// table row, HTML line or a line ending in ':', cleaned (list marker, a leading ✅ / ❌ and '**'
// removed), 25–140 characters long, with a rule word (RULE or RULE_ZH); no line, `after` line, written
// line, agent file line, user message or judgment of the twenty-three earlier sets, nor a user message or
// judgment of the other labelled sets (OTHER below); a text seen twice drawn once. Lines are ordered by
// sha256("ground43-twentyfourth\0" + repo + "\0" + path + "\0" + line); at most two lines per file and
// ten per repository; a near-copy (word Jaccard ≥ 0.6, or CJK character-bigram Jaccard ≥ 0.6) of an
// earlier text or of a line drawn before it is skipped. An earlier set is read only for this exclusion,
// never printed.
//
// The files are read with `git show <commit>:<path>` from a clone of each repository at
// $AGENT_FILES_MIRROR/<owner>+<name>/repo (default /work/.mirror, where the snapshots were fetched).
// Usage:
//   node bench/grounding-twentyfourth-draw.mjs [count]   → prints `rank<TAB>repo:path<TAB>line` in draw order
import { fileURLToPath } from 'node:url'
import { drawAgentFileLines, printAgentFileDraw } from './agent-file-draw.mjs'

/** [repository, path, commit, licence] of every file the draw read. */
export const FILES = [
  ['un-pany/v3-admin-vite', '.cursor/rules/git.mdc', 'c2c895d71d571e9c18c2453fa85469a479c79fc6', 'MIT'],
  ['un-pany/v3-admin-vite', '.cursor/rules/index.mdc', 'c2c895d71d571e9c18c2453fa85469a479c79fc6', 'MIT'],
  ['un-pany/v3-admin-vite', '.cursor/rules/project.mdc', 'c2c895d71d571e9c18c2453fa85469a479c79fc6', 'MIT'],
  ['un-pany/v3-admin-vite', '.cursor/rules/ts.mdc', 'c2c895d71d571e9c18c2453fa85469a479c79fc6', 'MIT'],
  ['un-pany/v3-admin-vite', '.cursor/rules/vue.mdc', 'c2c895d71d571e9c18c2453fa85469a479c79fc6', 'MIT'],
  ['un-pany/v3-admin-vite', 'AGENTS.md', 'c2c895d71d571e9c18c2453fa85469a479c79fc6', 'MIT'],
  ['un-pany/v3-admin-vite', 'CLAUDE.md', 'c2c895d71d571e9c18c2453fa85469a479c79fc6', 'MIT'],
  ['iridite/Nautilus-Ops-Integrated', '.github/copilot-instructions.md', 'c91e10e2b773124051532d7b4596987a836fb983', 'MIT'],
  ['iridite/Nautilus-Ops-Integrated', 'CLAUDE.md', 'c91e10e2b773124051532d7b4596987a836fb983', 'MIT'],
  ['zhaoliangbin42/AI-Copy-Enhance', 'AGENTS.md', '2e40445a6bf405ebe547776cd828e8d7a0815d25', 'MIT'],
  ['zhaoliangbin42/AI-Copy-Enhance', 'CLAUDE.md', '2e40445a6bf405ebe547776cd828e8d7a0815d25', 'MIT'],
  ['zhaoliangbin42/AI-Copy-Enhance', 'GEMINI.md', '2e40445a6bf405ebe547776cd828e8d7a0815d25', 'MIT'],
  ['gjwang/zero_x_infinity', 'AGENTS.md', '2d442032d6db614f5d5a3cfb56c44e14eeceef90', 'MIT'],
  ['zhubert/milo', 'CLAUDE.md', '02d53529e7212de16faa26481b74c44e2184e874', 'MIT'],
  ['tinygrad/tinygrad', 'AGENTS.md', 'a9069c177a9da9cca18593edf55acd2e6073cca6', 'MIT'],
  ['chakra-ui/chakra-ui', 'CLAUDE.md', '5b7600870a5187b2ae15be2c976382e771e9d623', 'MIT'],
  ['docker/compose', 'AGENTS.md', 'f72979427042620a94dd52ce78b39c68cb02c085', 'Apache-2.0'],
  ['nitrojs/nitro', '.github/copilot-instructions.md', 'e36e7a60a339cb9bcc770089aa3e2657c8d21e96', 'MIT'],
  ['nitrojs/nitro', 'AGENTS.md', 'e36e7a60a339cb9bcc770089aa3e2657c8d21e96', 'MIT'],
  ['nitrojs/nitro', 'CLAUDE.md', 'e36e7a60a339cb9bcc770089aa3e2657c8d21e96', 'MIT'],
  ['instructor-ai/instructor', '.cursor/rules/documentation-sync.mdc', '2e6c3b3f6ff0fa528c08cdfd37a745fa91232036', 'MIT'],
  ['instructor-ai/instructor', '.cursor/rules/followups.mdc', '2e6c3b3f6ff0fa528c08cdfd37a745fa91232036', 'MIT'],
  ['instructor-ai/instructor', '.cursor/rules/new-features-planning.mdc', '2e6c3b3f6ff0fa528c08cdfd37a745fa91232036', 'MIT'],
  ['instructor-ai/instructor', '.cursor/rules/readme.md', '2e6c3b3f6ff0fa528c08cdfd37a745fa91232036', 'MIT'],
  ['instructor-ai/instructor', '.cursor/rules/simple-language.mdc', '2e6c3b3f6ff0fa528c08cdfd37a745fa91232036', 'MIT'],
  ['instructor-ai/instructor', 'CLAUDE.md', '2e6c3b3f6ff0fa528c08cdfd37a745fa91232036', 'MIT'],
  ['pdm-project/pdm', 'AGENTS.md', 'a7e9d0015b4d5ca5d1b0c558582f9bf41b2fdf54', 'MIT'],
  ['typeorm/typeorm', '.github/copilot-instructions.md', '281bfba42a5813b106bcf5ba79bc7f7251bd1e73', 'MIT'],
  ['feast-dev/feast', '.cursor/rules/feast-components.mdc', 'f0bc0700be7029166e6605e407de6d229cd1e93e', 'Apache-2.0'],
  ['feast-dev/feast', '.cursor/rules/feast-skills-maintenance.mdc', 'f0bc0700be7029166e6605e407de6d229cd1e93e', 'Apache-2.0'],
  ['feast-dev/feast', '.cursor/rules/feast-ui.mdc', 'f0bc0700be7029166e6605e407de6d229cd1e93e', 'Apache-2.0'],
  ['feast-dev/feast', 'AGENTS.md', 'f0bc0700be7029166e6605e407de6d229cd1e93e', 'Apache-2.0'],
  ['feast-dev/feast', 'CLAUDE.md', 'f0bc0700be7029166e6605e407de6d229cd1e93e', 'Apache-2.0'],
  ['appwrite/appwrite', 'AGENTS.md', '0cefd0615350e1914a29caeef3342fd620a60045', 'BSD-3-Clause'],
  ['appwrite/appwrite', 'CLAUDE.md', '0cefd0615350e1914a29caeef3342fd620a60045', 'BSD-3-Clause'],
  ['zilliztech/claude-context', 'CLAUDE.md', '6fc318b4e3ce58e2898b00a9c3538ead9e24dee5', 'MIT'],
  ['wshobson/agents', '.cursor/rules/000-project-conventions.mdc', '367cb6a4a182cf7e9b0a17c9429f7411ddd9cf35', 'MIT'],
  ['wshobson/agents', '.cursor/rules/010-python-tooling.mdc', '367cb6a4a182cf7e9b0a17c9429f7411ddd9cf35', 'MIT'],
  ['wshobson/agents', '.cursor/rules/020-agent-skill-authoring.mdc', '367cb6a4a182cf7e9b0a17c9429f7411ddd9cf35', 'MIT'],
  ['wshobson/agents', 'AGENTS.md', '367cb6a4a182cf7e9b0a17c9429f7411ddd9cf35', 'MIT'],
  ['wagtail/wagtail', 'AGENTS.md', 'c2ae43b9265d085c95142cd1a1f8563ad2eb4de9', 'BSD-3-Clause'],
  ['microsoft/vscode-pull-request-github', '.github/copilot-instructions.md', '849821a34981608ca9705439e458ffe5527fe480', 'MIT'],
  ['microsoft/vscode-mssql', '.github/copilot-instructions.md', 'f36188fc52793359b30276946655f95b7cdd5d47', 'MIT'],
  ['microsoft/vscode-mssql', 'extensions/mssql/AGENTS.md', 'f36188fc52793359b30276946655f95b7cdd5d47', 'MIT'],
  ['microsoft/vscode-mssql', 'extensions/mssql/src/webviews/AGENTS.md', 'f36188fc52793359b30276946655f95b7cdd5d47', 'MIT'],
  ['microsoft/vscode-mssql', 'extensions/mssql/test/unit/AGENTS.md', 'f36188fc52793359b30276946655f95b7cdd5d47', 'MIT'],
  ['microsoft/vscode-black-formatter', '.github/copilot-instructions.md', 'd23444a7c60aed538c905a2bf3db6363df8f1cf3', 'MIT'],
]

export const SEED = 'ground43-twentyfourth\u0000'
const EARLIER = ['', '-fresh', '-third', '-fourth', '-fifth', '-sixth', '-seventh', '-eighth', '-ninth', '-tenth', '-eleventh', '-twelfth', '-thirteenth', '-fourteenth', '-fifteenth', '-sixteenth', '-seventeenth', '-eighteenth', '-nineteenth', '-twentieth', '-twentyfirst', '-twentysecond', '-twentythird']
/** The other labelled sets of the repository, whose user messages and judgments are excluded too. */
const OTHER = ['chat-grounding.jsonl', 'grounding-pairs.jsonl', 'chat-probes.jsonl', 'chat-transcripts.jsonl', 'chat-transcripts-2.jsonl', 'asked-refusals.jsonl']

/** The drawn lines in order: { repo, path, commit, licence, line }. */
export const drawTwentyfourth = () => drawAgentFileLines({ seed: SEED, files: FILES, earlier: EARLIER, other: OTHER, frontMatter: true, zhBigrams: true })

if (process.argv[1] === fileURLToPath(import.meta.url)) printAgentFileDraw(drawTwentyfourth())
