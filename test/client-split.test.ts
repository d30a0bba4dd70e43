// The web client in two parts (scripts/build-client.mjs, issue #21): what every page loads
// (dist/client.js) holds none of the tab's code and stays within its budget; the tab's chunk holds
// it, is named by its content hash, and takes the page's stateful modules instead of copying them.
// Built here from the sources (write: false), so the test does not depend on an earlier build.
import { createHash } from 'node:crypto'
import { beforeAll, describe, expect, test } from 'vitest'
// @ts-expect-error: a plain .mjs build script without declarations
import { buildClient, holdsState, propertyNames, pruneStrings } from '../scripts/build-client.mjs'

interface Built {
  script: string
  chunk: { file: string; url: string; text: string }
  shared: string[]
  eagerInputs: string[]
}

/** The page's budget (issue #21): 25 KB minified. */
const EAGER_BUDGET = 25 * 1024

// Only the tab draws these: its root's data attribute, its empty state's words in zh and en, the
// tab's style sheet, the settings card's class.
const TAB_MARKERS = ['data-dum-view', '还没有记住任何判断', 'Nothing remembered yet', '.dum-root', '.dum-set{']

let built: Built
beforeAll(async () => { built = await buildClient({ write: false }) as Built }, 60_000)

describe('the page bundle and the tab chunk', () => {
  test('the page bundle registers the plugin, holds no tab code, and is within 25 KB', () => {
    expect(built.script.startsWith('window.__ModuleLoader__.load({id:"@dsh-plugins/dsh-user-mirror",factory:function(require){')).toBe(true)
    for (const marker of TAB_MARKERS) expect(built.script.includes(marker), marker).toBe(false)
    expect(built.eagerInputs).not.toContain('client/MemoryView.tsx')
    expect(built.eagerInputs).not.toContain('client/lazy/tab.tsx')
    // The chat's tool cards, command answers and the composer's dock come with the chunk too.
    for (const path of ['client/ToolCard.tsx', 'src/tools/cards.ts', 'client/PendingActions.tsx', 'client/CommandAnswer.tsx', 'client/DistillDock.tsx']) expect(built.eagerInputs).not.toContain(path)
    expect(Buffer.byteLength(built.script)).toBeLessThanOrEqual(EAGER_BUDGET)
  })

  test('the chunk holds the tab, is an ES module exporting factory, and its name is its content hash', () => {
    for (const marker of TAB_MARKERS) expect(built.chunk.text.includes(marker), marker).toBe(true)
    expect(built.chunk.text.startsWith('export function factory(require){')).toBe(true)
    const hash = createHash('sha256').update(built.chunk.text).digest('hex').slice(0, 16)
    expect(built.chunk.file).toBe(`tab.${hash}.js`)
    expect(built.chunk.url).toBe(`/dsh-mirror/client/tab.${hash}.js`)
    // The page knows where its chunk is.
    expect(built.script).toContain(JSON.stringify(built.chunk.url))
  })

  test('a module with state is taken from the page (one instance), a stateless one is not', () => {
    // host-sessions.ts holds the host's sessions service that the page's apply() connects.
    expect(built.shared).toContain('client/host-sessions.ts')
    expect(built.chunk.text).toContain('require("dum-eager:client/host-sessions.ts")')
    expect(built.shared).not.toContain('client/api.ts')
    expect(built.shared).not.toContain('client/i18n.ts')
  })

  test('the page bundle carries the strings its code reads, not the tab\'s', () => {
    // The tab label is there…
    for (const text of ['记忆', 'Memory']) expect(built.script.includes(text), text).toBe(true)
    // …the tab's own are not (the distill panel's intro, the tidy panel's heading), nor those of the
    // chat's cards and the dock (drawn by the chunk on first need), nor the entries of the tables
    // spread or nested into the dictionary that the page does not read (guard, portrait, pending card).
    for (const text of ['用你自己的模型读一遍你在过往会话里打的字', 'Found by your model while tidying', '正在忘掉：', '到「记忆」里确认', '匹配规则不是合法的 JSON', '收起细节', '改一下再接受']) {
      expect(built.script.includes(text), text).toBe(false)
      expect(built.chunk.text.includes(text), text).toBe(true)
    }
  })
})

describe('the build\'s helpers', () => {
  test('pruneStrings keeps read keys, spreads and nested objects whole, and drops the rest', () => {
    const source = [
      'const zh = {',
      '  ...EXTRA.zh,',
      '  tab: \'记忆\',',
      '  gone: \'不要\',',
      '  dock: { review: \'看\', other: \'也留\' },',
      '  fn: (n: number) => `${n}`,',
      '}',
      'const en: Strings = {',
      '  ...EXTRA.en,',
      '  tab: \'Memory\',',
      '  gone: \'no\',',
      '  dock: { review: \'see\', other: \'kept\' },',
      '  fn: (n) => `${n}`,',
      '}',
    ].join('\n')
    const out = pruneStrings(source, ['const t = STRINGS.zh; t.tab; t.dock.review', 'const { fn } = t']) as string
    for (const kept of ['...EXTRA.zh', 'tab: \'记忆\'', 'other: \'也留\'', 'fn: (n: number)', 'tab: \'Memory\'', 'fn: (n) =>']) expect(out).toContain(kept)
    expect(out).not.toContain('gone')
  })

  test('pruneStrings prunes the dictionaries it is told to, under their own names', () => {
    const source = 'export const guardZh = {\n  held: \'守住\',\n  gone: \'不要\',\n}\nexport const other = { gone: \'留\' }\n'
    const out = pruneStrings(source, ['t.guard.held'], ['guardZh']) as string
    expect(out).toContain('held: \'守住\'')
    expect(out).not.toContain('不要')
    expect(out).toContain('gone: \'留\'')
  })

  test('propertyNames sees dots, string subscripts and destructuring, not words in comments', () => {
    const names = propertyNames('// t.comment\nconst { a, b: c } = x; x.d; x[\'e\']; f(g)') as Set<string>
    expect([...names].sort()).toEqual(['a', 'b', 'd', 'e'])
  })

  test('holdsState: let, a made object, a top-level statement are state; functions and literals are not', () => {
    expect(holdsState('let n = 0')).toBe(true)
    expect(holdsState('const listeners = new Set<() => void>()')).toBe(true)
    expect(holdsState('export const Ctx = createContext(null)')).toBe(true)
    expect(holdsState('window.addEventListener("x", f)')).toBe(true)
    expect(holdsState('export const A = [1, 2] as const\nexport function f() { let x = 1; return x }\nexport class E extends Error {}\nconst g = () => new Set()')).toBe(false)
  })
})
