import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set): words a restatement wraps around
// the user's claim without adding one. "Make sure" / "be sure to" frame a rule (they are no
// pleasantry, as a bare "Sure, …" is); the verb "require" restates a "must" (it is neither a
// product requirement nor CommonJS `require`, which stays a value when written as code).
describe('scaffolding a restatement adds', () => {
  it('lets "make sure" / "be sure to" through', () => {
    expect(verdict('Make sure the build passes before merging', 'the build has to pass before merging')).toBe('live')
    expect(verdict('Make sure the README lists every CLI flag', 'the readme has to list every cli flag')).toBe('live')
    expect(verdict('Be sure to close the database connection after each job', 'close the db connection after every job')).toBe('live')
    expect(verdict('Make sure the new endpoint has a test', '新接口一定要有测试')).toBe('live')
  })

  it('still holds a changed value or a flip wrapped in "make sure"', () => {
    expect(verdict('Make sure dependencies are installed with pnpm', 'install the dependencies with yarn')).toBe('changes')
    expect(verdict('Make sure the tests never hit the real network', 'tests should always hit the real network')).not.toBe('live')
  })

  it('reads the verb "require" as a must', () => {
    expect(verdict('Require two approvals before merging a PR', '每个 PR 要有两个 approve 才能合并')).toBe('live')
    expect(verdict('Deploys must require an explicit confirmation', 'deploys should ask for explicit confirmation')).toBe('live')
  })

  it('keeps CommonJS require a value', () => {
    expect(verdict('Use import instead of require', 'use import, not require')).toBe('live')
    expect(verdict('Use require instead of import', 'use import, not require')).toBe('opposite')
    expect(verdict('Never use require in ESM files', 'use require() in esm files')).toBe('opposite')
  })
})
