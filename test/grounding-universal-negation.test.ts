import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set): 一律 (or 必须, 绝对) before a bare 不
// says "never", not "always"; read as "always", 「日志一律不写密码」 was the opposite of "never write
// passwords to the logs" and waited.
describe('一律不… refuses for every case (universal-negation.ts)', () => {
  it('lets the restatement through', () => {
    expect(verdict('日志一律不写密码', 'never write passwords to the logs')).toBe('live')
    expect(verdict('Never put passwords in logs', '日志一律不写密码')).toBe('live')
    expect(verdict('前端一律不用 var', 'never use var in frontend code')).toBe('live')
  })

  it('holds the flip and the waiver', () => {
    expect(verdict('Always log passwords', '日志一律不写密码')).not.toBe('live')
    expect(verdict('日志一律写密码', '日志里绝对不要写密码')).not.toBe('live')
    expect(verdict('日志可以写密码', '日志一律不写密码')).not.toBe('live')
    expect(verdict('前端一律用 var', 'never use var in frontend code')).not.toBe('live')
  })
})
