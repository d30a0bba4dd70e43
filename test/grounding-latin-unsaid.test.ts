// A name in Latin letters inside a Chinese judgment that the user's Chinese words never wrote
// (issue 19, ground8): it waits as an added value; a Chinese restatement that writes the user's
// own Latin names, in any case, stays live. Constructed cases, not pairs of the labelled sets.
import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { unsaidLatinNames } from '../src/core/latin-unsaid.js'
import { verdict } from './helpers/ground-verdict.js'

describe('a Latin name the user\'s Chinese never wrote', () => {
  it('waits, and names the word', () => {
    const g = groundIn('远程数据用 SWR 缓存，不要用 Jotai，也别用 MobX', [{ text: '不要用 Jotai 缓存远程数据，那是 React Query 的事；也别用 MobX' }])
    expect(g.grounded).toBe(false)
    expect(g.blocked).toBe('adds')
    expect(g.added).toEqual(['SWR'])
    // A code name (GlobalScope) is also caught by identifiers.ts, which runs first.
    expect(unsaidLatinNames('后台任务做异步处理时用 GlobalScope 启动', '后台任务做异步处理时用结构化并发')).toEqual(['GlobalScope'])
  })

  it('the user\'s own Latin name, restated in Chinese around it: live', () => {
    expect(verdict('远程数据交给 React Query 缓存，不要用 Jotai，也别用 MobX', '不要用 Jotai 缓存远程数据，那是 React Query 的事；也别用 MobX')).toBe('live')
  })

  it('a Chinese restatement with the user\'s own Latin names is live', () => {
    expect(verdict('列表页数据用 React Query 拉取', '列表页的数据拉取用 React Query')).toBe('live')
    expect(verdict('安装依赖一律用 PNPM', '安装依赖都用 pnpm')).toBe('live')
    expect(unsaidLatinNames('列表页数据用 React Query 拉取', '列表页的数据拉取用 react query')).toEqual([])
  })

  it('across languages too (eighth session): a name spelled as one that the other language never wrote', () => {
    expect(unsaidLatinNames('Use GlobalScope for async work in background tasks', '后台任务做异步处理时用结构化并发')).toEqual(['GlobalScope'])
    expect(unsaidLatinNames('后台任务做异步处理时用 GlobalScope 启动', 'Use structured concurrency for async work in background tasks')).toEqual(['GlobalScope'])
    // An English judgment's ordinary words translate the Chinese ones: a value word is not a name there.
    expect(unsaidLatinNames('Verify on staging before deploying', '上线之前先在预发环境验证。')).toEqual([])
  })

  it('between two English texts it is another check\'s', () => {
    expect(unsaidLatinNames('Use GlobalScope for async work in background tasks', 'Use structured concurrency for async work in background tasks')).toEqual([])
  })
})

describe('a place the user names in Latin letters inside Chinese (session 37)', () => {
  it('another place in the judgment is a name they never wrote (was live)', () => {
    expect(unsaidLatinNames('Put shared components in the utils directory', '共享组件放到 components 目录下')).toEqual(['utils'])
    expect(verdict('Put shared components in the utils directory', '共享组件放到 components 目录下')).toBe('adds')
  })
  it('their own place restated is live; an ordinary word before a place noun, where they name none in Latin, is not a name', () => {
    expect(verdict('Put shared components in the components directory', '共享组件放到 components 目录下')).toBe('live')
    expect(unsaidLatinNames('Keep shared components in the shared directory', '共享组件放到共享目录下')).toEqual([])
  })
})
