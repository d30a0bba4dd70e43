import { describe, expect, it } from 'vitest'
import { unlessSameSense } from '../src/core/swap-same-sense.js'

// Cases of our own construction (not pairs of a labelled set): a swap check may list a Chinese
// restatement's characters one by one ("测", "试", "用" for the user's "test with"). Read as the run
// they were cut from (测试用), they say the user's words in the other language: no swap. A run that
// says another thing (函数 for 文件, 部署 for "test") still swaps.
describe('a swap listing Chinese characters one by one', () => {
  it('reads them as their run', () => {
    expect(unlessSameSense({ from: ['and', 'test', 'with'], to: ['测', '试', '用'] }, '测试用 staging key', 'and test with the staging key')).toBeUndefined()
    expect(unlessSameSense({ from: ['tests'], to: ['的', '测', '试'] }, '组件的测试用 Jest', 'tests for components use jest')).toBeUndefined()
  })

  it('still swaps another thing', () => {
    expect(unlessSameSense({ from: ['and', 'test', 'with'], to: ['部', '署', '用'] }, '部署用 staging key', 'and test with the staging key')).toBeDefined()
    expect(unlessSameSense({ from: ['文', '件'], to: ['函', '数'] }, '每个函数最多 80 行', '每个文件最多 80 行')).toBeDefined()
  })
})
