// Session 37, from the transcripts' tune half: ways a write turned the user's words round and went
// live. What the user said is not enough alone, made enough (u14-4: 「…就够了」 after 「别只发邮件」,
// not-only.ts); a value the user only mentioned and then refused with "it" ("I know about pytest-xdist,
// we can't use it", t09-4: elided-refusal.ts); and one of two names the user left open, picked by
// turning the other away (u19-1: 「用 pandas…，不用 openpyxl」 after 「用 openpyxl 还是 pandas 都行」,
// left-open.ts). Each has the user's own words restated beside it, which stay live.
import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { analyseClaim } from '../src/core/slots.js'
import { sufficesNotOnly } from '../src/core/not-only.js'
import { verdict } from './helpers/ground-verdict.js'

describe('a value mentioned, then refused as "it"', () => {
  const said = 'and yes I know about pytest-xdist, we can\'t use it, tests share a db schema'
  it('is refused, so running with it waits (was live)', () => {
    expect(analyseClaim(said).values.map((v) => [v.value, v.stance])).toEqual([['pytest', 'dont']])
    expect(verdict('Run the test suite in parallel with pytest-xdist', said)).not.toBe('live')
    expect(verdict('Style with Tailwind', 'sure, tailwind is nice but we can\'t use it')).not.toBe('live')
    expect(verdict('Use Redux for state', 'i\'ve heard of redux, we won\'t use it')).not.toBe('live')
    expect(analyseClaim('we looked at prisma, we cant use prisma here').values.map((v) => [v.value, v.stance])).toEqual([['prisma', 'dont']])
  })
  it('refusing it is the user\'s own words', () => {
    expect(verdict('Don\'t use pytest-xdist; the tests share a db schema', said)).toBe('live')
    expect(verdict('Don\'t use Redux', 'i\'ve heard of redux, we won\'t use it')).toBe('live')
  })
  it('a clause that chooses the value keeps it chosen', () => {
    expect(analyseClaim('use docker locally, we cant use it in prod').values.map((v) => v.stance)).toContain('do')
  })
})

describe('not enough alone, made enough', () => {
  const said = '重试策略你定吧，但是失败了一定要通知到值班群，别只发邮件，没人看邮件。'
  it('waits and names the user\'s words (was live)', () => {
    expect(verdict('Airflow 任务失败时发邮件通知就够了。', said)).toBe('changes')
    expect(groundIn('Airflow 任务失败时发邮件通知就够了。', [{ text: said }]).changed).toEqual([{ from: ['别只发邮件'], to: ['Airflow 任务失败时发邮件通知就够了'] }])
    expect(sufficesNotOnly('Email on failures is enough', 'don\'t just email on failures, page the on-call channel')).toEqual({ from: ['don\'t just email on failures'], to: ['Email on failures is enough'] })
    expect(verdict('只跑单元测试就行', '测试别只跑单元测试，集成测试也要跑')).not.toBe('live')
  })
  it('the user\'s words restated stay live', () => {
    expect(verdict('任务失败一定要通知到值班群，不要只发邮件', said)).toBe('live')
    expect(verdict('On failures, page the on-call channel, not just email', 'don\'t just email on failures, page the on-call channel')).toBe('live')
    expect(verdict('只跑单元测试就够了', '只跑单元测试就行，集成测试不用')).toBe('live')
    expect(sufficesNotOnly('Email alone is not enough on failures', 'don\'t just email on failures')).toBeUndefined()
    // The eighth set's tune row: "not invalidation alone" agrees with 「不能只做 invalidate」 (held as a change by this check's first cut).
    expect(verdict('After a mutation, call setQueryData as well as invalidateQueries, not invalidation alone, so the UI updates instantly', 'mutation 之后要 setQueryData 再加 invalidateQueries，不能只做 invalidate，这样 UI 反馈才即时')).toBe('live')
  })
})

describe('one of two left open, picked by turning the other away', () => {
  it('waits and says which was picked (was live)', () => {
    const g = groundIn('用 pandas 处理 Excel，不用 openpyxl。', [{ text: '帮我写个 python 脚本，把每个月的销售 excel 汇总成一张总表，用 openpyxl 还是 pandas 都行' }])
    expect(g.blocked).toBe('changes')
    expect(g.changed).toEqual([{ from: ['openpyxl 还是 pandas'], to: ['pandas'] }])
  })
  it('a choice the user made themselves is theirs', () => {
    expect(verdict('Use pnpm, not npm', 'use pnpm not npm; pnpm or yarn whatever')).toBe('live')
    // "whatever" is the user's licence: "either is fine" restates it (was held as 'relaxes').
    expect(verdict('Either pnpm or yarn is fine', 'use pnpm or yarn, whatever')).toBe('live')
    expect(verdict('Either pnpm or yarn is fine', 'use pnpm or yarn, doesn\'t matter to me')).toBe('live')
    expect(verdict('Either pnpm or yarn is fine', 'use pnpm')).not.toBe('live')
  })
})

describe('a remark after a comma at the end of the user\'s words', () => {
  it('is an aside, not words the judgment swapped (was held as a change)', () => {
    expect(verdict('Use Docker for local development', 'Use Docker for local dev, I like it')).toBe('live')
  })
  it('a value swapped before it still waits', () => {
    expect(verdict('Deploy to production first', 'deploy to staging first, it catches a lot')).toBe('changes')
    expect(verdict('Use MySQL for the main database', 'use postgres for the main db, we tried mysql and hated it')).toBe('changes')
  })
})

describe('「能用 X 就别 Y」', () => {
  it('chooses X and turns Y away, so the choice turned round waits (was live)', () => {
    expect(verdict('优先引第三方包，少用标准库', '能用标准库就别引第三方包')).not.toBe('live')
    expect(verdict('Use npm', '能用 pnpm 就不要用 npm')).not.toBe('live')
  })
  it('the choice restated is live', () => {
    expect(verdict('优先用标准库，少引第三方包', '能用标准库就别引第三方包')).toBe('live')
    expect(verdict('用 pnpm，不用 npm', '能用 pnpm 就不要用 npm')).toBe('live')
  })
})

describe('alternatives joined by a slash', () => {
  it('are the judgment\'s alternatives written apart (was held as a change to 「或」)', () => {
    expect(verdict('不要用 var，统一用 const 或 let', '别再用 var 了，统一 const/let')).toBe('live')
  })
  it('one of them swapped still waits', () => {
    expect(verdict('统一用 var 或 let', '别再用 var 了，统一 const/let')).toBe('changes')
  })
})
