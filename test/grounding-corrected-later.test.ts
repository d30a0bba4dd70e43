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
