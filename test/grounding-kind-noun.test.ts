// The noun a restatement puts after the user's own word to say what kind of thing it names
// (issue 19, adds22, src/core/kind-noun.ts). Both ways: "the commitlint package" for the user's
// commitlint is live; a kind noun after a word the user never wrote, after a verb, or where the
// user's own phrase named another kind, still counts.
import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { kindNounFraming } from '../src/core/kind-noun.js'

const live = (judgment: string, user: string) => groundIn(judgment, [{ text: user }]).grounded

describe('a kind noun after the user\'s own word', () => {
  it('restates what the user\'s word names', () => {
    expect(live('Lint commits with the commitlint package', 'use commitlint to lint commits')).toBe(true)
    expect(live('Read store state through getter properties in templates', 'in templates use getter, never read store state directly')).toBe(true)
    expect(kindNounFraming('Keep @Input fields at the top', 'keep the @Input stuff at the top')).toContain('c:field')
  })

  it('after a part of the user\'s dotted name, or after a kind noun of theirs', () => {
    expect(live('Read search params through useRoute(), never from window.location.search', 'use useRoute(), never read window.location.search directly')).toBe(true)
    expect(kindNounFraming('Add types to every method signature', 'every method gets typed params and a return type').size).toBeGreaterThan(0)
  })

  it('is the judgment\'s own word after an unsaid word, after a verb, or where the user named another kind', () => {
    expect(live('Start Ruby files with the frozen_string_literal comment', 'add the frozen_string_literal comment at the top')).toBe(false)
    expect(kindNounFraming('Don\'t delete files outside the repo', 'don\'t delete rows outside the repo')).toEqual(new Set())
    expect(kindNounFraming('Keep @Input fields at the top', 'keep the @Input methods at the top')).toEqual(new Set())
  })
})
