// A test host with the plugin started on a stand-in command registry, and a `slash(line)` that runs
// one slash command line through the handler the plugin registered (`/memory accept 1`,
// `/remember redline: …`). For the suites that drive the plugin's commands without the host's CLI
// (the real host's registry is in test/e2e/commands.test.ts).
import type { Config } from '../../src/config/index.js'
import type { TestHostHandle } from './test-host.js'

type Handler = (input: { rawInput: string; agent?: unknown; signal: AbortSignal }) => unknown

/** A command as the plugin registered it. */
export interface RegisteredCommand { name: string; recordInput?: boolean; handler: Handler }

/** Runs one slash command line (`agent`: the invoking agent the handler is given); `registered(name)`: the command as registered. */
export type Slash = ((line: string, agent?: unknown) => Promise<{ kind: string; text: string }>) & { registered(name: string): RegisteredCommand | undefined }

export interface StartOptions {
  /** Runs on the fresh host before the plugin starts: the services a suite stands in (settings, llm, approval). */
  before?: () => void | Promise<void>
}

/** Start the plugin on `host` (made fresh) with `config`; returns the function that runs a slash command line. */
export async function startWithCommands(host: TestHostHandle, config?: Partial<Config>, options: StartOptions = {}): Promise<Slash> {
  await host.create()
  const definitions = new Map<string, RegisteredCommand>()
  host.ctx.provide('commands', { register: (def: never) => { definitions.set((def as RegisteredCommand).name, def); return () => {} } })
  await options.before?.()
  await host.startPlugin(config)
  const slash = async (line: string, agent?: unknown) => {
    const [, name, rawInput] = /^\/(\w+)(.*)$/s.exec(line)!
    return await definitions.get(name!)!.handler({ rawInput: rawInput!, ...(agent === undefined ? {} : { agent }), signal: new AbortController().signal }) as { kind: string; text: string }
  }
  return Object.assign(slash, { registered: (name: string) => definitions.get(name) })
}
