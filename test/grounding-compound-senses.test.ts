import { describe, expect, it } from 'vitest'
import { enclosingSenses, sensesIn } from '../src/core/senses.js'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set). The segmenter may cut a Chinese
// compound the senses table knows whole (注册表 "registry" into 注册 + 表): the unit cut from it says
// what the compound says. Across languages, a word the judgment asks for that the user's words say
// only on the side a contrast turns away ("…, not the root test script") is not theirs.
describe('a Chinese unit cut from a compound the table knows', () => {
  it('reads the compound around the unit', () => {
    const registry = [...sensesIn('registry')]
    expect(registry.length).toBeGreaterThan(0)
    expect(enclosingSenses('维护一个插件注册表', '注册')).toEqual(expect.arrayContaining(registry))
    expect(enclosingSenses('维护一个插件注册表', '插件')).not.toEqual(expect.arrayContaining(registry))
    // One character is too many words' part to be read so.
    expect(enclosingSenses('维护一个插件注册表', '表')).toEqual([])
  })

  it('lets the restatement through', () => {
    expect(verdict('不要搭一个由团队维护的插件注册表', 'don\'t build a plugin registry that the team maintains')).toBe('live')
    expect(verdict('先在仓库根目录跑 pnpm install', 'the workspace packages link against each other, so pnpm install at the repo root first')).toBe('live')
  })

  it('still holds another place or the side the user turned away', () => {
    expect(verdict('先在 packages 目录跑 pnpm install', 'the workspace packages link against each other, so pnpm install at the repo root first')).not.toBe('live')
    expect(verdict('跑 app 的测试直接用根目录的 npm test 就行', 'to run the app tests use npm test --workspace app, not the root test script')).not.toBe('live')
    expect(verdict('跑 app 的测试用 npm test --workspace app', 'to run the app tests use npm test --workspace app, not the root test script')).toBe('live')
  })
})
