// An in-memory stand-in for an open storage domain, for timing the store's own work (match and
// write decision) without the JSON file write that the storage backend adds to every put.

interface Table {
  get(key: string): unknown
  entries(): IterableIterator<[string, unknown]>
  keys(): IterableIterator<string>
  readonly size: number
  put(key: string, value: unknown): Promise<void>
  delete(key: string): Promise<void>
}

export function memoryDomain(tables: Record<string, Map<string, unknown>>) {
  let global: unknown = {}
  const table = (name: string): Table => {
    const map = tables[name] ??= new Map()
    return {
      get: (key) => map.get(key),
      entries: () => map.entries(),
      keys: () => map.keys(),
      get size() {
        return map.size
      },
      put: async (key, value) => void map.set(key, value),
      delete: async (key) => void map.delete(key),
    }
  }
  return {
    table,
    global: { get: () => global, set: async (value: unknown) => void (global = value) },
    close: async () => {},
  }
}
