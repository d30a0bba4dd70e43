import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

// Session 14, our own construction: a count of lines with a word between ("2 blank lines") or said
// as one (空一行, "one blank line") is a number: 「函数之间空一行」 after 「函数之间空两行」 went live, and
// 「import 之后空两行」 after "Use 2 blank lines after imports" waited as added words.
describe('a count of blank lines', () => {
  it('another count waits', () => {
    expect(verdict('函数之间空一行', '函数之间空两行')).toBe('changes')
    expect(verdict('类之间空一行', 'leave 2 empty lines between classes')).toBe('changes')
    expect(verdict('Leave one blank line between methods', '方法之间空两行')).toBe('changes')
  })

  it('the same count, in either language, is the user\'s', () => {
    expect(verdict('类之间空两行', 'leave 2 empty lines between classes')).toBe('live')
    expect(verdict('Leave one blank line between methods', 'methods: one blank line between them')).toBe('live')
  })

  it('a place or a manner of speech is no count', () => {
    expect(verdict('每个文件的第一行注释写模块名', '每个文件开头都用注释写上模块名')).toBe('live')
    expect(verdict('回答写简洁一点', '回答简洁一点')).toBe('live')
  })
})
