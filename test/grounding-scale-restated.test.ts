import { describe, expect, it } from 'vitest'
import { scaleReading } from '../src/core/scale-restated.js'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set), session probes23: one end of a scale
// (short / long, small / big, concise / verbose, simple / complex, shallow / deep) asked for in the
// words of the other end refused, in English, Chinese and across; it goes live. The other end taken,
// a permission to go past it, or the same end refused under both negations waits.
describe('one end of a scale said as the other refused', () => {
  it('goes live', () => {
    expect(verdict('Keep test names short', 'test names shouldn\'t be too long')).toBe('live')
    expect(verdict('Keep error messages brief', 'don\'t make the error messages long')).toBe('live')
    expect(verdict('类的继承层级要浅', '继承层级不要太深')).toBe('live')
    expect(verdict('接口文档写得简洁一些', '接口文档别写得那么啰嗦')).toBe('live')
    expect(verdict('Keep each commit small', '每个 commit 不要太大')).toBe('live')
    expect(verdict('Never write long docstrings', 'docstrings should be short')).toBe('live')
    expect(scaleReading('Avoid complex regexes', 'keep regexes simple')).toBe('same')
  })

  it('the other end, a waiver or a refusal turned round waits', () => {
    expect(verdict('Long test names are fine', 'test names shouldn\'t be too long')).not.toBe('live')
    expect(verdict('Write long error messages', 'don\'t make the error messages long')).not.toBe('live')
    expect(verdict('Don\'t keep docstrings short', 'docstrings shouldn\'t be long')).toBe('opposite')
    expect(verdict('接口文档写得详细冗长一些', '接口文档别写得那么啰嗦')).not.toBe('live')
    expect(verdict('继承层级可以深一点', '继承层级不要太深')).not.toBe('live')
    expect(scaleReading('Keep test names short', 'run the tests as long as the build is green')).toBeUndefined()
    // Session 33: "split long ones" asks for short ones too, so the judgment points one way, the user's way.
    expect(scaleReading('Keep functions short; split long ones', 'functions shouldn\'t be too long')).toBe('same')
  })

  it('an act refused on one end asks for nothing at the other', () => {
    expect(verdict('Merge small PRs', 'Don\'t merge large PRs')).not.toBe('live')
    expect(verdict('Deploy small changes on Fridays', 'never deploy big changes on Fridays')).not.toBe('live')
    expect(verdict('合并小的 PR', '别合并大的 PR')).not.toBe('live')
    expect(scaleReading('Merge small PRs', 'Don\'t merge large PRs')).toBeUndefined()
    // The degree itself refused, through a making verb, still restates.
    expect(verdict('Write short functions', 'Don\'t write long functions')).toBe('live')
    expect(verdict('Keep commit messages short', 'don\'t make commit messages too long')).toBe('live')
  })
})

// Session 42, our own construction: 「别给我写那么长的注释」 refuses the degree (那么长), for whom it is
// written (给我) coming between; "Keep comments short" was held as the opposite.
describe('a degree refused with 那么 / 这么 and 给我', () => {
  it('the other end asked for is the user\'s', () => {
    expect(verdict('Keep comments short', '以后别给我写那么长的注释')).toBe('live')
    expect(verdict('Keep commit messages short', 'commit message 别写这么长')).toBe('live')
  })
  it('the same end asked for waits', () => {
    expect(verdict('Write long, detailed comments', '以后别给我写那么长的注释')).not.toBe('live')
    expect(verdict('Write longer comments', '以后别给我写那么长的注释')).not.toBe('live')
  })
})

// Session 42, our own construction: across languages no word swap reads the other end of a scale said
// plainly — "Prefer short variable names" after 「变量名宁可长一点也要清楚」, 「函数要写长一点」 after "keep
// functions short" and "Write long replies" after 「回复要简短」 went live; the scale reads them as the opposite.
describe('the other end of a scale, across languages', () => {
  it('waits', () => {
    expect(verdict('Prefer short variable names', '变量名宁可长一点也要清楚')).not.toBe('live')
    expect(verdict('函数要写长一点', 'keep functions short')).not.toBe('live')
    expect(verdict('Write long replies', '回复要简短')).not.toBe('live')
  })
  it('the same end is the user\'s', () => {
    expect(verdict('Keep replies short', '回复要简短')).toBe('live')
    expect(verdict('函数要短', 'keep functions short')).toBe('live')
    expect(verdict('Keep functions short', '函数别写太长')).toBe('live')
  })
})
