// Session 44, our own construction after a pair of the twenty-fifth set's tune half ("Fully implement all
// requested functionality."): "fully" says "completely", and "partially" is its opposite — which went live.
import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

describe('fully / completely / partially', () => {
  it('"completely" restates the user\'s "fully"', () => {
    expect(verdict('Migrate every legacy endpoint completely', 'fully migrate every legacy endpoint')).toBe('live')
  })

  it('"partially" turns it round, in either language', () => {
    expect(verdict('Migrate legacy endpoints partially', 'fully migrate every legacy endpoint')).toBe('changes')
    expect(verdict('Migrate legacy endpoints partially', '老接口要完整迁移')).toBe('changes')
  })
})

// Session 44, constructed: new and old / legacy name opposite things of one kind.
describe('new / old', () => {
  it('waits when the judgment puts the rule on the other ones', () => {
    expect(verdict('Legacy endpoints need integration tests', 'new endpoints need integration tests')).toBe('changes')
    expect(verdict('老接口要写集成测试', '新接口要写集成测试')).not.toBe('live')
  })

  it('the same side, said another way, stays live', () => {
    expect(verdict('Every new endpoint needs an integration test', 'new endpoints need integration tests')).toBe('live')
    expect(verdict('Leave legacy modules alone', 'dont touch the old modules')).not.toBe('changes')
  })
})
