// A rule line longer than one judgment may be is proposed shortened (exchange-http.test.ts). Walk14
// (notes/issue-22-walk14.md) met a line whose first clause was a fact and whose second was the rule:
// "Resource records use `type` (…) and `public: Boolean`; preserve existing resource-specific fields
// … when adding endpoints." was proposed as its first clause, the fact. Now the clause that
// instructs is proposed; a long line where no clause instructs is left out as too long; the evidence
// still quotes the whole line. Real storage and routes in a temporary HOME; the lines are written
// for the test in the shapes the walk met.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import { importReportLines } from '../src/commands/exchange.js'
import { plainInline } from '../src/exchange/markdown.js'
import { postApi, useTempHome, useTestHost } from './helpers/test-host.js'

const host = useTestHost()
const home = useTempHome('dum-import-shortened-', host)

beforeEach(async () => {
  await host.start({ capacity: 20, maxChars: 150 })
})

const post = (path: string, body: unknown) => postApi(host, path, body)

/** The fact first, the rule after the semicolon. */
const FACT_THEN_RULE = 'Entries carry `kind` (`draft` or `final`) and `shared: Boolean`; keep the existing entry-specific fields and the request-to-model mappers intact when adding endpoints.'
/** A description, then the rule in a second sentence that does not fit beside it. */
const THEN_AN_ORDER = 'Legacy `/clips` URLs redirect to notes on purpose, for old bookmarklets and the browser extension. Do not remove these compatibility routes without checking the extension and the migration notes first.'
/** Nothing in it instructs. */
const ONLY_WHERE = 'The server boots from `services/quill-api/bin/serve`; middleware, the database connection, route mounting, OpenAPI docs, body limits and error mapping all sit in `services/quill-api/src/app.ts`.'

describe('a long line whose rule is not its first clause', () => {
  it('proposes the clause that instructs, quoting the whole line, and leaves out as too long a line where no clause instructs', async () => {
    mkdirSync(join(home.path, '.codex'), { recursive: true })
    writeFileSync(join(home.path, '.codex/AGENTS.md'), `# Quillpad\n\n- ${FACT_THEN_RULE}\n- ${THEN_AN_ORDER}\n- ${ONLY_WHERE}\n`)
    const report = (await post('exchange/import', { target: 'codex' })).body.reports[0]
    expect(report.proposed.map((p: any) => [p.line, p.text, p.shortened])).toEqual([
      [3, 'Keep the existing entry-specific fields and the request-to-model mappers intact when adding endpoints.', true],
      [4, 'Do not remove these compatibility routes without checking the extension and the migration notes first.', true],
    ])
    expect(report.leftOut.map((l: any) => [l.line, l.reason])).toEqual([[5, 'too-long']])
    // The evidence keeps the whole line, so the user sees what was cut before saying yes.
    const waiting = (await (await host.request('/dsh-mirror/api/proposals')).json() as { proposals: any[] }).proposals
    const quoteOf = (text: string) => waiting.find((p) => p.judgment.text === text)!.evidence[0].quote
    expect(quoteOf(report.proposed[0].text)).toBe(plainInline(FACT_THEN_RULE))
    expect(quoteOf(report.proposed[1].text)).toBe(plainInline(THEN_AN_ORDER))
    expect(importReportLines(report, 'en')).toContain('- [Principle] line 3: Keep the existing entry-specific fields and the request-to-model mappers intact when adding endpoints. (sentences out of a longer line)')
    expect(importReportLines(report, 'zh').join('\n')).toContain('第 4 行: Do not remove these compatibility routes without checking the extension and the migration notes first.（长行里的几句）')
  })

  it('still proposes the leading sentences when they instruct', async () => {
    const long = 'Default to no comment in new code. Write one only when the code cannot say it itself, and then say why, not what, in one short line that a reader needs.'
    const report = (await post('exchange/import', { text: long })).body.reports[0]
    expect(report.proposed.map((p: any) => [p.text, p.shortened])).toEqual([['Default to no comment in new code.', true]])
  })
})
