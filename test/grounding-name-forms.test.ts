// A name the user wrote in another of its written forms (issue 19, adds23, src/core/name-forms.ts):
// "Nuxt" for Nuxt.js, "the readme" for README.md, "Query Client" for QueryClient. Both ways: those
// restatements are live; a lower-case file name with an extension the user never wrote, a name
// whose humps the user split by other words, or another library's name, still counts.
import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { nameWrittenAs } from '../src/core/name-forms.js'

const live = (judgment: string, user: string) => groundIn(judgment, [{ text: user }]).grounded

describe('a name in another of its written forms', () => {
  it('reads the bare word of a library named like a file, and of a conventional file in capitals', () => {
    expect(nameWrittenAs('Nuxt.js', 'this app is on Nuxt, keep it that way')).toBe(true)
    expect(nameWrittenAs('CONTRIBUTING.md', 'put the setup steps in the contributing doc')).toBe(true)
    expect(nameWrittenAs('README.md', 'dont touch readme.txt')).toBe(false)
    expect(nameWrittenAs('config.yaml', 'keep the ports in config')).toBe(false)
  })

  it('reads the humps of a CamelCase name written as words in a row', () => {
    expect(nameWrittenAs('QueryClient', 'create one Query Client per request')).toBe(true)
    expect(nameWrittenAs('QueryClient', 'one query-client per request')).toBe(true)
    expect(nameWrittenAs('QueryClient', 'one query for each client')).toBe(false)
  })

  it('lets a restatement across languages keep the user\'s name in its code form', () => {
    expect(live('每个请求都创建一个新的 QueryClient', 'Create a new Query Client for every request.')).toBe(true)
    expect(live('服务端返回的对象都包成 ApiResult 类型', 'Wrap every object the server returns in the Api Result type.')).toBe(true)
    expect(live('Always update CHANGELOG.md when you change the public API', 'always update the changelog when you change the public api')).toBe(true)
    expect(live('This is a Nuxt.js project: use its auto-imports', 'this is a nuxt project: use its auto-imports')).toBe(true)
  })

  it('still counts a name the user never wrote in any form', () => {
    expect(live('每个请求都创建一个新的 SessionStore', 'Create a new Query Client for every request.')).toBe(false)
    expect(live('This is a Vue.js project: use its auto-imports', 'this is a nuxt project: use its auto-imports')).toBe(false)
    expect(live('Always update changes.txt when you change the public API', 'always update the changelog when you change the public api')).toBe(false)
    expect(nameWrittenAs('Vue.js', 'this app is on Nuxt, keep it that way')).toBe(false)
  })
})
