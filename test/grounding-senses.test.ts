// Words that say the same thing across Chinese and English, and between synonyms (issue 19, session
// 10): the sense table (src/core/senses-table.ts) lets the gate see a faithful restatement in the
// other language, and so also what such a restatement swapped (src/core/swap-across.ts). Each form
// both ways: the restatement is live, a judgment that puts another thing in the user's place waits
// and says what replaced what. Constructed cases, except where a tune pair is named.
import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { sensesIn, sensesOfUnit } from '../src/core/senses.js'
import { unitSaidAs } from '../src/core/unit-senses.js'

const ground = (judgment: string, user: string) => groundIn(judgment, [{ text: user }])
const live = (judgment: string, user: string) => ground(judgment, user).grounded

describe('the sense table', () => {
  it('reads English words by stem and Chinese words anywhere in a run', () => {
    const step = sensesOfUnit('e:step')
    expect(step.length).toBeGreaterThan(0)
    expect(step.some((line) => sensesIn('每个步骤只做一件事').has(line))).toBe(true)
    expect(sensesOfUnit('e:cleanup').some((line) => sensesIn('跑完以后清理临时文件').has(line))).toBe(true)
  })

  it('never reads a single Chinese character as a word (包 inside 包含, 库 inside 仓库)', () => {
    const pkg = sensesOfUnit('e:packag')
    expect(pkg.some((line) => sensesIn('只包含一个动作').has(line))).toBe(false)
    expect(sensesIn('包').size).toBe(0)
  })

  it('knows nothing of a word it does not list, so that word is checked only as written', () => {
    expect(sensesOfUnit('e:nonexistentword')).toEqual([])
    expect(sensesOfUnit('c:commit-message')).toEqual([])
  })

  it('reads a lexicon concept through the judgment words that raised it', () => {
    // "correct" raises the concept correctness; "properly" is the same meaning.
    expect(unitSaidAs('Local development needs a correct CORS setup', 'c:correctness', sensesIn('Ensure CORS is properly configured'))).toBe(true)
    // "commit messages" raises the phrase concept commit-message; 注释 (comments) says neither word.
    expect(unitSaidAs('Always add helpful commit messages', 'c:commit-message', sensesIn('写代码时总是加上有用的注释'))).toBe(false)
    expect(unitSaidAs('Always add helpful commit messages', 'c:commit-message', sensesIn('提交信息要写清楚'))).toBe(true)
  })
})

describe('a restatement in the other language is live', () => {
  it.each([
    // Tune pair of the eleventh set (read once, then tuned on in this session).
    ['Results are returned wrapped in an object', '返回结果时用一个对象包起来。'],
    ['Each step does exactly one action', '每个步骤只做一个动作'],
    ['Clean up temporary files after each test run', '每次跑完测试都要清理临时文件'],
    ['接口返回的错误信息要写清楚', 'API error messages must be clear'],
    ['发布前先在本地跑一遍全部测试', 'Run the whole test suite locally before every release'],
  ])('%s ⇐ %s', (judgment, user) => {
    expect(live(judgment, user)).toBe(true)
  })

  it('and in other words of the same language', () => {
    expect(live('Local development needs a correct CORS setup', 'Ensure CORS is properly configured for local development.')).toBe(true)
  })
})

describe('a thing of the user\'s replaced in translation waits, and says what took its place', () => {
  it.each([
    ['Use Chakra UI form components for responsive design', '响应式布局用 Chakra UI 自带的布局组件来做'],
    ['Put all database logic in controller classes', '所有数据库逻辑都放在 ServiceImpl 类里'],
    ['Implement CSRF protection with Flask-Login', '用 Flask-WTF 做好 CSRF 防护'],
    ['Always add helpful commit messages', '写代码时总是加上有用的注释'],
    ['发布前先在本地跑一遍全部测试', 'Run the whole lint suite locally before every release'],
    ['Clean up temporary files after each deploy', '每次跑完测试都要清理临时文件'],
    ['没有 persist 中间件时，不要直接修改嵌套对象', 'Do not mutate nested objects directly without Immer middleware.'],
  ])('%s ⇐ %s', (judgment, user) => {
    expect(live(judgment, user)).toBe(false)
  })

  it('names the user\'s word and the judgment\'s', () => {
    expect(ground('Put all database logic in controller classes', '所有数据库逻辑都放在 ServiceImpl 类里').changed).toEqual([{ from: ['ServiceImpl'], to: ['controller'] }])
    expect(ground('Implement CSRF protection with Flask-Login', '用 Flask-WTF 做好 CSRF 防护').changed).toEqual([{ from: ['WTF'], to: ['Login'] }])
    expect(ground('Always add helpful commit messages', '写代码时总是加上有用的注释').changed).toEqual([{ from: ['注释'], to: ['commit', 'messages'] }])
  })

  it('a reason the restatement leaves out is not a swap (for performance → 数据处理)', () => {
    expect(live('数据处理优先用向量化运算，不要写循环', 'Prefer vectorized operations over loops for performance')).toBe(true)
  })
})

describe('one word of the user\'s for another on its line of the table', () => {
  it('is a restatement (requested → asked)', () => {
    expect(live('Don\'t discuss the current implementation unless specifically asked', 'Don\'t show or discuss the current implementation unless specifically requested.')).toBe(true)
  })
})

describe('words people type in chat for the words of a rule', () => {
  it('turn = convert, as-is = unchanged, 包围 = 包起来, 放进 = 写在 (chat set, tune)', () => {
    expect(live('scrape should only convert HTML to markdown and return plain text or other non-HTML pages unchanged', 'scrape should only turn html to markdown. if the web page is plain text or some non-html text, just return it as-is')).toBe(true)
    expect(live('代码块用 ```git 包起来，文件名写在代码块里', '请使用```git包围代码块，并把文件名放进代码块。')).toBe(true)
  })

  it('a hyphenated entry is read whole', () => {
    expect(sensesOfUnit('e:unchang').some((line) => sensesIn('return it as-is').has(line))).toBe(true)
    expect(sensesOfUnit('e:unchang').some((line) => sensesIn('as it is').has(line))).toBe(false)
  })
})

describe('a message that asks two things', () => {
  it('a judgment of one of them swaps nothing of the other (only the clause it restates is compared)', () => {
    expect(live('Put the file name inside the code block', '请使用```git包围代码块，并把文件名放进代码块。')).toBe(true)
    expect(live('Put the file name outside the code block', '请使用```git包围代码块，并把文件名放进代码块。')).toBe(false)
  })
})
