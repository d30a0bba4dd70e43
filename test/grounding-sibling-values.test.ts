import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { swapsSibling } from '../src/core/sibling-values.js'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set), session flips23: a value in ordinary
// words (a kind of test, a colour scheme, a place for data, a visual property …) put where the user
// named a sibling of the same class waits, and the card names both; the user's own value, spelled
// the same or in the other language, goes live.
describe('a sibling value in the user\'s slot', () => {
  it('waits, naming both values', () => {
    expect(verdict('Add smoke tests for the payment service', 'add regression tests for the payment service')).toBe('changes')
    expect(verdict('下单接口要有集成测试', 'The checkout endpoint needs end-to-end tests.')).toBe('changes')
    expect(verdict('后台要支持高对比度模式', 'The dashboard must support dark mode')).toBe('changes')
    expect(verdict('Run the nightly cleanup from a job queue', 'run the nightly cleanup as a cron job')).toBe('changes')
    expect(verdict('不要把用户的手机号写进日志', '不要把用户的手机号写进数据库')).toBe('changes')
    expect(verdict('Toolbar buttons share one consistent border radius', '工具栏按钮用统一的阴影')).toBe('changes')
    expect(verdict('Keep ticket ids out of code comments', 'keep ticket ids out of commit messages')).toBe('changes')
    expect(groundIn('Run the nightly cleanup from a job queue', [{ text: 'run the nightly cleanup as a cron job' }]).changed)
      .toEqual([{ from: ['cron job'], to: ['job queue'] }])
  })

  it('the user\'s value, in either language or spelled another way, goes live', () => {
    expect(verdict('Add regression tests for the payment service', 'add regression tests for the payment service')).toBe('live')
    expect(verdict('下单接口要有端到端测试', 'The checkout endpoint needs end-to-end tests.')).toBe('live')
    expect(verdict('后台要支持深色模式', 'The dashboard must support dark mode')).toBe('live')
    expect(verdict('用户的手机号不要写进日志', '不要把用户的手机号写进日志')).toBe('live')
    expect(swapsSibling('Run the cleanup as a scheduled job', 'run the cleanup as a cron job')).toBeUndefined()
    // Naming the user's value beside another is not a swap (an addition is read elsewhere).
    expect(swapsSibling('Write unit and integration tests for the parser', 'write unit tests for the parser')).toBeUndefined()
    // A changelog is no log for data.
    expect(swapsSibling('把改动写进变更日志', '把改动写进数据库迁移说明')).toBeUndefined()
  })
})

describe('kinds of test in a list', () => {
  it('each kind of the list is named', () => {
    expect(swapsSibling('单元和集成测试都要跑', 'run unit and integration tests')).toBeUndefined()
    expect(swapsSibling('Run the unit, integration and smoke tests', 'run the unit tests')).toBeUndefined()
    expect(swapsSibling('单元、集成测试都要跑', '单元测试和集成测试都要跑')).toBeUndefined()
  })
})

describe('what one test covers: a test, a test file, the whole suite', () => {
  const cleanup = 'any temp dir a test makes has to be removed before that test ends, the suite shares one disk'
  it('another scope waits, naming both', () => {
    expect(verdict('Remove the temp dirs the tests make at the end of the whole suite', cleanup)).toBe('changes')
    expect(verdict('每个测试文件只覆盖一个接口', '每个测试只覆盖一个接口')).toBe('changes')
  })
  it('the user\'s scope goes live', () => {
    expect(verdict('Each test removes the temp dirs it makes before it ends', cleanup)).toBe('live')
    expect(swapsSibling('一个测试只覆盖一个接口', '每个测试只覆盖一个接口')).toBeUndefined()
  })
})

describe('existing things and new ones', () => {
  const seeds = 'seed data for new tables goes in the migration that creates them'
  it('the other age waits, naming both', () => {
    expect(swapsSibling('Seed data for existing tables goes in the migration', seeds)).toEqual({ from: ['new'], to: ['existing'] })
    expect(verdict('已有的表加字段要单独写一个迁移', '新建的表加字段要单独写一个迁移')).toBe('changes')
  })
  it('the user\'s age goes live', () => {
    expect(verdict('新建的表加字段要单独写一个迁移', '新建的表加字段要单独写一个迁移')).toBe('live')
    expect(swapsSibling('Seed data for newly created tables goes in the migration that creates them', seeds)).toBeUndefined()
  })
})
