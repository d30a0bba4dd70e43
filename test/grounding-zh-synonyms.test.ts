// Chinese restatements that write the user's word in another form (issue 19, session 9): 修改 for
// 改, 作用 for 用途, 讲清楚 for 说明, 用于 for 用来, 不必 for 不需要. Each both ways: the restatement is
// live, one that adds a thing the user never named still waits.
import { expect, test } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { sameMeaningRun, zhSaid } from '../src/core/zh-synonyms.js'

const live = (judgment: string, user: string) => groundIn(judgment, [{ text: user }]).grounded

test('a two-character verb for the user\'s one-character verb, a word of the same group', () => {
  expect(zhSaid('修改', '只改和当前任务相关的代码')).toBe(true)
  expect(zhSaid('作用', '说明用途和参数')).toBe(true)
  expect(zhSaid('性能', '说明用途和参数')).toBe(false)
  expect(sameMeaningRun('变化', '变动')).toBe(true)
  expect(sameMeaningRun('需求', '依赖')).toBe(false)
})

test('the restatement is live', () => {
  expect(live('只修改与手头任务有关的代码', '只改和当前任务相关的代码')).toBe(true)
  expect(live('给接口写注释，讲清楚作用和参数', '接口要写注释，说明用途和参数')).toBe(true)
  expect(live('脚本只用于本地调试，上线时不必带上', '脚本只是用来本地调试的，上线的时候不需要带上')).toBe(true)
})

test('something the user never named still waits', () => {
  expect(live('只修改与手头任务有关的测试和文档', '只改和当前任务相关的代码')).toBe(false)
  expect(live('给接口写注释，讲清楚作用和性能', '接口要写注释，说明用途和参数')).toBe(false)
})

test('多余 / 不必要 / unnecessary are one concept; 时段 and 阶段 are not paragraphs', async () => {
  const { extractFeatures } = await import('../src/core/topic.js')
  const keys = (t: string) => [...extractFeatures(t).weights.keys()]
  expect(keys('避免多余的 watcher')).toContain('c:unneeded')
  expect(keys('Avoid unnecessary watchers')).toContain('c:unneeded')
  expect(keys('高峰时段')).not.toContain('c:paragraph')
  expect(keys('拿不准就先问')).toContain('c:unclear')
  expect(keys('When in doubt, ask')).toContain('c:unclear')
  expect(keys('每段不超过三句')).toContain('c:paragraph')
  expect(live('避免多余的 watcher', '尽量不要写不必要的 watcher')).toBe(true)
  expect(live('避免多余的 computed', '尽量不要写不必要的 watcher')).toBe(false)
})
