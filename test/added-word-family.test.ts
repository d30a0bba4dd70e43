// A word of the same family as one of the user's is not content they never said (issue 19,
// ground4): "creating" for "creation", "simpler" for "simple". A value word is not taken for
// another of its family: "production" is not "product". Constructed cases.
import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

describe('a word of the family of the user\'s', () => {
  it('is said', () => {
    expect(verdict('Right after creating a webhook, verify it with hookctl verify', 'Verify webhooks immediately after creation: hookctl verify')).toBe('live')
  })

  it('(guard) a value word is not taken for another of its family', () => {
    expect(verdict('Tag every production image with the commit hash', 'Tag every product image with the commit hash')).not.toBe('live')
  })
})
