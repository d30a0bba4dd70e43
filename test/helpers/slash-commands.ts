// A test host with the plugin started on a stand-in command registry, and a `slash(line)` that runs
// one slash command line through the handler the plugin registered (`/memory accept 1`,
// `/remember redline: …`). For the suites that drive the plugin's commands without the host's CLI.
import type { Config } from '../../src/config/index.js'
import type { TestHostHandle } from './test-host.js'

type Handler = (input: { rawInput: string; signal: AbortSignal }) => unknown

/** Start the plugin on `host` (made fresh) with `config`; returns the function that runs a slash command line. */
export async function startWithCommands(host: TestHostHandle, config?: Partial<Config>) {
  await host.create()
  const definitions = new Map<string, { handler: Handler }>()
  host.ctx.provide('commands', { register: (def: never) => { definitions.set((def as { name: string }).name, def); return () => {} } })
  await host.startPlugin(config)
  return async (line: string) => {
    const [, name, rawInput] = /^\/(\w+)(.*)$/s.exec(line)!
    return await definitions.get(name!)!.handler({ rawInput: rawInput!, signal: new AbortController().signal }) as { kind: string; text: string }
  }
}
