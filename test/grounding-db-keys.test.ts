// Session 38, probes of chat words: "Add an index for every primary key in SQL migrations" after "when u
// write sql migrations always add an index for foreign keys" went live — a sibling of the user's kind of
// key, in ordinary words (sibling-values.ts db-key). A general English modifier swap ("X key" for "Y
// keys") was tried and left out: paraphrases swap modifiers all the time.
import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

const FK = 'when u write sql migrations always add an index for foreign keys, postgres doesnt do it automatically'

describe('a kind of database key', () => {
  it('another kind waits, in either language (was live)', () => {
    expect(verdict('Add an index for every primary key in SQL migrations', FK)).not.toBe('live')
    expect(verdict('SQL 迁移里给每个主键加索引', FK)).not.toBe('live')
    expect(verdict('Add a unique constraint for every foreign key in SQL migrations', 'always add an index for primary keys')).not.toBe('live')
  })
  it('the same kind restated is live', () => {
    expect(verdict('Add an index for every foreign key in SQL migrations', FK)).toBe('live')
    expect(verdict('SQL 迁移里给每个外键加索引', FK)).toBe('live')
  })
})
