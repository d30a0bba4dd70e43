// The lint rule that keeps the module graph acyclic (scripts/lint/no-import-cycle.mjs), on real
// files in a temp folder: it must see type-only imports, re-exports and dynamic imports, and stay
// quiet on a graph without a cycle.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { Linter } from 'eslint'
import tseslint from 'typescript-eslint'
import { afterAll, describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs module without types
import noImportCycle from '../scripts/lint/no-import-cycle.mjs'

const dir = mkdtempSync(join(tmpdir(), 'mirror-cycle-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function lint(files: Record<string, string>, entry: string) {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text)
  const linter = new Linter({ configType: 'flat', cwd: dir })
  return linter.verify(files[entry]!, [{
    files: ['**/*.ts'],
    languageOptions: { parser: tseslint.parser as Linter.Parser },
    plugins: { local: { rules: { 'no-import-cycle': noImportCycle } } },
    rules: { 'local/no-import-cycle': 'error' },
  }], join(dir, entry)).map((m) => `${m.ruleId}: ${m.message}`)
}

describe('local/no-import-cycle', () => {
  it('reports a cycle closed by a type-only import, with its path', () => {
    const messages = lint({
      'a1.ts': 'import type { B } from \'./b1.js\'\nexport type A = B\n',
      'b1.ts': 'import { a } from \'./c1.js\'\nexport type B = string\nexport const b = a\n',
      'c1.ts': 'import type { A } from \'./a1.js\'\nexport const a: A = \'x\'\n',
    }, 'a1.ts')
    const path = ['a1.ts', 'b1.ts', 'c1.ts', 'a1.ts'].map((f) => relative(process.cwd(), join(dir, f))).join(' → ')
    expect(messages).toEqual([`local/no-import-cycle: import cycle: ${path}`])
  })

  it('sees re-exports and dynamic imports', () => {
    expect(lint({
      'a2.ts': 'export { b } from \'./b2.js\'\nexport const a = 1\n',
      'b2.ts': 'export const b = () => import(\'./a2.js\')\n',
    }, 'a2.ts')).toEqual([`local/no-import-cycle: import cycle: ${['a2.ts', 'b2.ts', 'a2.ts'].map((f) => relative(process.cwd(), join(dir, f))).join(' → ')}`])
  })

  it('stays quiet on an acyclic graph and on package imports', () => {
    expect(lint({
      'a3.ts': 'import type { B } from \'./b3.js\'\nimport { z } from \'zod\'\nexport type A = B\nexport const s = z\n',
      'b3.ts': 'import { c } from \'./c3.js\'\nexport type B = typeof c\n',
      'c3.ts': 'export const c = 1\n',
    }, 'a3.ts')).toEqual([])
  })
})
