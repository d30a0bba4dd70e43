// Session 36, the whole-transcripts set's tune half (t17-6): a value the judgment names that another
// message of the user's names in other words is the conversation's, as a word they wrote is
// (said-elsewhere.ts). "中文文档用全角标点，代码和命令除外" after 「标点用全角，代码和命令除外」 in a
// conversation whose earlier message said 「中英文之间加空格」 waited for adding 中文; 中英 names Chinese.
import { describe, expect, it } from 'vitest'
import { saidElsewhere } from '../src/core/said-elsewhere.js'
import { verdictIn } from './helpers/ground-verdict.js'

describe('a value said in other words elsewhere in the conversation', () => {
  it('counts as said', () => {
    const elsewhere = saidElsewhere([{ text: '中英文之间加空格，比如「使用 Docker 部署」' }])
    expect(elsewhere.says(['中文'])).toBe(true)
    expect(elsewhere.says(['英文'])).toBe(true)
    expect(elsewhere.says(['日文'])).toBe(false)
  })
  it('grounds the paraphrase that names it (was held for adding 中文)', () => {
    expect(verdictIn('中文文档用全角标点，代码和命令除外', '帮我写一篇内部 wiki', '中英文之间加空格，这个是我们文档规范', '标点用全角，代码和命令除外')).toBe('live')
  })
  it('a value no message names is still added', () => {
    expect(verdictIn('日文文档用全角标点，代码和命令除外', '帮我写一篇内部 wiki', '中英文之间加空格，这个是我们文档规范', '标点用全角，代码和命令除外')).not.toBe('live')
    expect(verdictIn('中文文档用全角标点，代码和命令除外', '帮我写一篇内部 wiki', '标点用全角，代码和命令除外')).not.toBe('live')
  })
})
