// Refusals of an act as people type them in chat (issue 19, session 22): a condemnation ("force
// pushing is a fireable offense", "pushing to main = bad", 推 main 是大忌), a reason then the no
// ("…, so no"), a threat ("if you push to main again i'll lose it", 再推 main 我就生气了), a habit
// given up ("we stopped mocking the database"), 谁…谁背锅, 没人…, 怎么又…了. Probed with four acts
// in each language: before this change 83 of the probe's 136 forms × acts grounded the act itself.
// Requests that only repeat something ("run the tests again and we're good") stay requests.

import { describe, expect, it } from 'vitest'
import { verdictIn } from './helpers/ground-verdict.js'

const EN: ReadonlyArray<readonly [string, string]> = [
  ['force pushing is a fireable offense', 'Force push when needed'],
  ['pushing to main = bad', 'Push directly to main'],
  ['committing secrets is a terrible idea', 'Commit secrets to the repo'],
  ['mocking the database is for amateurs', 'Mock the database in tests'],
  ['pushing to main is how we got the outage last time, so no', 'Push directly to main'],
  ['mocking the database breaks everything, so don\'t', 'Mock the database in tests'],
  ['if you push to main again i\'ll lose it', 'Push directly to main'],
  ['commit secrets again and you\'re fired', 'Commit secrets to the repo'],
  ['we stopped mocking the database a year ago', 'Mock the database in tests'],
  ['commit secrets only over my dead body', 'Commit secrets to the repo'],
  ['quit force pushing', 'Force push when needed'],
  ['the last thing i want is yarn', 'Use yarn'],
]

const ZH: ReadonlyArray<readonly [string, string]> = [
  ['直接推 main 是大忌', '直接推送到 main 分支'],
  ['提交密钥免谈', '把密钥提交到仓库'],
  ['谁直接推 main 谁背锅', '直接推送到 main 分支'],
  ['没人提交密钥', '把密钥提交到仓库'],
  ['再直接推 main 我就生气了', '直接推送到 main 分支'],
  ['mock 数据库太危险了，别', '测试里 mock 数据库'],
  ['怎么又直接推 main 了', '直接推送到 main 分支'],
  ['提交密钥一律打回', '把密钥提交到仓库'],
]

describe('an act refused as typed in chat does not ground the act', () => {
  it.each([...EN, ...ZH])('%s', (said, act) => {
    expect(verdictIn(act, said)).not.toBe('live')
  })
})

describe('the refusal itself is still the user\'s', () => {
  it('grounds the rule it states', () => {
    expect(verdictIn('Never push to main', 'if you push to main again i\'ll lose it')).toBe('live')
    expect(verdictIn('不要直接推 main', '直接推 main 是大忌')).toBe('live')
  })
})

describe('a request that only repeats stays a request', () => {
  it('"again" with no threat, 再 with no anger', () => {
    expect(verdictIn('Run the tests before merging', 'run the tests again and we\'re good to merge')).toBe('live')
    expect(verdictIn('Restart the server when this error shows up', 'if you see this error again, restart the server')).toBe('live')
  })
})
