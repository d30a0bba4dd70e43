// A contraction of a pronoun or an auxiliary ("they're", "it'll", "can't") is grammar, not content
// the user never said (issue 19, session 9): a restatement that writes one stays live; content it
// adds beside it still waits.
import { expect, test } from 'vitest'
import { addedContent, groundIn } from '../src/core/ground.js'
import { analyseClaim } from '../src/core/slots.js'

const added = (judgment: string, user: string) => {
  const [j, u] = [analyseClaim(judgment), analyseClaim(user)]
  return addedContent(j.features, u.features, j, u).map((a) => a.key)
}

test('"they\'re", "it\'ll", "you\'re" add nothing', () => {
  expect(added('Close the sockets once they\'re idle for a minute', 'Close the sockets when they are idle for a minute')).toEqual([])
  expect(added('Pin the versions so it\'ll build the same everywhere', 'Pin the versions so the build is the same everywhere')).toEqual([])
  expect(groundIn('Close the sockets once they\'re idle for a minute', [{ text: 'Close the sockets when they are idle for a minute' }]).grounded).toBe(true)
})

test('content beside a contraction still counts', () => {
  expect(added('Close the sockets and the database pools once they\'re idle', 'Close the sockets when they are idle')).not.toEqual([])
})
