// The scripted model as a test file's fixture (test/helpers/fake-model.ts is the model itself, free
// of vitest so the benches can use it too): `const model = useFakeModel()` at the file's top level,
// started in beforeAll and closed in afterAll. Also `late`, the top-level handle of anything a file
// makes in beforeAll (useMemoryHost's host and Chromium).
import { afterAll, beforeAll } from 'vitest'
import { startFakeModel, type FakeModel } from './fake-model.js'

/**
 * A value made in `beforeAll` that a test file can name at its top level: every property read or
 * write goes to the current value, and a use before it exists throws with `what` in the message.
 */
export function late<T extends object>(what: string, current: () => T | undefined): T {
  const target = () => {
    const value = current()
    if (!value) throw new Error(`${what} is made in beforeAll and is not there yet (or any more)`)
    return value
  }
  return new Proxy({} as T, {
    get(_, key) {
      const value = target()
      const member = Reflect.get(value, key, value) as unknown
      return typeof member === 'function' ? (member as (...args: unknown[]) => unknown).bind(value) : member
    },
    set(_, key, value) { return Reflect.set(target(), key, value) },
  })
}

/**
 * The scripted model of a test file: started in `beforeAll`, closed in `afterAll`, usable at the
 * file's top level (`const model = useFakeModel()`; `model.script(...)` in a test).
 */
export function useFakeModel(): FakeModel {
  let model: FakeModel | undefined
  beforeAll(async () => { model = await startFakeModel() })
  afterAll(async () => {
    await model?.close()
    model = undefined
  })
  return late('the scripted model', () => model)
}
