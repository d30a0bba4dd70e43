import { describe, expect, it } from 'vitest'
import { doesRefusedVerb } from '../src/core/verb-refused-across.js'
import { analyseClaim } from '../src/core/slots.js'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set), session flips24: the user said not
// to do a verb to an object ("must not own the object", 不要缓存接口响应); a judgment in the other
// language that does it (子视图持有对象, "Cache the API response") waits; the refusal restated in
// the other language goes live.
describe('a verb the user refused, done in the other language', () => {
  it('waits', () => {
    expect(verdict('子视图持有对象', 'child views must not own the object')).toBe('changes')
    expect(verdict('Child views own the model object', '子视图不要持有模型对象')).toBe('changes')
    expect(verdict('列表页缓存接口响应', 'the list page should not cache the api response')).toBe('changes')
    expect(verdict('Cache the API response on the list page', '列表页不要缓存接口响应')).toBe('changes')
    expect(doesRefusedVerb(analyseClaim('子视图持有对象'), analyseClaim('child views must not own the object'))).toEqual({ from: ['not own object'], to: ['子视图持有对象'] })
  })

  it('the refusal restated goes live', () => {
    expect(verdict('子视图不要持有对象', 'child views must not own the object')).toBe('live')
    expect(verdict('Child views should not own the model object', '子视图不要持有模型对象')).toBe('live')
    expect(verdict('列表页不要缓存接口响应', 'the list page should not cache the api response')).toBe('live')
    expect(doesRefusedVerb(analyseClaim('The list page must not cache the API response'), analyseClaim('列表页不要缓存接口响应'))).toBeUndefined()
  })
})
