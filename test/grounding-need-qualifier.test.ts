// "Not needed" as a thing's qualifier, not a waiver (need-qualifier.ts).
import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

describe('a "don\'t need" that qualifies a thing', () => {
  it('restates "unnecessary …"', () => {
    expect(verdict('In package.json, drop the dependencies you don\'t need', 'In package.json, remove unnecessary dependencies')).toBe('live')
    expect(verdict('Stop the watcher from rebuilding when it doesn\'t need to', 'Avoid unnecessary watcher rebuilds')).toBe('live')
  })
  it('a 不用 before a modifier with 的 says "don\'t use"', () => {
    expect(verdict('每个表单都要用 zod 校验，不用没校验过的输入', 'every form should validate with zod, no unvalidated input')).toBe('live')
  })
  it('"can stay as they are" is the licence 可以保持原样 gives', () => {
    expect(verdict('新组件用 hooks 写，老的 class 组件在下次修改之前可以保持原样', 'write new components with hooks. the old class ones can stay as they are until we next change them')).toBe('live')
  })
  it('a waiver or a flip stays held', () => {
    expect(verdict('In package.json, you don\'t need to remove dependencies', 'In package.json, remove unnecessary dependencies')).not.toBe('live')
    expect(verdict('Let the watcher rebuild when it doesn\'t need to', 'Avoid unnecessary watcher rebuilds')).not.toBe('live')
    expect(verdict('旧的同步接口可以保持原样', 'rewrite the old sync endpoints in async')).not.toBe('live')
    expect(verdict('表单不用校验', 'every form should validate with zod')).not.toBe('live')
  })
})
