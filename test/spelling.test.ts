// British and Commonwealth spellings meet the American ones (issue 19, session 9): in the stemmer
// that the matcher, the gate and the lexicon share, and so in a grounding.
import { expect, test } from 'vitest'
import { american } from '../src/core/spelling.js'
import { stem } from '../src/core/stem.js'
import { groundIn } from '../src/core/ground.js'

test('-ise, -our, -yse, -re, -ce, -ue and doubled l read as American', () => {
  const pairs = [['prioritised', 'prioritized'], ['organisation', 'organization'], ['colour', 'color'], ['favouring', 'favoring'], ['analyse', 'analyze'], ['centre', 'center'], ['licence', 'license'], ['catalogue', 'catalog'], ['modelling', 'modeling'], ['serialiser', 'serializer']]
  for (const [gb, us] of pairs) expect(stem(gb!), gb).toBe(stem(us!))
})

test('words that end in -ise in both spellings are left alone', () => {
  for (const w of ['promise', 'exercise', 'otherwise', 'precise', 'concise', 'advertising', 'surprised', 'praise', 'noise', 'expertise', 'enterprise', 'revised']) expect(american(w), w).toBe(w)
})

test('a restatement in the other spelling is the user\'s words', () => {
  expect(groundIn('Serialise the payloads with one shared serialiser', [{ text: 'Serialize the payloads with one shared serializer' }]).grounded).toBe(true)
  expect(groundIn('Favour composition and keep the colour tokens in one file', [{ text: 'Favor composition and keep the color tokens in one file' }]).grounded).toBe(true)
})

test('a product written joined ("nextjs", "vuejs") is the dotted name; "ECMAScript" is JavaScript', async () => {
  const { extractFeatures } = await import('../src/core/topic.js')
  const keys = (t: string) => [...extractFeatures(t).weights.keys()].sort()
  expect(keys('nextjs routing')).toEqual(keys('Next.js routing'))
  expect(keys('vuejs components')).toEqual(keys('Vue.js components'))
  expect(keys('modern ECMAScript')).toEqual(keys('modern JavaScript'))
  expect(keys('objs')).not.toContain('c:javascript')
})
