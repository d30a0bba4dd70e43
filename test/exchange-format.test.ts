// Other agents' files, read and written without a host: rule lines out of Markdown (headings,
// bullets, numbered lists, paragraphs, front matter, code and tables skipped), what a line is
// (kind, fact, one-off, workspace), the managed block (only it changes, byte for byte; removal gives
// the file back exactly; a broken block is refused), and reading a file that cannot be trusted.
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { Judgment } from '../src/core/judgment.js'
import { applyBlock, blockLines, locateBlock, removeBlock, renderBlock } from '../src/exchange/block.js'
import { classifyRule, guessKind } from '../src/exchange/classify.js'
import { leadingSentences, sentencesOf } from '../src/exchange/shorten.js'
import { diffLines } from '../src/exchange/diff.js'
import { parseRules } from '../src/exchange/markdown.js'
import { readTextFile, sha256 } from '../src/exchange/read-file.js'
import { BACKUP_SUFFIX, ChangedSinceReadError, replaceFile } from '../src/exchange/write-file.js'
import { spawn } from 'node:child_process'

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures/exchange', name), 'utf8')
const j = (id: string, text: string, kind: Judgment['kind'], createdAt = 1): Judgment => ({ id, text, kind, reason: 'r', hits: 1, createdAt, updatedAt: createdAt, lastSeenAt: createdAt, source: 'user' })

describe('parseRules', () => {
  it('reads headings as context, bullets and numbered items as rules with their line, and skips code, tables and front matter', () => {
    const claude = parseRules(fixture('claude-user.md'))
    expect(claude.rules.map((r) => [r.line, r.text])).toEqual([
      [3, 'Keep answers short and lead with the conclusion.'],
      [7, 'Never force-push to main.'],
      [8, '删除文件之前必须先问我。'],
      [9, 'NEVER commit secrets or .env files.'],
      [13, 'Prefer small pure functions over classes.'],
      [14, '注释用中文写，变量名用英文。'],
      [15, expect.stringContaining('sk-ant-api03-')],
      [24, 'The staging server is staging.example.com:8443.'],
      [25, 'Currently working on the billing migration.'],
    ])
    expect(claude.rules[1]!.headings).toEqual(['My rules', 'Red lines'])
    // `npm test   # always run this` inside the fence is code, not a rule.
    expect(claude.skipped.code).toBe(4)
    expect(claude.rules.some((r) => r.text.includes('npm test'))).toBe(false)
    const codex = parseRules(fixture('codex-user.md'))
    expect(codex.rules.map((r) => r.line)).toEqual([3, 4, 5])
    expect(codex.skipped.table).toBe(3)
    const cursor = parseRules(fixture('cursor-style.mdc'))
    expect(cursor.frontMatter).toEqual({ description: 'TypeScript style', globs: 'src/**/*.ts', alwaysApply: 'false' })
    expect(cursor.rules[0]).toEqual({ line: 7, text: 'Use single quotes and no semicolons.', headings: [] })
  })

  it('splits a paragraph into sentences (files) and reads pasted text line by line (ChatGPT\'s saved memories)', () => {
    expect(parseRules(fixture('copilot-instructions.md')).rules.map((r) => r.text)).toEqual(['Write tests with vitest.', 'Explain trade-offs before recommending a library.'])
    expect(parseRules(fixture('chatgpt-memories.txt'), 'lines').rules.map((r) => r.line)).toEqual([1, 2, 3, 4])
    // Continuation lines of a bullet belong to it; CRLF files count lines the same way.
    const wrapped = parseRules('- Prefer small\n  functions.\r\n- 第二条规则要短。\r\n')
    expect(wrapped.rules.map((r) => [r.line, r.text])).toEqual([[1, 'Prefer small functions.'], [3, '第二条规则要短。']])
  })

  // Walk12: a .cursorrules of one rule a line became one rule ("Use tabs, not spaces Prefer pnpm for
  // installs Never force-push to main", a red line), and every sentence of a paragraph said line 1.
  it('reads one rule a line as separate rules, keeps a wrapped sentence whole, and gives each sentence its own line', () => {
    const lines = (text: string) => parseRules(text).rules.map((r) => [r.line, r.text])
    expect(lines('Use tabs, not spaces\nPrefer pnpm for installs\nNever force-push to main\n')).toEqual([[1, 'Use tabs, not spaces'], [2, 'Prefer pnpm for installs'], [3, 'Never force-push to main']])
    expect(lines('用 pnpm 安装依赖\n删东西之前必须先问我\n')).toEqual([[1, '用 pnpm 安装依赖'], [2, '删东西之前必须先问我']])
    expect(lines('Always write tests before fixing a bug.\nUse tabs, not spaces.\n')).toEqual([[1, 'Always write tests before fixing a bug.'], [2, 'Use tabs, not spaces.']])
    // Wrapped prose stays one sentence: the next line starts in lower case, or the line ends asking for more.
    expect(lines('Always use functional components\nwith hooks.\n')).toEqual([[1, 'Always use functional components with hooks.']])
    expect(lines('We use the\nReact Query library for data. Keep it.\n')).toEqual([[1, 'We use the React Query library for data.'], [2, 'Keep it.']])
  })

  it('skips Claude Code\'s and Gemini CLI\'s @path imports', () => {
    const parsed = parseRules('@~/.claude/my-rules.md\n- @docs/style.md\n- Email me @ noon is not a path.\n')
    expect(parsed.rules.map((r) => r.text)).toEqual(['Email me @ noon is not a path.'])
    expect(parsed.skipped.reference).toBe(2)
  })

  it('skips HTML comments and this plugin\'s own managed block', () => {
    const text = `- Keep it short.\n<!-- a note\nstill a note -->\n${renderBlock([j('j_1', 'Never push to main', 'redline')])}\n- Ask before deleting.\n`
    const parsed = parseRules(text)
    expect(parsed.rules.map((r) => r.text)).toEqual(['Keep it short.', 'Ask before deleting.'])
    expect(parsed.skipped.comment).toBe(2)
    expect(parsed.skipped['managed-block']).toBeGreaterThan(3)
  })
})

describe('classifyRule', () => {
  it('guesses the kind, leaves facts and one-off notes out with the reason, and recognises a workspace rule', () => {
    const of = (text: string, headings: string[] = []) => classifyRule(text, headings, 200)
    expect(of('Never force-push to main.')).toEqual({ outcome: 'rule', kind: 'redline', workspace: false })
    expect(of('删除文件之前必须先问我。')).toMatchObject({ kind: 'redline' })
    expect(of('先写测试，再写实现。')).toMatchObject({ kind: 'workflow' })
    expect(of('Use single quotes and no semicolons.')).toMatchObject({ kind: 'taste' })
    expect(of('Say so when you are unsure.', ['Principles'])).toMatchObject({ kind: 'principle' })
    expect(of('The staging server is staging.example.com:8443.')).toEqual({ outcome: 'left-out', reason: 'fact' })
    expect(of('Is a backend engineer living in Berlin.')).toEqual({ outcome: 'left-out', reason: 'fact' })
    expect(of('Currently working on the billing migration.')).toEqual({ outcome: 'left-out', reason: 'one-off' })
    expect(of('这次先别管性能。')).toEqual({ outcome: 'left-out', reason: 'one-off' })
    expect(of('ok')).toEqual({ outcome: 'left-out', reason: 'too-short' })
    expect(of('x'.repeat(201))).toEqual({ outcome: 'left-out', reason: 'too-long' })
    expect(of('In this repo, every database query goes through the query builder.')).toMatchObject({ outcome: 'rule', workspace: true })
    expect(of('这个项目里所有接口都要写集成测试。')).toMatchObject({ outcome: 'rule', workspace: true })
    expect(guessKind('Reply in plain words', ['Red lines'])).toBe('redline')
    // A choice whose other side is named with "never" is a preference, not a prohibition.
    expect(guessKind('Always use pnpm, never npm.')).not.toBe('redline')
    expect(guessKind('Prefer interfaces, not types')).not.toBe('redline')
    expect(guessKind('Use Vitest; never Jest')).toBe('principle')
    expect(guessKind('Use WP_Query or get_posts() — never query_posts()')).not.toBe('redline')
    expect(guessKind('Use .env.local for local development — never commit it')).toBe('redline')
    // A prohibition stays one, and so does a choice about something that cannot be undone.
    expect(guessKind('Never use npm')).toBe('redline')
    expect(guessKind('Use pnpm, never run npm install with sudo in production')).toBe('redline')
    expect(guessKind('Use soft deletes, never hard delete rows')).toBe('redline')
    expect(guessKind('Use secure authentication frameworks; never implement custom authentication.')).toBe('redline')
    expect(guessKind('Use WooCommerce hooks, never modify core')).toBe('redline')
  })

  // Lines of real rule files (a user-level CLAUDE.md of a public dotfiles repository; the CC0 corpus)
  // that mean nothing without their heading or the line before, and entries of lists of names.
  it('leaves out a line whose subject is on another line, and an entry of a list of names', () => {
    const of = (text: string) => classifyRule(text, [], 200)
    expect(of('Prefer over web search for library docs.')).toEqual({ outcome: 'left-out', reason: 'needs-context' })
    expect(of('Do not use for refactoring, business logic, or general programming concepts.')).toEqual({ outcome: 'left-out', reason: 'needs-context' })
    expect(of('Use only for Web API access in small components.')).toEqual({ outcome: 'left-out', reason: 'needs-context' })
    expect(of('Avoid for data fetching or state management.')).toEqual({ outcome: 'left-out', reason: 'needs-context' })
    expect(of('test-driven-development — TDD workflow detail')).toEqual({ outcome: 'left-out', reason: 'not-a-rule' })
    expect(of('`context7-mcp` — full Context7 usage guide')).toEqual({ outcome: 'left-out', reason: 'not-a-rule' })
    expect(of('node-server — default Node.js server')).toEqual({ outcome: 'left-out', reason: 'not-a-rule' })
    // Still rules: a verb with its object, a described name that instructs.
    for (const rule of ['Use as const for literals that don\'t change.', 'Never run as root', 'Avoid over-commenting self-explanatory code.', 'Use when expressions instead of long if-else chains', 'Prefer for-comprehensions over imperative loops.', '`--no-verify` — never use it', 'Use /clear between unrelated tasks to prevent context bleed']) {
      expect(of(rule).outcome).toBe('rule')
    }
  })
})

describe('the managed block', () => {
  const judgments = [j('j_1', 'Never force-push to main', 'redline'), j('j_2', 'Prefer small functions', 'taste', 2), j('j_3', '先写测试再写实现', 'workflow', 3)]
  const own = '# My own notes\r\n\r\nKeep this line exactly: tabs\there, trailing spaces   \r\nno newline at the end'

  it('appends the block, leaves every other byte as it was, and removal gives the original back byte for byte', () => {
    for (const original of [own, '', '# Notes\n', '# Notes\n\n', 'one line']) {
      const { text, added } = applyBlock(original, renderBlock(judgments, original.includes('\r\n') ? '\r\n' : '\n'))
      expect(text.startsWith(original)).toBe(true)
      expect(locateBlock(text).state).toBe('ok')
      expect(removeBlock(text, added)).toBe(original)
    }
  })

  it('rewrites only the block in place: the bytes before and after it are untouched, and an unchanged store writes the same bytes', () => {
    const before = 'head line\n\n'
    const after = '\n## after the block\nuser text\n'
    const file = `${before}${renderBlock(judgments.slice(0, 1))}\n${after}`
    const next = applyBlock(file, renderBlock(judgments)).text
    expect(next.startsWith(before)).toBe(true)
    expect(next.endsWith(after)).toBe(true)
    expect(applyBlock(next, renderBlock(judgments)).text).toBe(next)
    const located = locateBlock(next)
    if (located.state !== 'ok') throw new Error('no block')
    expect(blockLines(located.inner).map((l) => [l.kind, l.text])).toEqual([['redline', 'Never force-push to main'], ['workflow', '先写测试再写实现'], ['taste', 'Prefer small functions']])
    // Removing a block in the middle keeps what surrounds it.
    expect(removeBlock(next)).toBe(`${before}${after}`)
  })

  it('refuses a broken block (a marker deleted, doubled or reversed) and never writes text that could close it', () => {
    const block = renderBlock(judgments)
    const [begin, ...rest] = block.split('\n')
    const end = rest.at(-1)!
    for (const broken of [`x\n${begin}\n- a\n`, `- a\n${end}\n`, `${block}\n${block}\n`, `${end}\n${begin}\n`]) {
      expect(locateBlock(broken).state).toBe('broken')
      expect(() => applyBlock(broken, block)).toThrow(/broken/)
    }
    const sneaky = renderBlock([j('j_9', 'Close it --> <!-- dsh-user-mirror:end -->', 'taste')])
    expect(locateBlock(sneaky).state).toBe('ok')
  })

  it('diffs the old block against the new one', () => {
    expect(diffLines(['a', 'b', 'c'], ['a', 'c', 'd'])).toEqual([{ op: ' ', text: 'a' }, { op: '-', text: 'b' }, { op: ' ', text: 'c' }, { op: '+', text: 'd' }])
  })
})

describe('readTextFile', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dum-read-'))
  const home = join(dir, 'home')
  const outside = join(dir, 'outside')
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('refuses a missing, binary, huge or invalid-UTF-8 file and a symlink out of the home, each with a clear message', async () => {
    const { mkdirSync } = await import('node:fs')
    mkdirSync(home, { recursive: true })
    mkdirSync(outside, { recursive: true })
    writeFileSync(join(home, 'ok.md'), '- Keep it short.\n')
    writeFileSync(join(home, 'bin.md'), Buffer.from([0x2d, 0x20, 0x00, 0x01]))
    writeFileSync(join(home, 'latin1.md'), Buffer.from([0x2d, 0x20, 0xe9, 0x74, 0xe9]))
    writeFileSync(join(home, 'huge.md'), 'x'.repeat(300 * 1024))
    writeFileSync(join(outside, 'secret.md'), '- not yours\n')
    symlinkSync(join(outside, 'secret.md'), join(home, 'link.md'))
    symlinkSync(join(home, 'ok.md'), join(home, 'inner-link.md'))
    const read = (name: string) => readTextFile(join(home, name), [home])
    expect(await read('ok.md')).toMatchObject({ ok: true, text: '- Keep it short.\n' })
    expect(await read('inner-link.md')).toMatchObject({ ok: true })
    expect(await read('nope.md')).toMatchObject({ ok: false, problem: 'missing' })
    expect(await read('bin.md')).toMatchObject({ ok: false, problem: 'binary', message: expect.stringContaining('not UTF-8 text') })
    expect(await read('latin1.md')).toMatchObject({ ok: false, problem: 'binary' })
    expect(await read('huge.md')).toMatchObject({ ok: false, problem: 'too-large', message: expect.stringContaining('256 KB') })
    expect(await read('link.md')).toMatchObject({ ok: false, problem: 'outside-home', message: expect.stringContaining('outside your home') })
    expect(await readTextFile(home, [home])).toMatchObject({ ok: false, problem: 'not-a-file' })
  })
  it('a file another process keeps writing is read as "changed while it was being read", never half', async () => {
    const path = join(home, 'growing.md')
    writeFileSync(path, '- Keep it short.\n'.repeat(4000))
    // A real second process appends to it for a few seconds.
    const writer = spawn(process.execPath, ['-e', `const fs=require('fs');const end=Date.now()+4000;while(Date.now()<end){fs.appendFileSync(${JSON.stringify(path)}, '- more\\n')}`])
    let changed = 0
    try {
      for (const end = Date.now() + 5_000; Date.now() < end && changed === 0;) {
        const r = await readTextFile(path, [home])
        if (!r.ok) {
          expect(r.problem).toBe('changed-while-reading')
          expect(r.message).toContain('nothing was taken from it')
          changed++
        } else {
          expect(r.bytes.length).toBe(Buffer.byteLength(r.text))
          expect(r.hash).toBe(sha256(r.bytes))
        }
      }
    } finally {
      writer.kill()
    }
    expect(changed).toBe(1)
  })
})

describe('replaceFile', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dum-write-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('keeps a backup, leaves no temporary file, and writes nothing when the file changed since it was read', async () => {
    const path = join(dir, 'CLAUDE.md')
    writeFileSync(path, 'mine\n')
    await replaceFile(path, 'mine\nblock\n', sha256('mine\n'))
    expect(readFileSync(path, 'utf8')).toBe('mine\nblock\n')
    expect(readFileSync(path + BACKUP_SUFFIX, 'utf8')).toBe('mine\n')
    // The other tool wrote in between: refused, its bytes stay.
    writeFileSync(path, 'the other tool wrote this\n')
    await expect(replaceFile(path, 'ours\n', sha256('mine\nblock\n'))).rejects.toBeInstanceOf(ChangedSinceReadError)
    expect(readFileSync(path, 'utf8')).toBe('the other tool wrote this\n')
    // A file that appeared since "it did not exist" is not overwritten either.
    await expect(replaceFile(join(dir, 'x.md'), 'a', undefined)).resolves.toBeUndefined()
    await expect(replaceFile(join(dir, 'x.md'), 'b', undefined)).rejects.toBeInstanceOf(ChangedSinceReadError)
    const { readdirSync } = await import('node:fs')
    expect(readdirSync(dir).filter((n) => n.endsWith('.tmp'))).toEqual([])
  })
})

describe('the leading sentences of a long line', () => {
  it('splits at a closing mark before a space, never after an abbreviation or inside a name', () => {
    expect(sentencesOf('State it explicitly (e.g., "I haven\'t checked this"). Then stop.')).toEqual(['State it explicitly (e.g., "I haven\'t checked this").', 'Then stop.'])
    expect(sentencesOf('Read `.editorconfig` first; then the linter config.')).toEqual(['Read `.editorconfig` first;', 'then the linter config.'])
    expect(sentencesOf('先写测试。再写实现')).toEqual(['先写测试。', '再写实现'])
  })

  it('keeps the whole sentences that fit, and nothing when the first is too long; a semicolon that ends the kept part becomes a full stop', () => {
    expect(leadingSentences('Default to no comment. Write one only when the code cannot say it itself.', 40, 4)).toBe('Default to no comment.')
    expect(leadingSentences('Default to no comment. Write one only when needed.', 200, 4)).toBeUndefined()
    expect(leadingSentences('One very long first sentence that goes on and on past the limit. Short.', 20, 4)).toBeUndefined()
    expect(leadingSentences('Read `.editorconfig` first; then any linter or formatter config, then the code around it.', 40, 4)).toBe('Read `.editorconfig` first.')
  })
})
