// Until issue-12's `/memory` table is merged in, distill gets its own command through the host's
// `commands` service: `/memory-distill [since YYYY-MM-DD] [max N] | status | stop`. When `/memory`
// lands, drop this file's registration and add DISTILL_SUBCOMMAND to the table (see notes/issue-9.md).
import type { Context } from '@deepseek-ai/cordis'
import type { DistillWiring } from '../model/wire.js'
import { runDistillCommand, type CommandResult, type Lang } from './distill.js'

interface CommandRegistryLike {
  register(definition: {
    name: string
    description: string
    input?: { hint: string }
    handler: (invocation: { rawInput: string; signal: AbortSignal }) => Promise<CommandResult>
  }): () => void
}

const langOf = (input: string): Lang => /[\u3400-\u9fff]/.test(input) || /^zh/i.test(process.env.LANG ?? '') ? 'zh' : 'en'

export function registerDistillCommand(ctx: Context, distill: DistillWiring) {
  ctx.inject(['commands'], (inner) => void inner.effect(() => (inner as unknown as { commands: CommandRegistryLike }).commands.register({
    name: 'memory-distill',
    description: 'Distill judgments from your past sessions into proposals (从过往会话中提炼)',
    input: { hint: '[since YYYY-MM-DD] [max N] [here] | status | stop' },
    handler: async ({ rawInput }) => {
      const result = await runDistillCommand(distill, rawInput, langOf(rawInput), process.cwd())
      // The answers name `/memory distill`; under this interim name they name this one.
      return result.text === undefined ? result : { ...result, text: result.text.replace(/\/memory distill/g, '/memory-distill') } as CommandResult
    },
  }), 'dsh-user-mirror: distill command'))
}
