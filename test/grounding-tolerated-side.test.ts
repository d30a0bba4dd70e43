// Session 39, probes: "tabs are fine, but prefer spaces for new files" then the model's "Prefer spaces over
// tabs in new files" was held as the opposite of the user's words — the allowed value read as chosen, the
// judgment's "over tabs" as its refusal. A value the user allows before preferring another of its class is
// the lesser side of their preference (concession-values.ts toleratedBeforePreferred); the judgment that
// turns it away for the preferred one says what they said. Turning it away outright, or preferring it, does not.
import { describe, expect, it } from 'vitest'
import { analyseClaim } from '../src/core/slots.js'
import { toleratedBeforePreferred } from '../src/core/concession-values.js'
import { verdict } from './helpers/ground-verdict.js'

const TABS = 'tabs are fine, but prefer spaces for new files'
const CALLBACKS = 'callbacks still work but prefer async/await in new code'
const VAR = 'var 也能用，但新代码优先用 const'

describe('a value allowed before another is preferred', () => {
  it('the preference restated with the allowed value turned away is live (was held as opposite)', () => {
    expect(verdict('Prefer spaces over tabs in new files', TABS)).toBe('live')
    expect(verdict('Prefer async/await over callbacks in new code', CALLBACKS)).toBe('live')
    expect(verdict('新代码优先用 const 而不是 var', VAR)).toBe('live')
  })
  it('the preference turned round still waits', () => {
    expect(verdict('Prefer tabs over spaces for new files', TABS)).not.toBe('live')
    expect(verdict('Prefer callbacks over async/await in new code', CALLBACKS)).not.toBe('live')
    expect(verdict('新代码优先用 var 而不是 const', VAR)).not.toBe('live')
  })
  it('the allowed value refused outright is not the lesser side of a preference', () => {
    expect(verdict('Never use tabs', TABS)).not.toBe('live')
  })
  it('reads the tolerated value only when a preferred one of its class follows it', () => {
    expect([...toleratedBeforePreferred(analyseClaim(TABS))].map((v) => v.value)).toEqual(['tabs'])
    expect([...toleratedBeforePreferred(analyseClaim('prefer spaces, tabs are fine too'))]).toEqual([])
    expect([...toleratedBeforePreferred(analyseClaim('tabs are fine'))]).toEqual([])
  })
})
