// Clause by clause (issue 19, ground8): a forbidding clause's manner word (别瞎猜, 别乱改) is how
// carelessly the act is done, not what is held back, so the judgment that just does the act turns the
// user's "don't" into a "do"; and a judgment's prohibition of what the user's clause chose is the
// opposite too. Constructed cases, not pairs of the labelled sets.
import { describe, expect, it } from 'vitest'
import { verdict, verdictIn } from './helpers/ground-verdict.js'

describe('别瞎 / 别乱 hold back the act itself', () => {
  it('"就猜一个" after "…，别瞎猜" is the opposite', () => {
    expect(verdict('不知道接口参数时就猜一个', '不知道接口参数就去查文档，别瞎猜')).toBe('opposite')
  })

  it('the user\'s chosen act restated stays live', () => {
    expect(verdict('不知道接口参数时就去查文档', '不知道接口参数就去查文档，别瞎猜')).toBe('live')
    expect(verdict('提交信息写一句话就够了', '提交信息不用写太长，一句话说清楚就行。')).toBe('live')
  })
})

describe('a judgment that refuses what the user chose (ground8)', () => {
  it('"…, never a custom layout" after "…, but favor a custom layout" is the opposite', () => {
    expect(verdict('Always use the CLI scaffold and its default layout, never a custom layout', 'Use the CLI scaffold as a starting point where useful, but favor a custom layout for better control')).toBe('opposite')
  })

  it('refusing what the user turned away from, or a negation inside a description: not this', () => {
    expect(verdict('Use hooks for state, and do not use class components', 'Use hooks for state instead of class components')).toBe('live')
    // "not just X" widens, it does not forbid X.
    expect(verdict('Document private APIs too, not just public ones', 'Document both public and private APIs')).toBe('live')
    expect(verdict('Merge updates with ctx.db.patch, which throws if the row does not exist', 'Use ctx.db.patch to merge updates. It throws an error if the row does not exist.')).toBe('live')
  })
})

// Session 14, our own construction: 千万 / 绝对 and 到 / 进 say how strongly and where to, not what is held back.
describe('emphasis and direction in a Chinese refusal', () => {
  it('do not hide the flip', () => {
    expect(verdict('把密钥也打进镜像里', '镜像里只放编译产物，密钥留在 vault 里，绝对不要打到镜像里')).toBe('opposite')
    expect(verdict('密钥留在 vault 里，不要打进镜像', '镜像里只放编译产物，密钥留在 vault 里，绝对不要打到镜像里')).toBe('live')
  })
})

// Session 44, our own construction after a pair of the twenty-fourth set's tune half: the act the user
// chose, forbidden under another verb ("wrap" for "return … with added context").
describe('the chosen act forbidden under another verb', () => {
  it('"Don\'t wrap X with added context; return X unchanged" after "Return X with added context" is the opposite', () => {
    expect(verdict('Don\'t wrap failures with added detail; hand them back to the caller unchanged', 'Hand failures back to the caller with added detail, e.g. errors.Wrap(err, "loading config")')).toBe('opposite')
  })

  it('a verb of its own with fewer of the user\'s words is not read so, and the faithful restatement stays live', () => {
    expect(verdict('Hand failures back to the caller wrapped with added detail', 'Hand failures back to the caller with added detail, e.g. errors.Wrap(err, "loading config")')).toBe('live')
    expect(verdictIn('Don\'t create index.ts files for components; put the component file directly in the folder', 'i like components in their own folder with an index.ts', 'ok forget the index.ts thing, just put the component file directly in the folder')).not.toBe('opposite')
  })
})
