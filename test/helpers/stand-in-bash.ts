// A `bash` tool that runs nothing and records each command it was asked to run: what the guard tests
// register on the real tools service, so the host's `tools/pre-execute` gate sees a shell call.
import { defineTool } from '@deepseek-ai/dsh-tools'

/** Registers the stand-in on `ctx.tools`; the returned list fills with the commands that ran. */
export function registerStandInBash(ctx: { tools: { register(d: unknown): () => void } }): string[] {
  const ran: string[] = []
  ctx.tools.register(defineTool({
    name: 'bash',
    description: 'stand-in for the shell tool',
    parameters: { command: { type: 'string', required: true }, description: { type: 'string' } },
    output: { schema: { type: 'string' }, render: (_args, value) => [{ type: 'text', text: value }] },
    async execute(args) {
      ran.push(args.command)
      return `ran ${args.command}`
    },
  }))
  return ran
}
