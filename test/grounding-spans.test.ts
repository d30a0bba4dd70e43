// Different values the gate let through in copied words (issue 19, eighth session), each checked
// both ways: the planted change waits and says what it changed, the restatement of the same shape
// goes live.
// - a span of two or three words swapped in an otherwise copied rule (span-swap.ts);
// - a run of Chinese characters swapped in an otherwise copied rule (span-swap-zh.ts);
// - a Latin name in the judgment that the user's words never wrote, when one side is Chinese
//   (latin-unsaid.ts).
import { describe, expect, test } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { swapsSpan } from '../src/core/span-swap.js'
import { swapsChineseRun } from '../src/core/span-swap-zh.js'
import { unsaidLatinNames } from '../src/core/latin-unsaid.js'

const verdict = (judgment: string, user: string) => groundIn(judgment, [{ text: user }])
const live = (judgment: string, user: string) => verdict(judgment, user).grounded

describe('a span swapped in copied words', () => {
  test('another kind of test, another pattern, another type wait and name both sides', () => {
    const g = verdict('Write unit tests for each api module', 'Write end to end tests for each api module.')
    expect(g.grounded).toBe(false)
    expect(g.blocked).toBe('changes')
    expect(g.changed).toEqual([{ from: ['end to end'], to: ['unit'] }])
    expect(live('Keep controllers RESTful; use concerns for complex business logic', 'Keep controllers RESTful and focused; use service objects for complex business logic.')).toBe(false)
    expect(live('Use tuples to group related data instead of passing many primitive arguments', 'Use derived types to group related data instead of passing many primitive arguments.')).toBe(false)
    expect(live('Use a service locator to manage state and service interactions', 'Use dependency injection where possible to manage state and service interactions.')).toBe(false)
  })

  test('a word the judgment has twice is not "moved" when the user wrote it once; a judgment of two sentences is read against the whole message', () => {
    const user = 'no, don\'t mock completion. mock the httpx library which completion uses to actually make the http request'
    expect(verdict('Don\'t mock completion; mock the requests library it uses for the HTTP request', user).changed).toEqual([{ from: ['httpx'], to: ['requests'] }])
    expect(live('Don\'t mock completion; mock the httpx library it uses for the HTTP request', user)).toBe(true)
  })

  test('width for height is another measure; width for length is the same one', () => {
    expect(live('Only increase the width on small screens', 'no. i just want to increase the height if we are on a small screen.')).toBe(false)
    expect(live('Limit line width to 80 characters', 'Limit line length to 80 characters')).toBe(true)
  })

  test('the same thing in other words goes live', () => {
    // The issue's own paraphrase: a measure reworded, not a thing swapped.
    expect(live('Commit message subject lines under 50 characters', 'Commit messages should be short, under 50 characters')).toBe(true)
    expect(live('Follow VS Code\'s schema for extension manifests so they are compatible and discoverable', 'Follow VSCode’s schema for extension manifests to ensure compatibility and discoverability.')).toBe(true)
    expect(live('Apply .resizable() right away on images', 'Always apply .resizable() immediately on images.')).toBe(true)
    expect(live('UI strings in both Chinese and English', 'For UI text, always provide both Chinese and English.')).toBe(true)
  })

  test('initials, a joined spelling and a verb after a negation are not swaps', () => {
    expect(swapsSpan('Write e2e tests for each api module', 'Write end to end tests for each api module')).toBeUndefined()
    expect(swapsSpan('Use DI to manage state and service interactions', 'Use dependency injection to manage state and service interactions')).toBeUndefined()
    expect(swapsSpan('Never touch or rename files outside the repo', 'Never modify files outside the repo')).toBeUndefined()
  })
})

describe('a run of Chinese characters swapped in copied words', () => {
  test('another object waits and names both runs', () => {
    expect(swapsChineseRun('文件里原有的空行一定要保留', '文件里原有的注释一定要保留')).toEqual({ from: ['注释'], to: ['空行'] })
    expect(live('文件里原有的空行一定要保留', '文件里原有的注释一定要保留')).toBe(false)
    expect(live('只有确实需要的时候才引入路由库', '只有确实需要的时候才引入状态管理库')).toBe(false)
  })

  test('a morpheme, a connective, a condition or a verb after a negation is a rewording', () => {
    expect(live('语句结尾不加分号', '语句末尾不要加分号')).toBe(true)
    expect(live('文件名用小写字母和短横线', '文件名用小写加短横线')).toBe(true)
    expect(live('加依赖前先问我', '不要加新依赖，除非先问过我。')).toBe(true)
    expect(swapsChineseRun('不要移除测试', '不要删除测试')).toBeUndefined()
  })
})

describe('a Latin name the user never wrote, across languages', () => {
  test('a branch or a library the other language never named waits', () => {
    expect(unsaidLatinNames('禁止直接向 release 分支提交', 'No direct commits to protected branches (main, develop)')).toEqual(['release'])
    expect(live('禁止直接向 release 分支提交', 'No direct commits to protected branches (main, develop)')).toBe(false)
    expect(live('Use RxJS observables for asynchronous operations instead of callbacks', '异步操作用 async/await，而不是回调或裸 Promise')).toBe(false)
  })

  test('a key written as code (in brackets or backticks) is a name however it is spelled', () => {
    const user = 'window_craftnumber变化的基数应该始终是@recipe[\'target\'][\'number\']的倍数，初始值就是这个倍数，每次加减也按这个倍数来。'
    expect(unsaidLatinNames('window_craftnumber should always step in multiples of @recipe[\'quantity\']', user)).toEqual(['quantity'])
    expect(live('window_craftnumber should always step in multiples of @recipe[\'target\'][\'number\']', user)).toBe(true)
  })

  test('an English judgment translates ordinary words of Chinese ones', () => {
    expect(live('Verify on staging before deploying', '上线之前先在预发环境验证。')).toBe(true)
    expect(live('Always back up the database before a migration', '数据库迁移前一定要备份。')).toBe(true)
    expect(unsaidLatinNames('Review your own diff before asking for review', 'review 之前先自己看一遍 diff。')).toEqual([])
  })
})

describe('sides that cross in two languages', () => {
  test('a Chinese judgment choosing what the English words refused waits; the faithful one goes live', () => {
    const user = 'Never hardcode strings — use translation functions (t(), intl.formatMessage())'
    expect(live('字符串直接写死就行，不用套翻译函数', user)).toBe(false)
    expect(live('字符串不要写死，要用 t() 这类翻译函数', user)).toBe(true)
  })

  test('the other way round as well', () => {
    const user = '不要写死字符串，要用翻译函数'
    expect(live('Hardcode strings, don\'t bother with translation functions', user)).toBe(false)
    expect(live('Never hardcode strings; use translation functions', user)).toBe(true)
  })
})

describe('opposite choices across languages, and 别 inside a word', () => {
  test('a row of opposites holds both languages: 共用同一个 after "separate" waits', () => {
    const user = 'Use separate warehouses for dbt runs vs analyst queries.'
    expect(live('dbt 跑批和分析师查询共用同一个 warehouse', user)).toBe(false)
    expect(live('dbt 跑批和分析师查询要分别用不同的 warehouse', user)).toBe(true)
  })

  test('inside / 放进 against outside / 外面 across languages', () => {
    expect(live('Wrap code blocks in ```git fences and put the file name above the block, outside it', '请使用```git包围代码块，并把文件名放进代码块。')).toBe(false)
    expect(live('Put the file name inside the code block', '请使用```git包围代码块，并把文件名放进代码块。')).toBe(true)
    expect(live('文件名放在代码块外面', 'Put the file name inside the code block')).toBe(false)
    expect(live('工作区以外的文件不要删', 'Never delete files outside the workspace')).toBe(true)
  })

  test('分别, 特别, 区别 are not 别 ("don\'t")', () => {
    expect(live('测试和生产环境要分别配置', '测试环境和生产环境各自配置')).toBe(true)
    expect(live('要特别注意边界条件', '一定要注意边界条件')).toBe(true)
    expect(live('测试和生产共用一套配置', '测试环境和生产环境分别配置')).toBe(false)
  })
})
