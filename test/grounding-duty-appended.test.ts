// The user's sentence copied whole with a duty of the model's own joined on (issue 19, values24,
// src/core/duty-appended.ts): the new duty is a word or two, under the added-content limit, so
// only the shape tells. A joined clause that restates the user's own words stays live.
import { describe, expect, it } from 'vitest'
import { appendsDuty } from '../src/core/duty-appended.js'
import { verdict } from './helpers/ground-verdict.js'

describe('a duty joined onto the user’s own sentence', () => {
  it('reads the joined clause', () => {
    expect(appendsDuty('接口返回值一律用驼峰命名，并且加上版本号', '接口返回值一律用驼峰命名')).toEqual(['版本号'])
    expect(appendsDuty('Run the linter before every commit, and also bump the version', 'Run the linter before every commit')).toEqual(['bump', 'version'])
    expect(appendsDuty('接口返回值一律用驼峰命名，并且不用下划线', '接口返回值一律用驼峰命名，不用下划线')).toBeUndefined()
  })

  it('holds a duty the user never asked for', () => {
    expect(verdict('接口返回值一律用驼峰命名，并且加上版本号', '接口返回值一律用驼峰命名')).toBe('adds')
    expect(verdict('Run the linter before every commit, and also bump the version', 'Run the linter before every commit')).toBe('adds')
  })

  it('keeps the user’s own clauses live', () => {
    expect(verdict('接口返回值一律用驼峰命名', '接口返回值一律用驼峰命名')).toBe('live')
    expect(verdict('Run the linter before every commit, and also fix what it reports', 'Run the linter before every commit and fix what it reports')).toBe('live')
  })
})
