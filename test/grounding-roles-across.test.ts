// Session 38, probes across languages: 「回复用英文，代码注释用中文」 after "pls reply in chinese, code comments
// stay english" went live — every value the user's, each clause an assignment of theirs, only the values
// crossed. roles-crossed.ts reads one language; roles-across.ts tells the clauses apart by their senses.
import { describe, expect, it } from 'vitest'
import { crossesRolesAcross } from '../src/core/roles-across.js'
import { verdict } from './helpers/ground-verdict.js'

const EN = 'pls reply in chinese, code comments stay english'
const ZH = '回复用中文，代码注释用英文'

describe('two assignments crossed in the other language', () => {
  it('wait, and the change names the user clause and the judgment clause (was live)', () => {
    expect(verdict('回复用英文，代码注释用中文', EN)).toBe('changes')
    expect(verdict('Reply in English; write code comments in Chinese', ZH)).toBe('changes')
    expect(crossesRolesAcross('回复用英文，代码注释用中文', EN)).toEqual({ from: ['pls reply in chinese'], to: ['回复用英文'] })
  })
  it('restated uncrossed, they are live; one language is roles-crossed.ts\'s', () => {
    expect(verdict('回复用中文，代码注释保持英文', EN)).toBe('live')
    expect(verdict('Reply in Chinese; keep code comments in English', ZH)).toBe('live')
    expect(crossesRolesAcross('reply in english, comments in chinese', EN)).toBeUndefined()
  })
})
