import { describe, expect, it } from 'vitest'
import { refusesHowTo } from '../src/core/howto-refused.js'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set), session flips22: the user says in
// Chinese how to do a thing they name in Latin letters and refuses nothing; an English judgment that
// bans the thing waits. Doing it as they said, or a ban with a way through, is no such ban.
describe('a how-to turned into a ban, across zh/en', () => {
  it('waits', () => {
    expect(verdict('Don\'t run the fuzz tests; the unit tests are enough', '跑全部 fuzz 测试用 make fuzz 或者 just fuzz')).toBe('opposite')
    expect(refusesHowTo('Never build the docs with mdbook', '文档用 mdbook 构建，输出到 book 目录')).toBeDefined()
  })

  it('the how-to restated, a ban with a way through, or the user\'s own ban, is not read so', () => {
    expect(verdict('Run the fuzz targets with cargo fuzz run, five minutes each', '跑 fuzz 测试用 cargo fuzz run，每个 target 跑五分钟')).toBe('live')
    expect(refusesHowTo('Don\'t build the docs with anything but mdbook', '文档用 mdbook 构建，输出到 book 目录')).toBeUndefined()
    expect(refusesHowTo('Never build the docs without mdbook', '文档用 mdbook 构建，输出到 book 目录')).toBeUndefined()
    expect(refusesHowTo('Don\'t use sphinx for the docs', '文档只用 mdbook 构建，不要用 sphinx')).toBeUndefined()
  })
})
