import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set), session probes23: the user keeps one
// thing slim and puts the weight elsewhere ("views stay dumb, the state lives in the store"); a
// judgment that keeps the weight out of the slim thing goes live, one that puts it there waits.
describe('a thing the user keeps slim', () => {
  it('keeping the weight out of it goes live', () => {
    expect(verdict('Keep state in the store, not the views', 'views stay dumb, state lives in the store')).toBe('live')
    expect(verdict('Put validation in the models, not the routes', 'routes stay thin, validation goes in the models')).toBe('live')
    expect(verdict('Keep helpers in utils, not in main.go', 'main.go should be minimal, helpers go in utils')).toBe('live')
  })

  it('putting the weight in it waits', () => {
    expect(verdict('Keep state in the views, not the store', 'views stay dumb, state lives in the store')).not.toBe('live')
    expect(verdict('Put validation in the routes, not the models', 'routes stay thin, validation goes in the models')).not.toBe('live')
    expect(verdict('Keep helpers in main.go, not in utils', 'main.go should be minimal, helpers go in utils')).not.toBe('live')
  })
})
