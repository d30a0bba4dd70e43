// A verb made from a noun with -ize says the noun's meaning across languages (issue 19, adds23,
// src/core/ize-forms.ts): 参数化查询 for "parameterized queries", 容器化 for "containerize". Both
// ways: those are live; an -alize verb (localize) is not read as its adjective (local), and a word
// the user never said in any form still counts.
import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { izeBase } from '../src/core/ize-forms.js'
import { stem } from '../src/core/stem.js'

const live = (judgment: string, user: string) => groundIn(judgment, [{ text: user }]).grounded

describe('a verb made from a noun with -ize', () => {
  it('reads the noun under it', () => {
    expect(izeBase('parameterized')).toBe(stem('parameter'))
    expect(izeBase('localized')).toBeUndefined()
    expect(izeBase('normalizing')).toBeUndefined()
  })

  it('lets a Chinese restatement name the noun with 化', () => {
    expect(live('SQL 一律用参数化查询', 'always use parameterized sql queries')).toBe(true)
    expect(live('部署前把服务都容器化', 'containerize every service before deploying')).toBe(true)
  })

  it('still counts what the user never said', () => {
    expect(live('界面文字都要本地化', 'all ui text must be localized')).toBe(false)
    expect(live('部署前把服务都容器化，并用 Kubernetes 编排', 'containerize every service before deploying')).toBe(false)
  })
})
