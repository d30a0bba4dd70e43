// The verb a restatement puts before the user's own object where the user named no act of their
// own, and "omit X" for the user's "no X" (issue 19, adds22, src/core/relation-verb.ts). Both
// ways: the restatement is live; a verb where the user named another act (read / write, add /
// wrap), or "omit" where the user never said "no", is the judgment's own.
import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { relationVerbFraming } from '../src/core/relation-verb.js'

const live = (judgment: string, user: string) => groundIn(judgment, [{ text: user }]).grounded

describe('a relation verb before the user\'s own object', () => {
  it('restates the user\'s "use" / "include" / "no"', () => {
    expect(live('Guests have no session, so send an empty cookie jar and omit the X-User header', 'guests have no session - use an empty cookie jar and no X-User header')).toBe(true)
    expect(relationVerbFraming('Each pull request covers a single feature', 'include only one feature per pull request')).toContain('e:cover')
    expect(relationVerbFraming('After saving, call refreshCache', '保存之后要 refreshCache')).toContain('e:call')
  })

  it('is a claim where the user named another act, or never said "no"', () => {
    expect(relationVerbFraming('Read the config from the vault', 'write the config to the vault')).toEqual(new Set())
    expect(relationVerbFraming('Don\'t add Arc<Mutex<_>> to the parser', 'dont wrap the parser in arc mutex')).toEqual(new Set())
    expect(relationVerbFraming('Omit the X-User header for guests', 'always send the X-User header, even for guests')).toEqual(new Set())
    expect(live('Omit the X-User header for guests', 'always send the X-User header, even for guests')).toBe(false)
  })
})
