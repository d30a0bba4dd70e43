// A judgment's "only" that restates a restriction the user made another way (issue 19, adds22,
// src/core/only-restated.ts): "only X, not Y" after "always X, never Y", "only one" after "one".
// Both ways: those are live or not read as narrowing; an "only" that shuts out what the user
// included, or the other side of theirs, still waits.
import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { onlyRestated } from '../src/core/only-restated.js'

const live = (judgment: string, user: string) => groundIn(judgment, [{ text: user }]).grounded

describe('"only" said by the user another way', () => {
  it('"only X, not Y" after "always X, never Y"; "only one" after "one"', () => {
    expect(live('Refer to images only by their asset key, not by URL', 'Always reference images by asset key, never by URL.')).toBe(true)
    expect(onlyRestated('Each commit touches only one module', 'each commit touches one module')).toBe(true)
    expect(onlyRestated('一个提交只改一个模块', '每个提交就改一个模块')).toBe(true)
  })

  it('an "only" that shuts out what the user allowed, or takes the side they refused, still waits', () => {
    expect(live('Include only unit tests in the PR', 'include unit and integration tests in the PR, never flaky ones')).toBe(false)
    expect(live('Only reference images by URL, not by asset key', 'Always reference images by asset key, never by URL.')).toBe(false)
    expect(onlyRestated('Refer to images only by their asset key, not by URL', 'Reference images by asset key or by URL.')).toBe(false)
  })
})
