import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

// Sentences of our own (not pairs of a labelled set): the same thing put in another place than the
// user's. The word checks compare the two texts in one order, and "goes in services" / "put … in the
// controllers" are not in one order, so the swap went live.
describe('the same thing in another place', () => {
  it('is held in English, either shape on either side', () => {
    expect(verdict('Put business logic in the controllers', 'controllers stay thin, business logic goes in services')).not.toBe('live')
    expect(verdict('Helper functions go in the components folder', 'put helper functions in utils/')).not.toBe('live')
  })

  it('is held in Chinese', () => {
    expect(verdict('工具函数放在 components 目录里', '工具函数统一放在 utils 目录')).not.toBe('live')
  })

  it('leaves the user\'s own place live', () => {
    expect(verdict('Put business logic in services', 'business logic goes in services, controllers stay thin')).toBe('live')
    expect(verdict('Helper functions go in utils/', 'put helper functions in utils/')).toBe('live')
    expect(verdict('工具函数放在 utils 目录', '工具函数统一放在 utils 目录里')).toBe('live')
  })
})

// Session 44, constructed: the place an act is done in, 「X 在 Y 里 V」.
describe('the place an act is done in, in Chinese', () => {
  it('another place waits', () => {
    expect(verdict('敏感字段在响应里脱敏', '敏感字段在日志里脱敏')).toBe('changes')
    // Held before too (it adds 生产): the place check must not let it through.
    expect(verdict('在生产环境上跑迁移', '在测试环境上跑迁移')).not.toBe('live')
  })

  it('the same place, said another way, stays live', () => {
    expect(verdict('日志里的敏感字段要脱敏', '敏感字段在日志里脱敏')).toBe('live')
    expect(verdict('启动步骤写在 README 里', '在 README 里记下启动步骤')).toBe('live')
    expect(verdict('不要在代码中硬编码密钥', '在代码里别写死密钥')).toBe('live')
  })
})
