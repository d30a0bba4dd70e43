// How people type a refusal, and what a question says (issue 19, session 20). Before this change,
// each of these wrote the flip live: "don`t use yarn", "quit using yarn", "Using yarn is
// forbidden", "do not, under any circumstances, use yarn", "甭用 yarn", "停止直接推 main" grounded
// the rule they refuse; "why are you using yarn?", "who told you to use var?", "谁让你用 var 的？"
// grounded "Use yarn" / "Use var"; "won't accept PRs without tests" grounded "Accept PRs without
// tests"; "why don't we use pnpm?" grounded "Do not use pnpm". The probes are the lead's, written
// while changing the gate: tune data, a regression guard.

import { describe, expect, it } from 'vitest'
import { asks, suggestionRead } from '../src/core/asked.js'
import { groundIn } from '../src/core/ground.js'
import { refusalSpelled } from '../src/core/refusal-spelling.js'
import { withoutReports } from '../src/core/reported.js'

const said = (...texts: string[]) => texts.map((text) => ({ text }))

const RULES_EN = [
  ['use yarn', 'using yarn', 'Use yarn', 'Never use yarn'],
  ['run commands with sudo', 'running commands with sudo', 'Run commands with sudo', 'Never run commands with sudo'],
  ['push directly to main', 'pushing directly to main', 'Push directly to main', 'Never push directly to main'],
  ['mock the database in tests', 'mocking the database in tests', 'Mock the database in tests', 'Do not mock the database in tests'],
] as const

const REFUSALS_EN = [
  (x: string) => `don\`t ${x}`,
  (x: string) => `don´t ${x}`,
  (_: string, ing: string) => `quit ${ing}`,
  (x: string) => `it is forbidden to ${x}`,
  (_: string, ing: string) => `${ing[0]!.toUpperCase()}${ing.slice(1)} is prohibited`,
  (x: string) => `do not, under any circumstances, ${x}`,
  (x: string) => `never, ever, ${x}`,
]

const RULES_ZH = [
  ['用 yarn', '用 yarn', '永远不要用 yarn'],
  ['直接推 main', '直接推 main', '不要直接推 main'],
  ['在测试里 mock 数据库', '在测试里 mock 数据库', '测试里不要 mock 数据库'],
] as const

/** Held although it says the same: "stop running commands with sudo" / "Never run commands with sudo" was held (opposite) before this change too, as "avoid running …" is. */
const KNOWN_HELD = new Set(['quit running commands with sudo ⇒ Never run commands with sudo'])

const REFUSALS_ZH = [(x: string) => `甭${x}`, (x: string) => `停止${x}`, (x: string) => `你敢${x}试试`]

describe('a refusal typed the way people type it', () => {
  for (const [x, ing, flip, paraphrase] of RULES_EN) {
    for (const form of REFUSALS_EN) {
      const text = form(x, ing)
      it(`"${text}" keeps "${flip}" waiting and grounds "${paraphrase}"`, () => {
        expect(groundIn(flip, said(text)).grounded).toBe(false)
        expect(groundIn(paraphrase, said(text)).grounded).toBe(!KNOWN_HELD.has(`${text} ⇒ ${paraphrase}`))
      })
    }
  }
  for (const [x, flip, paraphrase] of RULES_ZH) {
    for (const form of REFUSALS_ZH) {
      const text = form(x)
      it(`「${text}」 keeps 「${flip}」 waiting and grounds 「${paraphrase}」`, () => {
        expect(groundIn(flip, said(text)).grounded).toBe(false)
        expect(groundIn(paraphrase, said(text)).grounded).toBe(true)
      })
    }
  }

  it('reads the same exception on both sides, and compares what comes before it', () => {
    expect(groundIn('Accept PRs without tests', said('won\'t accept PRs without tests')).grounded).toBe(false)
    expect(groundIn('Accept PRs without tests', said('wont accept PRs without tests')).grounded).toBe(false)
    expect(groundIn('Never run commands with sudo unless the user says so', said('dont run commands with sudo unless i say so')).grounded).toBe(true)
  })

  it('quotes the words as typed, not as read', () => {
    const g = groundIn('Use yarn', said('don`t use yarn'))
    expect(g.quote).toBe('don`t use yarn')
    expect(g.utterance?.text).toBe('don`t use yarn')
    expect(groundIn('停止使用 yarn', said('甭用 yarn')).quote).toBe('甭用 yarn')
  })

  it('leaves words without a refusal spelled as they are', () => {
    for (const text of ['Stop the service before deploying', '部署前先停止服务', 'Don\'t use yarn', 'quit the app on SIGINT', 'Forbidden routes return 403']) {
      expect(refusalSpelled(text)).toBe(text)
    }
  })
})

describe('a question states no rule', () => {
  const QUESTIONS = [
    ['should we use yarn?', 'Use yarn'],
    ['why are you using yarn?', 'Use yarn'],
    ['why did you use yarn??', 'Use yarn'],
    ['did you use yarn?', 'Use yarn'],
    ['is it ok to push directly to main?', 'Push directly to main'],
    ['what if we mock the database in tests?', 'Mock the database in tests'],
    ['who told you to use var?', 'Use var'],
    ['why are you still using var', 'Use var'],
    ['为什么用 yarn？', '用 yarn'],
    ['你为什么直接推 main？', '直接推 main'],
    ['用 yarn 吗？', '用 yarn'],
    ['谁让你用 var 的？', '用 var'],
  ] as const
  for (const [text, judgment] of QUESTIONS) {
    it(`"${text}" does not ground "${judgment}"`, () => {
      expect(groundIn(judgment, said(text)).grounded).toBe(false)
    })
  }

  it('a write on the topic of a question quotes the question: never "no words of yours"', () => {
    expect(groundIn('Use yarn', said('why are you using yarn??'))).toMatchObject({ grounded: false, blocked: 'near', quote: 'why are you using yarn?' })
    expect(groundIn('用 var', said('谁让你用 var 的？'))).toMatchObject({ grounded: false, blocked: 'near', quote: '谁让你用 var 的？' })
    expect(groundIn('Use yarn', said('what is the weather like?')).quote).toBeUndefined()
  })

  it('a question beside a statement gives the topic, the statement the rule', () => {
    expect(groundIn('Use yarn', said('why are you using yarn? use pnpm.')).grounded).toBe(false)
    expect(groundIn('Use pnpm', said('why are you using yarn? use pnpm.')).grounded).toBe(true)
    expect(groundIn('用 yarn', said('为什么用 yarn？用 pnpm')).grounded).toBe(false)
  })

  it('a request, a suggestion or a tagged statement put as a question says what the user wants', () => {
    const SAYS = [
      ['can you always use yarn from now on?', 'Always use yarn', 'Never use yarn'],
      ['could you please stop using var?', 'Do not use var', 'Use var'],
      ['why not use pnpm?', 'Use pnpm', 'Never use pnpm'],
      ['why don\'t we use pnpm?', 'Use pnpm', 'Do not use pnpm'],
      ['shouldn\'t this use pnpm?', 'Use pnpm', 'Never use pnpm'],
      ['can\'t we just use pnpm?', 'Use pnpm', 'Do not use pnpm'],
      ['never push to main, got it?', 'Never push to main', 'Push to main'],
      ['以后都用 pnpm，好吗？', '用 pnpm', '不要用 pnpm'],
      ['别再直接推 main 了，听到没？', '不要直接推 main', '直接推 main'],
    ] as const
    for (const [text, paraphrase, flip] of SAYS) {
      expect(groundIn(paraphrase, said(text)).grounded, `${text} ⇒ ${paraphrase}`).toBe(true)
      expect(groundIn(flip, said(text)).grounded, `${text} ⇒ ${flip}`).toBe(false)
    }
  })

  it('a ? inside a name or a code span ends no question', () => {
    expect(asks('Use descriptive method names (e.g., user_signed_in?', ',')).toBe(false)
    expect(asks('Error envelope: { error: string, code?', ':')).toBe(false)
    expect(asks('did you push to main?', ' ')).toBe(true)
    expect(asks('写代码时总是加上有用的注释，说明你在做什么。')).toBe(false)
  })

  it('a suggestion is read without its opening', () => {
    expect(suggestionRead('why not use pnpm?')).toBe('use pnpm?')
    expect(suggestionRead('shouldn\'t this use pnpm?')).toBe('use pnpm?')
    expect(suggestionRead('use pnpm')).toBe('use pnpm')
  })

  it('a rule written as a question is grounded by the same question', () => {
    const rule = 'Scalability — if this code path goes 10x, what breaks first?'
    expect(groundIn(rule, said(rule)).grounded).toBe(true)
  })

  it('a removal is on the topic of a question about it', () => {
    expect(groundIn('Use yarn', said('why do you still use yarn??'), undefined, true).grounded).toBe(true)
  })
})

describe('words that report state no rule of the user', () => {
  const REPORTS = [
    ['my colleague always uses tabs, drives me nuts', 'Use tabs'],
    ['the linter says use tabs but i hate that', 'Use tabs'],
    ['the docs say to run it with sudo. dont.', 'Run it with sudo'],
    ['someone on the team wants to mock the db in tests, i disagree', 'Mock the database in tests'],
    ['some people like semicolons. not me', 'Use semicolons'],
    ['everyone says use redux but i think its overkill', 'Use redux'],
    ['you keep adding emojis to commits, stop', 'Add emojis to commits'],
    ['I used yarn in my last project', 'Use yarn'],
    ['i used to use yarn but switched to pnpm', 'Use yarn'],
    ['we used to deploy on fridays', 'Deploy on Fridays'],
    ['you wrote `any` again', 'Use any'],
    ['前同事喜欢用 tab', '用 tab 缩进'],
    ['以前我们用 yarn，现在改 pnpm 了', '用 yarn'],
    ['文档说要用 sudo 跑，别信', '用 sudo 跑'],
    ['你又在提交信息里加 emoji 了', '在提交信息里加 emoji'],
    ['你总是写很长的函数', '写很长的函数'],
  ] as const
  for (const [text, judgment] of REPORTS) {
    it(`"${text}" does not ground "${judgment}"`, () => {
      expect(groundIn(judgment, said(text)).grounded).toBe(false)
    })
  }

  it('what the user says beside a report still grounds', () => {
    expect(groundIn('Use pnpm', said('i used to use yarn but switched to pnpm, use pnpm')).grounded).toBe(true)
    expect(groundIn('Use spaces for indentation', said('my colleague uses tabs. I want spaces for indentation')).grounded).toBe(true)
    expect(groundIn('Cache sessions in Redis', said('Redis is used to cache sessions')).grounded).toBe(true)
  })

  it('a norm or a request is no report', () => {
    for (const text of ['everyone uses prettier here', 'we all use pnpm', 'you should run the tests again', 'Someone must review every PR', 'Redis is used to cache sessions']) {
      expect(withoutReports(text)).toBe(text)
    }
    expect(withoutReports('i used to use yarn but switched to pnpm')).toBe('switched to pnpm')
    expect(withoutReports('my colleague always uses tabs, drives me nuts')).toBe('drives me nuts')
  })

  it('a reminder says the rule again', () => {
    expect(groundIn('Never push to main', said('didn\'t i say never push to main?')).grounded).toBe(true)
    expect(groundIn('Push to main', said('didn\'t i say never push to main?')).grounded).toBe(false)
    expect(groundIn('不要用 var', said('不是说了不要用 var 吗')).grounded).toBe(true)
    expect(groundIn('用 var', said('不是说了不要用 var 吗')).grounded).toBe(false)
  })

  it('a challenge answered no is still no rule', () => {
    expect(groundIn('Use yarn', said('why are you using yarn??', 'no wait, use pnpm')).grounded).toBe(false)
  })
})
