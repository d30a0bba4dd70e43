// Readings of one text asked for again within one grounding (issue 19, session 29). A model write is
// read against up to 50 of the user's messages, each up to 4,000 characters, and the readers of
// ground-beyond.ts each ask for the features and the normal form of the same message and clauses:
// in a conversation with pasted code that was thousands of readings of a few hundred texts. Inside
// `withReadings` a reading is made once per text; outside it (the matcher, the per-turn path) nothing
// is kept. The scope ends with the call, so no memory outlives one write. Synchronous code only.

let scope: Map<object, Map<string, unknown>> | undefined

/** Run `read` with one reading per text and reader kept until it returns (nested calls share it). */
export function withReadings<T>(read: () => T): T {
  if (scope) return read()
  scope = new Map()
  try {
    return read()
  } finally {
    scope = undefined
  }
}

/** `reader(text)`, made once per text inside `withReadings`. The result is shared: never change it. */
export function readOnce<T>(reader: (text: string) => T, text: string): T {
  if (!scope) return reader(text)
  let table = scope.get(reader) as Map<string, T> | undefined
  if (!table) scope.set(reader, (table = new Map()))
  const known = table.get(text)
  if (known !== undefined || table.has(text)) return known as T
  const read = reader(text)
  table.set(text, read)
  return read
}
