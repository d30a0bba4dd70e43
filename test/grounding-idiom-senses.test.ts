// Idioms that are not the concept their words name (issue 19, adds22, src/core/lexicon-table.ts,
// the `-` line): "up to date" / "out of date" say nothing about dates, 长时间 ("long-running")
// nothing about timestamps. Both ways: the restatement is live; a real date still counts.
import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { extractFeatures } from '../src/core/topic.js'

const live = (judgment: string, user: string) => groundIn(judgment, [{ text: user }]).grounded

describe('an idiom is not the concept of its words', () => {
  it('"up to date" and 长时间 restate the user', () => {
    expect(live('Keep the lockfile up to date before releasing', '发版前 lockfile 必须是最新的')).toBe(true)
    expect(live('长时间任务放到后台队列', 'Put long-running jobs in the background queue')).toBe(true)
  })

  it('a date or a time is still one', () => {
    expect(extractFeatures('Keep the lockfile out of date').weights.has('c:date')).toBe(false)
    expect(extractFeatures('Show dates in ISO format').weights.has('c:date')).toBe(true)
    expect(extractFeatures('日志里要带时间').weights.has('c:timestamp')).toBe(true)
  })
})
