import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set): two assignments of the user's restated
// with their sides crossed wait, and the card names the user's clause and the one that crossed it.
// The same assignments in the user's order, or in the other order of clauses, go live.
describe('two assignments with their sides crossed', () => {
  it('wait as a change, naming the clauses', () => {
    expect(verdict('前端用 poetry，后端用 pnpm', '前端用 pnpm，后端用 poetry')).toBe('changes')
    expect(verdict('接口文档用中文，注释用英文', '注释用中文，接口文档用英文')).toBe('changes')
    expect(verdict('API docs in Chinese; comments in English', 'API docs in English; comments in Chinese')).toBe('changes')
    expect(verdict('Use poetry for the frontend and pnpm for the backend', 'Use pnpm for the frontend and poetry for the backend')).toBe('changes')
    expect(groundIn('前端用 poetry，后端用 pnpm', [{ text: '前端用 pnpm，后端用 poetry' }]).changed).toEqual([{ from: ['前端用 pnpm'], to: ['前端用 poetry'] }])
  })

  it('the user\'s pairing, in either order, goes live; a merge of two sentences is no crossing', () => {
    expect(verdict('前端用 pnpm，后端用 poetry', '前端用 pnpm，后端用 poetry')).toBe('live')
    expect(verdict('接口文档用英文，注释用中文', '注释用中文，接口文档用英文')).toBe('live')
    expect(verdict('Name variables, functions and classes in snake_case', 'Use snake_case for variable, function, and class names.')).toBe('live')
    expect(verdict('Run lint and tests before committing', 'run lint before committing. run tests before committing too')).toBe('live')
  })
})
