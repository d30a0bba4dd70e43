import { describe, expect, it } from 'vitest'
import { choiceReplacedLater } from '../src/core/choice-corrected.js'
import { groundIn } from '../src/core/ground.js'
import { verdictIn } from './helpers/ground-verdict.js'

// Session 25, from session 24's left-undone list: a correction that gives its reason first and never
// says "not camelCase". The earlier message backed the write; the later one picked another value of
// a choice a project makes once.
describe('another value of a one-time choice, taken later', () => {
  it('waits, quoting the later message and naming both values as written', () => {
    const g = groundIn('API 字段用 camelCase', [{ text: 'api 字段用 camelCase' }, { text: '等下，后端其他服务都是 snake_case，跟他们统一吧' }])
    expect(g.grounded).toBe(false)
    expect(g.blocked).toBe('changes')
    expect(g.quote).toContain('snake_case')
    expect(g.changed).toEqual([{ from: ['snake_case'], to: ['camelCase'] }])
    expect(verdictIn('Use npm', 'use npm', 'hmm, the rest of the monorepo is on pnpm, go with that')).toBe('changes')
    expect(verdictIn('API fields use camelCase', 'api fields in camelCase', 'wait, the other backend services all use snake_case, match them')).toBe('changes')
  })

  it('the later value, written, is theirs, the reason given being no rule of its own', () => {
    expect(verdictIn('Use pnpm', 'use npm', 'actually use pnpm')).toBe('live')
    expect(verdictIn('Use pnpm', 'use npm', 'hmm, the rest of the monorepo is on pnpm, go with that')).toBe('live')
    expect(verdictIn('API 字段统一用 snake_case', 'api 字段用 camelCase', '等下，后端其他服务都是 snake_case，跟他们统一吧')).toBe('live')
    expect(verdictIn('API fields use snake_case', 'api fields in camelCase', 'wait, the other backend services all use snake_case, match them')).toBe('live')
  })

  it('inside one message, after 等下， ("wait,"), read as a correction; 等下 without a comma is "in a moment"', () => {
    const said = 'api 字段用 camelCase。等下，后端其他服务都是 snake_case，跟他们统一吧'
    expect(verdictIn('API 字段用 camelCase', said)).toBe('changes')
    expect(verdictIn('API 字段统一用 snake_case', said)).toBe('live')
    expect(verdictIn('跑完测试再提交', '跑完测试再提交，等下我来看结果')).toBe('live')
  })

  it('a later value refused, asked about, or named beside the kept one changes nothing', () => {
    expect(verdictIn('Use npm', 'use npm', 'don\'t use pnpm')).toBe('live')
    expect(verdictIn('Use npm', 'use npm', 'is pnpm faster?')).toBe('live')
    expect(verdictIn('Use npm', 'use npm', 'pnpm or npm, npm is fine')).toBe('live')
    expect(choiceReplacedLater('API 字段用 camelCase', '用 camelCase，不要 snake_case')).toBeUndefined()
    expect(choiceReplacedLater('Use npm', 'the python side uses pip')).toBeUndefined()
  })

  it('a later clause that names another thing is a rule of its own; one that names only the value corrects, messages later', () => {
    expect(verdictIn('回复用中文', '回复用中文', '其实代码注释还是用英文')).toBe('live')
    expect(verdictIn('Use npm for installs', 'use npm for installs', 'thanks, now fix the lint errors', 'pnpm please')).toBe('changes')
  })

  it('a test runner, a date library: one picked for a purpose; another purpose is a rule of its own', () => {
    expect(verdictIn('Use jest for unit tests', 'use jest for unit tests', 'vitest please, it is what the other packages use')).toBe('changes')
    expect(verdictIn('用 moment 处理日期', '日期用 moment 处理', '其实 dayjs 就行，跟其他项目统一')).toBe('changes')
    expect(verdictIn('Use jest for unit tests', 'use jest for unit tests', 'and playwright for e2e')).toBe('live')
    expect(verdictIn('Lint with eslint', 'lint with eslint', 'the python code uses ruff')).toBe('live')
  })
})

// Session 25: a correction that finds the new value good enough ("is fine", "is enough", 也行) says
// nothing of its own; a bare number said again is a correction with no cue.
describe('a correction in words of adequacy, or a bare number', () => {
  it('holds the value it replaced, and grounds the new one', () => {
    expect(verdictIn('Write commit messages in English', 'commit messages in english please', 'wait, actually chinese is fine for this repo')).toBe('changes')
    expect(verdictIn('Use Postgres', 'use postgres', 'on second thought sqlite is enough for this')).toBe('changes')
    expect(verdictIn('Keep functions under 30 lines', 'keep functions under 30 lines', 'eh 50 is fine')).toBe('changes')
    expect(verdictIn('Keep functions under 50 lines', 'keep functions under 30 lines', 'eh 50 is fine')).toBe('live')
    expect(verdictIn('函数不超过 30 行', '函数控制在 30 行以内', '50 行也行吧')).toBe('changes')
    expect(verdictIn('函数不超过 50 行', '函数控制在 30 行以内', '50 行也行吧')).toBe('live')
  })

  it('a number about something else corrects nothing', () => {
    expect(verdictIn('Keep functions under 30 lines', 'keep functions under 30 lines', '3 of them failed')).toBe('live')
    expect(verdictIn('Keep functions under 30 lines', 'keep functions under 30 lines', 'and 80 columns max')).toBe('live')
    expect(verdictIn('Retry failed requests 3 times', 'retry failed requests 3 times', 'thanks, took 2 minutes')).toBe('live')
  })
})

describe('a correction across languages, or one that asks to follow a number', () => {
  it('「用中文回复吧」 after "reply in english" holds "Reply in English" and grounds "Reply in Chinese"', () => {
    expect(verdictIn('Reply in English', 'reply in english', '用中文回复吧')).toBe('changes')
    expect(verdictIn('Reply in Chinese', 'reply in english', '用中文回复吧')).toBe('live')
  })

  it('"hmm our editorconfig says 4, go with that" grounds 4 spaces', () => {
    expect(verdictIn('Use 4 spaces', 'use 2 spaces', 'hmm our editorconfig says 4, go with that')).toBe('live')
    expect(verdictIn('Use 2 spaces', 'use 2 spaces', 'hmm our editorconfig says 4, go with that')).not.toBe('live')
  })
})
