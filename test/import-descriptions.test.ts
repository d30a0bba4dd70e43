// A team's rule file describes as much as it instructs (walk14, notes/issue-22-walk14.md): what the
// project is, where its parts live, how long its commands take. Imported, each description became a
// rule to reject ("The backend starts at apps/…/bin/www" a principle, "yarn build: 3 seconds" a red
// line under its "NEVER CANCEL" heading). Now such a line is left out, and said so with its reason in
// both languages; a rule phrased as a description ("Tests live next to the code they test", "We
// prefer small pull requests") is still proposed. Real storage and routes in a temporary HOME; the
// file is written for the test in the shapes the walk met (no line of anyone else's file).
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import { importReportLines } from '../src/commands/exchange.js'
import { factLocator } from '../src/core/fact.js'
import { postApi, useTempHome, useTestHost } from './helpers/test-host.js'

const host = useTestHost()
const home = useTempHome('dum-import-descriptions-', host)

beforeEach(async () => {
  await host.start({ capacity: 20 })
})

const post = (path: string, body: unknown) => postApi(host, path, body)

const TEAM_FILE = `# Quillpad

**Quillpad (羽记)** is an offline-first note-taking application — **the notebook that works without a server.**

## Layout

- The API starts at \`services/quill-api/bin/serve\`.
- Route handlers are defined in \`services/quill-api/src/routes.ts\`.
- **Directory Naming:** The top-level directories are \`web\` and \`api\`.
- Tests live next to the code they test.
- We prefer small pull requests.
- Shared widgets belong in \`web/src/shared\`.

## Time expectations (NEVER CANCEL these operations)

- pnpm install: 47 seconds (root), 12 seconds (docs)
- pnpm build: 4 seconds
- The full suite typically takes 2-3 minutes on CI
- Never cancel a running \`pnpm install\`.
`

const DESCRIPTIONS = [
  [3, 'Quillpad (羽记) is an offline-first note-taking application — the notebook that works without a server.'],
  [7, 'The API starts at services/quill-api/bin/serve.'],
  [8, 'Route handlers are defined in services/quill-api/src/routes.ts.'],
  [9, 'Directory Naming: The top-level directories are web and api.'],
  [16, 'pnpm install: 47 seconds (root), 12 seconds (docs)'],
  [17, 'pnpm build: 4 seconds'],
  [18, 'The full suite typically takes 2-3 minutes on CI'],
] as const

describe('importing a team\'s file that describes as much as it instructs', () => {
  it('leaves out what something is, where it lives and how long it takes, each shown with its reason; proposes the rules, also those phrased as descriptions', async () => {
    mkdirSync(join(home.path, 'work/quillpad/.github'), { recursive: true })
    writeFileSync(join(home.path, 'work/quillpad/.github/copilot-instructions.md'), TEAM_FILE)
    const res = await post('exchange/import', { target: '~/work/quillpad/.github/copilot-instructions.md' })
    expect(res.status).toBe(200)
    const report = res.body.reports[0]
    expect(report.proposed.map((p: any) => [p.line, p.text])).toEqual([
      [10, 'Tests live next to the code they test.'],
      [11, 'We prefer small pull requests.'],
      [12, 'Shared widgets belong in web/src/shared.'],
      [19, 'Never cancel a running pnpm install.'],
    ])
    // Not silently dropped: each is in the report, with the reason the tab and the command show.
    expect(report.leftOut.map((l: any) => [l.line, l.text, l.reason])).toEqual(DESCRIPTIONS.map(([line, text]) => [line, text, 'description']))
    const en = importReportLines(report, 'en')
    expect(en).toContain('Left out 7:')
    expect(en).toContain('- line 17 “pnpm build: 4 seconds”: a description (what something is, where it lives, how long it takes), not a rule for how to act')
    const zh = importReportLines(report, 'zh')
    expect(zh).toContain('没收下 7 条：')
    expect(zh).toContain('- 第 7 行 “The API starts at services/quill-api/bin/serve.”: 是描述（它是什么、在哪里、要多久），不是要怎么做的规则')
    // Nothing of them waits for the user's OK.
    const waiting = (await (await host.request('/dsh-mirror/api/proposals')).json() as { proposals: any[] }).proposals
    expect(waiting.map((p) => p.judgment.text).sort()).toEqual(report.proposed.map((p: any) => p.text).sort())
  })

  // A glossary of the project's code names reads as rules with no verb in them; the names are
  // code (CamelCase, a path, a file), so a topic word with a dash ("Naming — …") stays a rule.
  it('leaves out the entries of a list of code names, and keeps an entry that instructs', async () => {
    mkdirSync(join(home.path, '.codex'), { recursive: true })
    writeFileSync(join(home.path, '.codex/AGENTS.md'), '## Stores\n\n- draftStore — drafts and their autosave timer\n- NotebookPanel — rendered notebook with its cell toolbar\n- /docs -- the user guide (Markdown)\n- quill.config.ts -- build settings\n- syncStore — never read it from a component\n- Naming — camelCase for stores, PascalCase for panels\n')
    const report = (await post('exchange/import', { target: 'codex' })).body.reports[0]
    expect(report.leftOut.map((l: any) => [l.line, l.reason])).toEqual([[3, 'not-a-rule'], [4, 'not-a-rule'], [5, 'not-a-rule'], [6, 'not-a-rule']])
    expect(report.proposed.map((p: any) => p.line)).toEqual([7, 8])
  })

  it('gives /remember the same answer: each description reads as a fact there, each rule does not', () => {
    for (const [, text] of DESCRIPTIONS) expect(factLocator(text), text).toBeDefined()
    for (const rule of ['Tests live next to the code they test.', 'We prefer small pull requests.', 'Shared widgets belong in web/src/shared.', 'Timeout: 30 seconds', 'Code is a liability.', 'Naming: The components are PascalCase.', 'yarn install -- NEVER CANCEL: takes 58 seconds. Set timeout to 120+ seconds.']) {
      expect(factLocator(rule), rule).toBeUndefined()
    }
  })
})
