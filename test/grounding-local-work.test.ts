// Session 36, the fifteenth set's tune rows: "local work", "local setup" and "local development" name the
// local environment as 本地 does, so 「本地开发用 Docker Compose」 after "use docker compose for local work"
// no longer adds 本地. Read as the value, "local development" first let "Use registry.npmmirror.com
// everywhere, local development included" after 「…，本地你们随意」 go live: 随意 was no licence
// (claim-parts.ts ALLOW), and a case the user left free, made a duty, was not read as a change
// (claim-check.ts: a 'do' against only 'allow' on the same value widens the rule).
import { describe, expect, it } from 'vitest'
import { analyseClaim } from '../src/core/slots.js'
import { verdict } from './helpers/ground-verdict.js'

describe('local work', () => {
  it('is the local environment (the paraphrases were held for adding 本地, or for words)', () => {
    expect(verdict('本地开发用 Docker Compose；不要加“直接用 uvicorn 跑”的方式', 'use docker compose for local work. and dont add a \'just run it with uvicorn directly\' path to the readme')).toBe('live')
    expect(verdict('Keep SSL verification enabled, even in local development', 'please don\'t disable ssl verification, even locally')).toBe('live')
  })
  it('another environment in its place still waits', () => {
    expect(verdict('生产环境用 Docker Compose', 'use docker compose for local work')).toBe('changes')
  })
})

describe('a case the user left free', () => {
  it('is a licence in 随意, 都行 and "up to you"', () => {
    const stance = (text: string) => analyseClaim(text).parts?.at(-1)?.stance
    expect(stance('CI 里用 npmmirror，本地你们随意')).toBe('allow')
    expect(stance('本地用什么源都行')).toBe('allow')
    expect(stance('locally its up to you')).toBe('allow')
  })
  it('made a duty, waits (was live)', () => {
    expect(verdict('Use registry.npmmirror.com everywhere, local development included', 'CI 里装依赖老是超时，registry 换成 npmmirror 吧（registry.npmmirror.com），本地你们随意')).toBe('generalises')
  })
})
