// At start the plugin says how to fix a headless profile the host will refuse to boot: a user patch
// layer (even the bare template `dsh plugin --profile headless add` writes) without the hmr row.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { HMR_ROWS, hmrHint, patchFilesMissingHmr } from '../src/host-check/hmr-row.js'

let home: string
const patch = (profile: string, text: string) => {
  mkdirSync(join(home, 'profiles', profile), { recursive: true })
  writeFileSync(join(home, 'profiles', profile, 'cordis.patch.yml'), text)
  return join(home, 'profiles', profile, 'cordis.patch.yml')
}
beforeEach(() => { home = mkdtempSync(join(tmpdir(), 'dum-hmr-')) })
afterEach(() => rmSync(home, { recursive: true, force: true }))

describe('the hmr row the headless profile needs', () => {
  test('a headless patch with the plugin row and no hmr row is named, with the rows that fix it', () => {
    const file = patch('headless', '- insert:\n    - id: dsh-user-mirror\n      name: \'@dsh-plugins/dsh-user-mirror\'\n')
    expect(patchFilesMissingHmr(home)).toEqual([file])
    const hint = hmrHint(file)
    expect(hint).toContain(file)
    expect(hint).toContain('user patch-layer watching requires the Cordis HMR service')
    expect(hint.endsWith('- id: hmr\n  disabled: false\n  config: {root: []}\n')).toBe(true)
  })

  test('the bare template `plugin add` writes (comments and []) is enough for the host to refuse', () => {
    const file = patch('headless', '# Your patch layer for this dsh profile\n[]\n')
    expect(patchFilesMissingHmr(home)).toEqual([file])
  })

  test('for the template, the hint says to put the rows in place of its `[]` (rows added beside it are not YAML); for a list, to add them', () => {
    const template = patch('headless', '# Your patch layer for this dsh profile\n[]\n')
    expect(hmrHint(template)).toContain('Replace the line `[]` of that file with these lines')
    const list = patch('headless', '- insert:\n    - id: dsh-user-mirror\n')
    expect(hmrHint(list)).toContain('Add these lines to that file')
    expect(hmrHint(list)).not.toContain('[]` of that file')
  })

  test('nothing to say: no home, no headless patch file, a patch that has the row, the web profile', () => {
    expect(patchFilesMissingHmr(home)).toEqual([])
    patch('headless', `${HMR_ROWS}- insert:\n    - id: dsh-user-mirror\n`)
    expect(patchFilesMissingHmr(home)).toEqual([])
    patch('web', `${HMR_ROWS}- insert:\n    - id: dsh-user-mirror\n`)
    expect(patchFilesMissingHmr(home)).toEqual([])
  })

  test('the web profile\'s patch without the row is named too (on a fresh home `dsh --profile web` exited 1 for want of it)', () => {
    const file = patch('web', '# Your patch layer for this dsh profile\n[]\n')
    expect(patchFilesMissingHmr(home)).toEqual([file])
    expect(hmrHint(file)).toContain('so `dsh --profile web` will exit with "user patch-layer watching requires the Cordis HMR service"')
    expect(hmrHint(file)).toContain('Replace the line `[]` of that file with these lines')
  })
})
