import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set). A restatement may say one clause of
// the user's in two ("no real timers in tests, mock the clock …" → "No real timers in unit tests;
// mock the clock …"): a word given to the second clause was not traded between two clauses of the
// user's. Two clauses that trade a word still swap. Across languages, each clause of a judgment of
// several is also read against the user's clause closest to it, so a thing swapped in its last
// clause ("uploads the docs" for 上传二进制) still shows.
describe('one clause of the user\'s said in two', () => {
  it('lets the restatement through', () => {
    expect(verdict('No real timers in unit tests; mock the clock with vi.useFakeTimers() instead', 'the unit suite is slow because of all the real setTimeout calls. no real timers in tests, mock the clock with vi.useFakeTimers() instead')).toBe('live')
    expect(verdict('Releases are two-stage with cargo-release: the maintainer publishes to crates.io locally, CI only builds and uploads the binaries', '我们用 cargo-release 两阶段发布。maintainer 在本地发布到 crates.io，CI 只管构建和上传二进制')).toBe('live')
  })

  it('still holds two clauses that trade a word, and a thing swapped in one clause', () => {
    expect(verdict('Keep business logic in services; keep controllers thin', 'keep business logic in controllers; keep services thin')).toBe('changes')
    expect(verdict('Use pnpm in the web app; use cargo in the engine', 'use cargo in the web app; use pnpm in the engine')).toBe('changes')
    expect(verdict('Releases are two-stage with cargo-release: the maintainer publishes to crates.io locally, CI only builds and uploads the docs', '我们用 cargo-release 两阶段发布。maintainer 在本地发布到 crates.io，CI 只管构建和上传二进制')).toBe('changes')
  })
})
