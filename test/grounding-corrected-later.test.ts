import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'

// Cases of our own construction (not pairs of a labelled set): a later message that corrects the one
// a write restates ("actually leave theme out of it", 「其实…只跑…」, "wait no, pnpm") stands; the write
// that keeps what was taken back waits and quotes the correction. A later message that adds or asks
// something else takes nothing back.
const ground = (judgment: string, ...messages: string[]) => groundIn(judgment, messages.map((text) => ({ text })))

describe('a correction in a later message', () => {
  it('holds the write that keeps what it took back', () => {
    const theme = ground('Inject the theme into every component', 'inject the theme into every component please', 'actually leave theme out of it, just the locale')
    expect(theme.grounded).toBe(false)
    expect(theme.quote).toBe('actually leave theme out of it, just the locale')
    expect(ground('所有接口都要写集成测试', '每个接口都写集成测试', '其实集成测试只跑 orders 那几个接口就行').grounded).toBe(false)
    expect(ground('Use npm for installs', 'use npm for installs', 'wait no, pnpm').grounded).toBe(false)
    expect(ground('代码注释用中文', '回复和注释都用中文', '其实代码注释还是用英文').grounded).toBe(false)
  })

  it('lets the corrected rule, or a rule the later message leaves alone, through', () => {
    expect(ground('Use pnpm for installs', 'use npm for installs', 'wait no, pnpm').grounded).toBe(true)
    expect(ground('Write commit messages in English', 'commit messages in english', 'actually can you also add a scope prefix').grounded).toBe(true)
    expect(ground('Never push straight to main', 'never push straight to main', 'thanks! now fix the failing test').grounded).toBe(true)
    expect(ground('回复用中文', '回复用中文', '其实代码注释还是用英文').grounded).toBe(true)
  })
})

// A long correction that narrows to "only when …" (session 15, a kind of the seventeenth set read
// once; sentences of our own): the correction says more than the rule, so its topic score was below
// the bar and "every" went live again.
describe('a later "only when …" against a judgment that says "every"', () => {
  it('waits', () => {
    const g = ground('Add a test to every bug fix', 'add a test to every bug fix', 'actually no — only add one when the fix touches parsing, like the tokenizer or the date handling, the rest is covered by the e2e suite anyway')
    expect(g.grounded).toBe(false)
    expect(g.blocked).toBe('generalises')
    expect(ground('每次提交都跑全部测试', '每次提交都跑全部测试', '算了，只在合并前跑全部测试').grounded).toBe(false)
  })

  it('a later message that adds a case, or a judgment that keeps the "only", is the user\'s', () => {
    expect(ground('Run the e2e tests on every push', 'run the e2e tests on every push', 'also run them before every release').grounded).toBe(true)
    expect(ground('Add a test only when a fix touches parsing', 'add a test to every bug fix', 'actually no — only add one when the fix touches parsing').blocked).not.toBe('generalises')
  })
})
