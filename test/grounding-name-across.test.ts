import { describe, expect, it } from 'vitest'
import { swapsNameAcross } from '../src/core/name-across.js'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set), session flips22: a lowercase tool
// name of the user's, replaced by another tool's name in a judgment in the other language, waits
// and the card names both; the user's name kept goes live.
describe('one tool\'s name for another, across zh/en', () => {
  it('waits', () => {
    expect(verdict('Check the Python code with pylint', '用 flake8 检查 Python 代码')).toBe('changes')
    expect(verdict('格式化 Python 代码就跑 yapf', 'Format Python code by running `black .`')).toBe('changes')
    expect(swapsNameAcross('Check the Python code with pylint', '用 flake8 检查 Python 代码', '用 flake8 检查 Python 代码')).toEqual({ from: ['flake8'], to: ['pylint'] })
  })

  it('the user\'s name kept goes live', () => {
    expect(verdict('Check the Python code with flake8', '用 flake8 检查 Python 代码')).toBe('live')
    expect(verdict('格式化 Python 代码就跑 black', 'Format Python code by running `black .`')).toBe('live')
    // A word where no tool is named ("… are enough") is no name of the judgment's.
    expect(swapsNameAcross('Don\'t run the slow suite; the quick checks are enough', '跑完整测试用 cargo nextest', '跑完整测试用 cargo nextest')).toBeUndefined()
    // The user's name is in another request of the message; the judgment restates this one.
    expect(swapsNameAcross('Run the tests with pytest', '用 pytest 跑测试', '格式化用 yapf，用 pytest 跑测试')).toBeUndefined()
  })

  // In English on both sides: the user's tool where a tool is named, replaced.
  it('in English: waits when the tool is replaced, goes live when kept', () => {
    expect(verdict('Bundle the library with tsdown', 'bundle the library with tsup, it just works')).toBe('changes')
    expect(verdict('Release the crates with knope', 'we release the crates with cargo-dist, no hand-written scripts')).toBe('changes')
    expect(verdict('Always bundle the library using tsup', 'bundle the library with tsup, it just works')).toBe('live')
  })
})
