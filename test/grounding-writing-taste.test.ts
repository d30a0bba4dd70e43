import { describe, expect, it } from 'vitest'
import { excessLimited } from '../src/core/limit-dropped.js'
import { verdict } from './helpers/ground-verdict.js'

// Session 42, our own construction: rules of how a user wants things written, said in Chinese and
// restated in English (or the other way): 「标题别用问句」, 「语气别太正式」, 「写文章别用太多形容词」 met no concept
// of the lexicon on the other side and waited as "no words of yours" (lexicon-table.ts: headings, question
// form, adjectives, tone, formal / casual; antonyms.ts: casual against formal; value-table.ts: 汉字 is Chinese).
describe('writing taste across languages', () => {
  it('restated, is the user\'s', () => {
    expect(verdict('Don\'t write headings as questions', '标题别用问句')).toBe('live')
    expect(verdict('Use adjectives sparingly in writing', '写文章别用太多形容词')).toBe('live')
    expect(verdict('Write numbers as digits, not Chinese characters', '数字用阿拉伯数字，不要写汉字')).toBe('live')
    expect(verdict('Keep titles short', '标题要短')).toBe('live')
  })
  it('turned round, waits', () => {
    expect(verdict('Write headings as questions', '标题别用问句')).not.toBe('live')
    expect(verdict('Use a formal tone', '语气别太正式，像同事聊天就行')).not.toBe('live')
    expect(verdict('语气要正式', 'Keep the tone casual')).not.toBe('live')
    expect(verdict('Use plenty of adjectives in writing', '写文章别用太多形容词')).not.toBe('live')
  })
})

// An excess refused is a limit: "Use emojis sparingly" after "don't use so many emojis" was held as the
// opposite (slots.ts, limit-dropped.ts excessLimited); a limit widened to every case waits.
describe('an excess refused, a limit kept', () => {
  it('says one rule', () => {
    expect(verdict('Use emojis sparingly', 'don\'t use so many emojis')).toBe('live')
    expect(verdict('Don\'t use too many global variables', '少用全局变量')).toBe('live')
    expect(excessLimited('Use emojis sparingly', 'don\'t use so many emojis')).toBe(true)
    expect(excessLimited('Never use emojis', 'don\'t use so many emojis')).toBe(false)
  })
  it('turned round or widened, waits', () => {
    expect(verdict('Use lots of emojis', 'don\'t use so many emojis')).not.toBe('live')
    expect(verdict('Never use emojis', 'don\'t use so many emojis')).not.toBe('live')
    expect(verdict('Comment every line', 'use comments sparingly')).not.toBe('live')
    expect(verdict('Use global variables everywhere', '少用全局变量')).not.toBe('live')
  })
})
