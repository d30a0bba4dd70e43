// Two things that trade places between a rule's clauses in Chinese or across languages, an
// antonym pair rules set against each other (shared / dedicated), and what the card then shows
// (issue 19, session 10). Each both ways: the traded or opposite rule waits and names the words
// the user and the judgment wrote (never stems), the same rule restated is live. Constructed cases.
import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { wordsForStems } from '../src/core/stem-words.js'

const ground = (judgment: string, user: string) => groundIn(judgment, [{ text: user }])

describe('two names trade clauses', () => {
  it('in one Chinese sentence cut at its comma: waits, and says which names moved', () => {
    const r = ground('首页数据用 SWR 获取，表单提交交给 Server Actions', '首页数据用 Server Actions 获取，表单提交交给 SWR')
    expect(r.grounded).toBe(false)
    expect(r.changed).toEqual([{ from: ['Server', 'Actions'], to: ['SWR'] }])
  })

  it('across languages, the clauses aligned by the meanings of their words', () => {
    const user = 'Cache list pages in Redis and query Postgres directly for detail pages'
    expect(ground('列表页用 Postgres 缓存，详情页直接查 Redis', user).changed).toEqual([{ from: ['Redis'], to: ['Postgres'] }])
    expect(ground('列表页用 Redis 缓存，详情页直接查 Postgres', user).grounded).toBe(true)
  })

  it('the same names in the same clauses are live', () => {
    expect(ground('首页数据用 SWR 获取，表单提交交给 Server Actions', '首页数据用 SWR 获取；表单提交交给 Server Actions').grounded).toBe(true)
  })
})

describe('shared / dedicated', () => {
  it('one shared thing for the user\'s dedicated ones waits; dedicated restated is live', () => {
    expect(ground('Use one shared cache for all tenants', 'Each tenant gets a dedicated cache').changed).toEqual([{ from: ['dedicated'], to: ['shared'] }])
    expect(ground('Give every tenant a dedicated cache', 'Each tenant gets a dedicated cache').grounded).toBe(true)
  })
})

describe('the card shows words, not stems', () => {
  it('an opposite word of one choice', () => {
    expect(ground('Load images eagerly', 'Always load images lazily').changed).toEqual([{ from: ['lazily'], to: ['eagerly'] }])
  })

  it('maps stems back to the words of the text, keeps Chinese, drops sense ids', () => {
    expect(wordsForStems('Use React Server Components', ['react', 'server', 'compon', 's:12'])).toEqual(['React', 'Server', 'Components'])
    expect(wordsForStems('write to deploy-specific stores', ['specif'])).toEqual(['deploy-specific'])
    expect(wordsForStems('变更交给它', ['变', '更'])).toEqual(['变', '更'])
  })
})
