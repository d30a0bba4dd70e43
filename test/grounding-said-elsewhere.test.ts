// Words the user said elsewhere in the conversation (issue 19, session 21): a judgment that names
// what the conversation is about ("zsh", "pytest", "staging") is the user's topic, not content they
// never said; a value changed, a word only asked about, or a name from code written otherwise still
// waits. From the whole-transcripts set's tune half (the pairs' shapes, the lead's words): before
// this change each paraphrase below waited with "adds zsh / pytest / 8601".

import { describe, expect, it } from 'vitest'
import { verdictIn } from './helpers/ground-verdict.js'
import { groundIn } from '../src/core/ground.js'

describe('a word of another message of the user\'s is the conversation\'s topic', () => {
  it('grounds a paraphrase that names what the conversation is about', () => {
    expect(verdictIn('Lazy-load nvm in the zsh config', 'zsh 启动要 3 秒', 'nvm 懒加载')).toBe('live')
    expect(verdictIn('Put pytest fixtures in conftest.py', 'the pytest suite takes 14 min. help', 'fixtures go in conftest.py, not scattered in test files')).toBe('live')
    expect(verdictIn('Name staging models stg_<source>__<table>', '帮我改下 staging model', 'model 命名 stg_<source>__<table>，双下划线')).toBe('live')
  })

  it('still holds the same words with nothing else said', () => {
    expect(verdictIn('Lazy-load nvm in the zsh config', 'nvm 懒加载')).toBe('adds')
    expect(verdictIn('Put pytest fixtures in conftest.py', 'fixtures go in conftest.py, not scattered in test files')).toBe('adds')
  })

  it('holds a word the user only asked about, a value changed, a name written otherwise', () => {
    expect(verdictIn('Put pytest fixtures in conftest.py', 'are we on pytest?', 'fixtures go in conftest.py, not scattered in test files')).toBe('adds')
    expect(verdictIn('Put unittest fixtures in conftest.py', 'the pytest suite takes 14 min. help', 'fixtures go in conftest.py, not scattered in test files')).toBe('adds')
    expect(verdictIn('Install packages with yarn', 'we use pnpm here', 'yarn is slow', 'install packages with pnpm')).toBe('changes')
    expect(verdictIn('Name staging models stg_<source>_<table> with a single underscore', '帮我改下 staging model', 'model 命名 stg_<source>__<table>，双下划线')).toBe('changes')
  })
})

describe('the user\'s own words, read as written', () => {
  it('「ISO 8601 字符串」 is a string, not 8601 characters', () => {
    expect(verdictIn('Return time fields as ISO 8601 strings, not Unix timestamps', '时间字段统一 ISO 8601 字符串，不要时间戳')).toBe('live')
    expect(verdictIn('提交信息不超过 50 个字符', '提交信息不超过 50 字符')).toBe('live')
  })
})

// Session 45: a word of the user's other message counts for 0.3 of its weight (0.5 before). Our own
// construction after the seventeenth set's tune row: the judgment takes the case from the correction and
// the thing from the first message.
describe('a correction read with the message it corrects', () => {
  it('its restatement, naming the first message\'s thing, is the user\'s', () => {
    const user = ['when u answer review comments, reply inline on every one of them', 'actually no, only reply inline when context is needed, like a disagreement']
    expect(groundIn('Reply inline to review comments only when context is needed', user.map((text) => ({ text }))).grounded).toBe(true)
    expect(groundIn('Reply inline to every review comment', user.map((text) => ({ text }))).grounded).toBe(false)
  })
})
