// The tab's lines under a guard or reword proposal are sentences of their own, each on its own line:
// in English they began lower-case ("its words name a dangerous action", walk15 left 3 and walk16).
import { expect, test } from 'vitest'
import { guardEn } from '../client/guard-strings.js'

test('the English lines that say where a guard or reword proposal comes from begin with a capital', () => {
  const lines = [...Object.values(guardEn.proposalFrom), guardEn.rewordFrom]
  expect(lines.filter((line) => !/^[A-Z]/.test(line))).toEqual([])
  expect(guardEn.proposalFrom.catalogue).toBe('Its words name a dangerous action')
})
