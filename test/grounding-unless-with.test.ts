// "Don't A unless B" restates "never A without B" (unless-with.ts).
import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

describe('"don\'t A unless B" and "never A without B"', () => {
  it('read as one rule', () => {
    expect(verdict('Don\'t rename a public function unless you update every caller', 'Never rename a public function without updating every caller')).toBe('live')
    expect(verdict('Do not drop a database column unless you have backed up its data', 'Never drop a database column without backing up its data first')).toBe('live')
  })
  it('a dropped condition, a waiver or another condition stays held', () => {
    expect(verdict('Rename a public function without updating its callers', 'Never rename a public function without updating every caller')).not.toBe('live')
    expect(verdict('Rename public functions freely', 'Never rename a public function without updating every caller')).not.toBe('live')
    expect(verdict('Don\'t write tests unless asked', 'Always write tests with vitest')).not.toBe('live')
  })
})

describe('a "never A without B unless C" of the user', () => {
  it('stays held when the judgment refuses A with B unless C', () => {
    expect(verdict('Do not open a file handle with a context manager unless the handle must outlive the function', 'Do not open a file handle without a context manager unless the handle must outlive the function.')).not.toBe('live')
  })
})
