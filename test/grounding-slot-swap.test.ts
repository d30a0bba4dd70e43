import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { swapsSlot } from '../src/core/slot-swap.js'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set), session flips22: a name of the
// user's, in words otherwise copied from them, replaced by another name that the user wrote
// elsewhere (a suffix, a key, an import alias, a subcommand), waits and the card names both; the
// user's own name in the same words, or two spellings of one name, goes live.
describe('a name in the user\'s frame, replaced', () => {
  it('waits', () => {
    expect(verdict('处理 Event 的类名都加 Event 后缀', '处理 Event 的类名统一加 Handler 后缀')).toBe('changes')
    expect(verdict('In tests take the login from cfg["db"]["user"]', 'the user key is gone: in tests take the login from cfg["db"]["account"]')).toBe('changes')
    expect(verdict('In notebooks import numpy.linalg as np', 'in notebooks import numpy as np and numpy.linalg as LA.')).toBe('changes')
    expect(verdict('Run the checks with lintkit scan --strict before you push', 'before you push run the checks with lintkit verify --strict, scan mode is too slow')).toBe('changes')
    expect(groundIn('处理 Event 的类名都加 Event 后缀', [{ text: '处理 Event 的类名统一加 Handler 后缀' }]).changed).toEqual([{ from: ['Handler'], to: ['Event'] }])
  })

  it('the user\'s name, or one name spelled two ways, goes live', () => {
    expect(verdict('处理 Event 的类名都加 Handler 后缀', '处理 Event 的类名统一加 Handler 后缀')).toBe('live')
    expect(verdict('In notebooks import numpy.linalg as LA', 'in notebooks import numpy as np and numpy.linalg as LA.')).toBe('live')
    expect(swapsSlot('用 pnpm-cli i 装依赖', '用 pnpm-cli install 装依赖')).toBeUndefined()
    expect(swapsSlot('Never hard-code tokens', 'never hardcode tokens')).toBeUndefined()
    expect(swapsSlot('Import numpy.linalg as LA', 'import numpy.linalg as linalg')).toBeUndefined()
    // One of two the user offered in the same words: theirs, kept.
    expect(swapsSlot('Set dir="ltr" on the root element', 'set dir="rtl" or dir="ltr" on the root element')).toBeUndefined()
    // Plain English words around plain English words: a reword as often as a swap, not read here.
    expect(swapsSlot('Use short names for loop counters', 'use brief names for loop counters')).toBeUndefined()
    // A placeholder of the user's, named: "the @State stuff" → "@State fields".
    expect(swapsSlot('Declare @State fields first', 'declare @State stuff first')).toBeUndefined()
  })
})
