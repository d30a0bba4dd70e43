// Session 38, the nineteenth set's tune half (its other half is held aside, never read): the user's own rule
// restated waited as its opposite or as widened. "…, not spawning tokio tasks — same for data-parallel
// iteration": "same for" went on with the side turned away, not the rule (claims.ts carried); 'e.g.
// "rename this"': a "this" inside quoted example words pointed at nothing in front of the user (claims.ts
// scopeOf); 「playwright 这个包」: a plain Latin name before 这个 and a noun of its kind says which package
// (named-pointer.ts). The rows are written here, not the set's.
import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

const RAYON = 'for cpu-bound parallel stuff use rayon btw, not spawning tokio tasks — same for data-parallel iteration'
const REVIEW = 'keep review feedback short and imperative, e.g. "rename this", not a paragraph explaining why'
const COUPLE = 'playwright 这个包别跟 rstest browser mode 的内部实现耦合，内部随时会改'

describe('"same for" after a side turned away', () => {
  it('goes on with the rule: restated, live (was held as the opposite)', () => {
    expect(verdict('For CPU-bound parallel work and data-parallel iteration, prefer rayon', RAYON)).toBe('live')
  })
  it('either side turned round still waits', () => {
    expect(verdict('For data-parallel iteration, spawn tokio tasks', RAYON)).not.toBe('live')
    expect(verdict('Don\'t use rayon for data-parallel iteration', RAYON)).not.toBe('live')
  })
})

describe('a demonstrative that points at nothing in front of the user', () => {
  it('inside quoted example words, or beside the name of the thing: restated, live (was held as widened)', () => {
    expect(verdict('Keep review feedback short and imperative', REVIEW)).toBe('live')
    expect(verdict('playwright 包不要和 Rstest browser mode 的内部实现耦合', COUPLE)).toBe('live')
  })
  it('turned round it waits; "this one" in front of the user, made every one, waits', () => {
    expect(verdict('Write review feedback as a paragraph explaining why', REVIEW)).not.toBe('live')
    expect(verdict('playwright 包可以直接依赖 Rstest browser mode 的内部实现', COUPLE)).not.toBe('live')
    expect(verdict('Always fix flaky tests', 'fix this test, e.g. the flaky one')).not.toBe('live')
    expect(verdict('脚本都不要改', '这个脚本先别动')).not.toBe('live')
    expect(verdict('所有项目都用 pnpm', '这个项目用 pnpm')).not.toBe('live')
  })
})

const OPENDAL = 'Depend on `opendal-core` and implement `Layer` / `LayeredAccess` against `opendal_core::raw`.'
const SEMVER = 'Features (semver/minor) and breaking changes (semver/major) — no backport labels; main-only by default'

describe('a code path in Chinese words after English ones', () => {
  it('another path the user never wrote waits (was live): Chinese around code is a translation however little of it there is', () => {
    expect(verdict('依赖 opendal-core，并基于 opendal_core::services 实现 Layer / LayeredAccess', OPENDAL)).not.toBe('live')
    expect(verdict('依赖 opendal-core，并基于 opendal_core::raw 实现 Layer / LayeredAccess', OPENDAL)).toBe('live')
  })
})

describe('破坏性 as "breaking", not the verb 破坏', () => {
  it('「破坏性变更」 refuses nothing: restated, live (was held for a word no word carries)', () => {
    expect(verdict('新功能（semver/minor）和破坏性变更（semver/major）默认只进 main，不打 backport 标签', SEMVER)).toBe('live')
  })
  it('「不要破坏现有功能」 still refuses, and turned round waits', () => {
    expect(verdict('可以破坏现有功能', '不要破坏现有功能')).not.toBe('live')
  })
})

describe('words a rule uses for one act', () => {
  it('copy for duplicate, check for assert: restated, live (was held as added)', () => {
    expect(verdict('Don\'t copy runtime code over from @rstest/core', 'Don\'t duplicate runtime code from @rstest/core')).toBe('live')
    expect(verdict('Don\'t add tests that only check that a removed API is gone', 'dont add those sentinel tests that just assert the removed api is gone')).toBe('live')
  })
  it('turned round they wait', () => {
    expect(verdict('Copy runtime code over from @rstest/core', 'Don\'t duplicate runtime code from @rstest/core')).not.toBe('live')
    expect(verdict('Add tests that check that a removed API is gone', 'dont add those sentinel tests that just assert the removed api is gone')).not.toBe('live')
  })
})
