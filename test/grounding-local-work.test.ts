// Session 36, the fifteenth set's tune rows: "local work" and "local setup" name the local environment as
// 本地 does, so 「本地开发用 Docker Compose」 after "use docker compose for local work" no longer adds 本地.
// "local development" is left out on purpose: read as the value, it let "Use registry.npmmirror.com
// everywhere, local development included" after 「…本地你们随意」 go live (a licence against a mandate on
// the same value is not read as a change; see the closing note of session 36).
import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

describe('local work', () => {
  it('is the local environment (the paraphrase was held for adding 本地)', () => {
    expect(verdict('本地开发用 Docker Compose；不要加“直接用 uvicorn 跑”的方式', 'use docker compose for local work. and dont add a \'just run it with uvicorn directly\' path to the readme')).toBe('live')
  })
  it('another environment in its place still waits', () => {
    expect(verdict('生产环境用 Docker Compose', 'use docker compose for local work')).toBe('changes')
  })
  it('a mandate where the user left it free still waits', () => {
    expect(verdict('Use registry.npmmirror.com everywhere, local development included', 'CI 里装依赖老是超时，registry 换成 npmmirror 吧（registry.npmmirror.com），本地你们随意')).not.toBe('live')
  })
})
