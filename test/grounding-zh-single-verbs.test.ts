// A Chinese verb of one character that the user wrote as a word of its own, restated by its
// English verb (issue 19, adds22, src/core/zh-single-verbs.ts). Both ways: "read" after 读一下 is
// the user's word; a verb the character does not mean ("delete" for 改) still counts.
import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { singleVerbUnits } from '../src/core/zh-single-verbs.js'
import { verdict } from './helpers/ground-verdict.js'

const live = (judgment: string, user: string) => groundIn(judgment, [{ text: user }]).grounded

describe('a one-character Chinese verb said alone', () => {
  it('is said by its English verb', () => {
    expect(live('Read the existing code before changing it', '改之前先读一下现有代码')).toBe(true)
    expect(singleVerbUnits('Don\'t select the internal packages when writing a changeset', '写 changeset 的时候别选内部的包')).toEqual(new Set(['e:select', 'e:write']))
  })

  it('says no other verb, and no verb inside a longer word', () => {
    expect(live('Delete the old migration files', '旧的迁移文件别改')).toBe(false)
    expect(singleVerbUnits('Delete the old migration files', '旧的迁移文件别改')).toEqual(new Set())
    expect(singleVerbUnits('Write the docs in English', '文档要有读写说明')).toEqual(new Set())
  })
})

describe('nouns of one character that rules about data name (session 22)', () => {
  it('reads 锁 / 表 / 列 cut alone as lock / table / column', () => {
    const units = singleVerbUnits('Name datetime columns in UTC and avoid locking tables', '日期列名统一写 UTC，别锁表')
    for (const key of ['e:column', 'e:lock', 'e:tabl']) expect(units.has(key), key).toBe(true)
  })

  it('not inside a word of two characters (表格, 列表, 存在)', () => {
    expect(singleVerbUnits('Keep the table and the list short; check the stored value exists', '表格和列表别太长，看看存在不')).toEqual(new Set())
  })
})

// Session 45, our own construction (a probe batch of common rules across languages): 修 and 补 said
// "fix" and "add" — "Add a test for every bug fix" after 「每次修 bug 都要补测试」 was held as adding both.
describe('修, 补, 拆, 换, 测', () => {
  it('their English verbs are the user\'s', () => {
    expect(verdict('Add a test for every bug fix', '每次修 bug 都要补测试')).toBe('live')
  })

  it('a verb the table does not pair stays unsaid', () => {
    expect(verdict('Delete a test for every bug fix', '每次修 bug 都要补测试')).not.toBe('live')
  })
})
