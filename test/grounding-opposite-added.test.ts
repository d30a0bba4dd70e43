// What the card says when a write puts the opposite word in place of the user's (session 24, our own
// sentences): it was held before too, but as "adds «Remove», which they did not say", which hides
// that the user said "keep". It is a change, named as one.
import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { oppositeOfAdded } from '../src/core/antonyms.js'
import { analyseClaim } from '../src/core/slots.js'

const read = (judgment: string, said: string) => {
  const g = groundIn(judgment, [{ text: said }])
  return { grounded: g.grounded, blocked: g.blocked, changed: g.changed, added: g.added }
}

describe('the opposite word of the user\'s, in place of it', () => {
  it('is a change from their word to it, in either language', () => {
    expect(read('Remove the retries', 'keep the retries')).toMatchObject({ grounded: false, blocked: 'changes', changed: [{ from: ['keep'], to: ['Remove'] }] })
    expect(read('Drop the retries', 'keep the retries')).toMatchObject({ blocked: 'changes', changed: [{ from: ['keep'], to: ['Drop'] }] })
    expect(read('Remove the cache layer', 'add a cache layer')).toMatchObject({ blocked: 'changes', changed: [{ from: ['add'], to: ['Remove'] }] })
    expect(read('删掉重试逻辑', '保留重试逻辑')).toMatchObject({ blocked: 'changes', changed: [{ from: ['保留'], to: ['删掉'] }] })
    // A verb that refuses ("disable", 关闭) is read in the rows as written: near before, a change now.
    expect(read('Disable the cache', 'enable the cache')).toMatchObject({ blocked: 'changes', changed: [{ from: ['enable'], to: ['Disable'] }] })
    expect(read('关闭缓存', '开启缓存')).toMatchObject({ blocked: 'changes', changed: [{ from: ['开启'], to: ['关闭'] }] })
  })

  it('an added word that is not the opposite of one of theirs is still an addition', () => {
    expect(oppositeOfAdded(analyseClaim('Remove the retries in the worker'), analyseClaim('keep the retries'), ['Remove', 'worker'])).toBeUndefined()
    expect(oppositeOfAdded(analyseClaim('Remove the retries'), analyseClaim('keep the retries'), [])).toBeUndefined()
    expect(read('Keep the retries in the payment worker', 'keep the retries').blocked).toBe('adds')
  })
})
