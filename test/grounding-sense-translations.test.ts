import { describe, expect, it } from 'vitest'
import { verdict, verdictIn } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set): everyday words of rules that the
// senses table did not tie to their translation or synonym (金额 money, 整型 int, 礼貌 polite, 合理
// reasonable, 观点 idea, 便于 easy, 浏览 skim, 说清楚 explicitly, temp temporary, try attempt), so a
// faithful restatement in the other language or other words waited as `near` or `off-topic`.
describe('a word said as its translation or synonym (senses-table.ts)', () => {
  it('lets the restatement through', () => {
    expect(verdict('Money amounts are never negative', '金额不能为负')).toBe('live')
    expect(verdict('Use int for counters', '计数器用整型')).toBe('live')
    expect(verdict('Review comments must be polite', '评审意见要礼貌')).toBe('live')
    expect(verdict('评审意见要礼貌', 'review comments must be polite')).toBe('live')
    expect(verdict('Give the reasonable default', '给一个合理的默认值')).toBe('live')
    expect(verdict('Put the idea first', '观点放在最前面')).toBe('live')
    expect(verdict('Keep paragraphs short so the page is easy to scan', '段落要短一点，便于浏览')).toBe('live')
    expect(verdict('Keep the post easy to skim', '文章要便于快速浏览')).toBe('live')
    expect(verdict('说清楚为什么改', 'state explicitly why you changed it')).toBe('live')
    expect(verdict('Cite the source of every news item', '新闻要标注来源')).toBe('live')
    expect(verdict('Keep temp files under /tmp', 'temporary files go in /tmp')).toBe('live')
  })

  it('reads "next to" and "beside" as colocating', () => {
    expect(verdict('Put mocks next to the files they mock', 'colocate mocks with the code')).toBe('live')
    expect(verdict('Keep hooks next to the component files', 'colocate hooks with components')).toBe('live')
    expect(verdict('Types live beside the code', 'colocate types with code')).toBe('live')
    expect(verdict('Put mocks in a top-level mocks folder', 'colocate mocks with the code')).not.toBe('live')
    expect(verdict('Keep hooks in a shared hooks folder', 'colocate hooks with components')).not.toBe('live')
    expect(verdict('Types live in a global types file', 'colocate types with code')).not.toBe('live')
  })

  it('holds another value or the opposite beside it', () => {
    expect(verdict('Use int for counters', '计数器用浮点')).not.toBe('live')
    expect(verdict('Keep temp files under ./cache', 'temporary files go in /tmp')).not.toBe('live')
    expect(verdict('Keep paragraphs long so the page reads like an essay', '段落要短一点，便于浏览')).not.toBe('live')
    expect(verdict('评论里不用太礼貌', 'be polite in review comments')).not.toBe('live')
    expect(verdict('Never attempt the fix yourself', 'try the fix yourself first')).not.toBe('live')
  })
})

// Session 42, our own construction: 写清楚 is "state" / "explain" (senses-table.ts), as 说清楚 and 讲清楚 were.
describe('写清楚 restated', () => {
  it('as state or explain, is the user\'s', () => {
    expect(verdict('Error messages must state the cause', '报错信息要写清楚原因')).toBe('live')
    expect(verdict('PR descriptions should explain what changed and why', 'PR 描述写清楚改了什么、为什么改')).toBe('live')
  })
  it('turned round, waits', () => {
    expect(verdict('Error messages need not state the cause', '报错信息要写清楚原因')).not.toBe('live')
    expect(verdict('PR descriptions don\'t need to explain why', 'PR 描述写清楚改了什么、为什么改')).not.toBe('live')
  })
})

// Session 42, our own construction: the imperative mood and the past tense (senses-table.ts): 「提交信息用
// 过去式」 after "Write commit messages in the imperative mood" went live (a Chinese word the table could
// not translate was left unchecked).
describe('imperative and past tense across languages', () => {
  it('another mood waits, the same is the user\'s', () => {
    expect(verdict('提交信息用过去式', 'Write commit messages in the imperative mood')).not.toBe('live')
    expect(verdict('Write commit messages in the past tense', '提交信息用祈使句')).not.toBe('live')
    expect(verdict('提交信息用祈使句', 'Write commit messages in the imperative mood')).toBe('live')
  })
})

// Session 42, our own construction: "why" and "how" are stop words, but in "Document why, not how"
// they are the two things weighed (claim-sides.ts): the rule turned round waited for nothing.
describe('why, not how', () => {
  it('turned round, waits', () => {
    expect(verdict('Document how, not why', 'Document why, not how')).not.toBe('live')
    expect(verdict('Explain what, not how', 'Explain how, not just what')).not.toBe('live')
  })
  it('restated, is the user\'s', () => {
    expect(verdict('Document the why rather than the how', 'Document why, not how')).toBe('live')
    expect(verdict('Comments should say why, not what', 'Comments explain why, not what')).toBe('live')
  })
})

// Session 42, the twenty-third set's tune half: words a restatement in the other language uses for
// the user's own — flags for 参数, programmatic for 程序化, look at / steer for 查看 / 引导, 靠谱 / 可信 for
// reliable (senses-table.ts) — were held as added.
describe('flags, programmatic, look at, steer, trustworthy across languages', () => {
  it('are the user\'s', () => {
    expect(verdictIn('程序化调用时一律使用 `--json` 参数', 'the script parsing the output broke again', 'for anything programmatic use the --json flags, dont scrape the text')).toBe('live')
    expect(verdict('在 Codex CLI 里用 `/agent` 查看和引导子 agent', 'in codex cli u can use /agent to look at and steer the child agents')).toBe('live')
    expect(verdict('Check that a package is trustworthy before adding it', '加依赖之前先看看包靠不靠谱')).toBe('live')
  })
  it('another thing named waits', () => {
    expect(verdict('程序化调用时一律使用 `--yaml` 参数', 'for anything programmatic use the --json flags, dont scrape the text')).not.toBe('live')
    expect(verdict('在 Codex CLI 里用 `/agent` 删除子 agent', 'in codex cli u can use /agent to look at and steer the child agents')).not.toBe('live')
  })
})
