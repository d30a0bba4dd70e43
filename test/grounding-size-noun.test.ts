// Session 32, our own construction: the other size of one thing, said around it. "Make one big commit
// at the end" and "Prefer large commits" after "I want small commits with clear messages", "Prefer
// long, detailed answers" after "I like short answers" went live: size-swap.ts asked every content
// word of one clause to be the other's, and took "prefer" for a verb that crosses the size. Now two
// clauses that size the same noun name the same thing. And a thing kept whole where the user had it
// broken up ("Keep long functions intact" after "break long functions into smaller ones") is the other
// side of one choice (antonyms.ts intact | split break).
import { describe, expect, it } from 'vitest'
import { swapsSize } from '../src/core/size-swap.js'
import { verdict } from './helpers/ground-verdict.js'

describe('the other size of the same noun', () => {
  it('waits as a change (was live)', () => {
    expect(verdict('Make one big commit at the end', 'I want small commits with clear messages')).toBe('changes')
    expect(verdict('Prefer large commits', 'I want small commits with clear messages')).toBe('changes')
    expect(verdict('Prefer large PRs', 'small PRs please')).toBe('changes')
    expect(verdict('Prefer long, detailed answers', 'I like short answers')).toBe('changes')
  })
  it('a full stop after the user\'s size word is no word of the thing (was live)', () => {
    expect(verdict('Give long answers', 'Keep answers short.')).toBe('changes')
    expect(verdict('Give long, thorough answers', 'Some ground rules: I use pnpm, not npm. Tests go next to the code they test. Keep answers short.')).toBe('changes')
    expect(verdict('Keep answers short', 'Some ground rules: I use pnpm, not npm. Keep answers short.')).toBe('live')
  })
  it('a full stop after the sized noun is no part of it (session 33: was live)', () => {
    expect(verdict('Make one big commit at the end.', 'I want small commits.')).toBe('changes')
    expect(verdict('Keep commits small.', 'I want small commits.')).toBe('live')
  })
  it('the card names both sizes as typed', () => {
    expect(swapsSize('Make one big commit at the end', 'I want small commits with clear messages')).toEqual({ from: ['small'], to: ['big'] })
    expect(swapsSize('Prefer long, detailed answers', 'I like short answers')).toEqual({ from: ['short'], to: ['long', 'detailed'] })
  })
  it('the size said again, or crossed by a verb, is live', () => {
    expect(verdict('Keep commits small with clear messages', 'I want small commits with clear messages')).toBe('live')
    expect(verdict('Avoid big commits; write clear commit messages', 'I want small commits with clear messages')).toBe('live')
    expect(verdict('Split large changes into small commits with clear messages', 'I want small commits with clear messages')).toBe('live')
    expect(verdict('Prefer small PRs', 'small PRs please')).toBe('live')
    expect(verdict('Prefer short answers', 'I like short answers')).toBe('live')
    expect(verdict('Store large files in Git LFS', 'large files go in git lfs')).toBe('live')
    expect(verdict('Prefer small, focused functions', 'write small focused functions')).toBe('live')
  })
})

describe('kept whole where the user had it broken up', () => {
  it('waits as a change (was live)', () => {
    expect(verdict('Keep long functions intact', 'break long functions into smaller ones')).toBe('changes')
    expect(verdict('Keep large PRs intact', 'split large PRs into smaller ones')).toBe('changes')
    expect(verdict('长函数保持原样', '长函数要拆开')).toBe('changes')
  })
  it('a refusal to break said as keeping intact is live', () => {
    expect(verdict('Keep backwards compatibility intact', 'never break backwards compatibility')).toBe('live')
    expect(verdict('Keep git history intact', 'keep the git history intact')).toBe('live')
    expect(verdict('Break up long functions into smaller ones', 'break long functions into smaller ones')).toBe('live')
    expect(verdict('把长函数拆分成小函数', '长函数要拆开')).toBe('live')
  })
})
