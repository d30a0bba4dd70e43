// A value the user gave another role (issue 19, values24, src/core/role-assigned.ts): the judgment
// gives a value the user named the role the user gave another value. Every word is the user's, so
// only the assignments tell. Restating either assignment as the user made it stays live.
import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { reassignsRole } from '../src/core/role-assigned.js'
import { verdict } from './helpers/ground-verdict.js'

const live = (judgment: string, user: string) => groundIn(judgment, [{ text: user }]).grounded

describe('a value given the role the user gave another', () => {
  it('reads value → role in the shapes a rule gives them', () => {
    const said = 'use sqlite for the test fixtures, mysql is for the reporting jobs'
    expect(reassignsRole('Use MySQL for the test fixtures', said)?.to).toEqual(['Use MySQL for the test fixtures'])
    expect(reassignsRole('Use SQLite for the test fixtures', said)).toBeUndefined()
  })

  it('holds a value moved to another role', () => {
    expect(live('Use nginx for the proxy', 'use caddy for the proxy, nginx is for the static files')).toBe(false)
    expect(live('Use Kafka for the event bus', 'use nats for the event bus. kafka is for the audit log')).toBe(false)
    expect(live('Use staging for the demo', 'use the sandbox for the demo, staging is for QA')).toBe(false)
    expect(live('接口文档用 Postman', '接口文档用 Apifox，Postman 只给调试用')).toBe(false)
  })

  it('keeps the user’s own assignments live', () => {
    expect(live('Use SQLite for the test fixtures', 'use sqlite for the test fixtures, mysql is for the reporting jobs')).toBe(true)
    expect(live('MySQL is for the reporting jobs', 'use sqlite for the test fixtures, mysql is for the reporting jobs')).toBe(true)
    expect(live('Use caddy for the proxy', 'use caddy for the proxy, nginx is for the static files')).toBe(true)
    expect(live('Nginx is for the static files', 'use caddy for the proxy, nginx is for the static files')).toBe(true)
    expect(live('接口文档用 Apifox', '接口文档用 Apifox，Postman 只给调试用')).toBe(true)
  })
})

// Session 45, our own construction: 「X 放 Y」 assigns as 「Y 用 X」 does, and a file name is no member of
// its stem's family (README.zh.md is not README) — 「README 用中文写」 after 「README 用英文写，中文版放
// README.zh.md」 went live.
describe('a value put where the user put another', () => {
  it('waits', () => {
    expect(verdict('README 用中文写', 'README 用英文写，中文版放 README.zh.md')).toBe('changes')
    expect(reassignsRole('README 用中文写', 'README 用英文写，中文版放 README.zh.md')).toEqual({ from: ['README 用英文写'], to: ['README 用中文写'] })
  })

  it('either assignment said again goes live', () => {
    expect(verdict('README 用英文写', 'README 用英文写，中文版放 README.zh.md')).toBe('live')
    expect(verdict('中文版 README 放 README.zh.md', 'README 用英文写，中文版放 README.zh.md')).toBe('live')
  })
})
