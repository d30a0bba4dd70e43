import Schema from '@deepseek-ai/schemastery'

export interface Config {
  /** How many judgments are kept; the weakest evictable one goes when a new one overflows. @default 20 */
  capacity: number
  /** Days after which an unconfirmed judgment's strength halves. @default 30 */
  halfLifeDays: number
  /** Whether red lines fade like other judgments (they are never evicted automatically). @default false */
  redlinesFade: boolean
  /** Token budget of the whole injected judgments section, framing included. @default 500 */
  tokenBudget: number
  /** System-prompt order of the judgments section (the duty section goes just before it). @default 160 */
  order: number
  /** Maximum characters of one judgment. @default 150 */
  maxChars: number
  /** Maximum characters of a judgment's reason. @default 300 */
  maxReasonChars: number
  /** How many revoked, evicted and overwritten versions are kept for undo. @default 200 */
  historyLimit: number
  /** Extra Host header names (besides loopback) allowed to reach the HTTP API, e.g. a LAN name. @default [] */
  trustedHosts: string[]
  /** Import the earlier JavaScript plugin's `dsh_mirror` domain on first start. @default true */
  migrate: boolean
  /** How long a write waits for another DSH process on the same home before it is refused. @default 10000 */
  lockTimeoutMs: number
  /** Seconds between re-ranks of the section new sessions get (strengths move with time). @default 600 */
  rerankSeconds: number
}

export const Config: Schema<Config> = Schema.object({
  capacity: Schema.natural().min(1).max(10_000).default(20)
    .description('How many judgments are kept; when a new one overflows, the weakest evictable one is evicted (restorable).'),
  halfLifeDays: Schema.number().min(0.5).max(3650).default(30)
    .description('Half-life in days: an unconfirmed judgment\'s strength halves after this long.'),
  redlinesFade: Schema.boolean().default(false)
    .description('Let red lines fade like other judgments. They are never evicted automatically either way.'),
  tokenBudget: Schema.natural().min(100).max(20_000).default(500)
    .description('Token budget of the injected judgments section, framing included (the framing alone is ~50 tokens).'),
  order: Schema.natural().min(100).max(199).default(160)
    .description('System-prompt order of the judgments section (tool guidance uses 100–199).'),
  maxChars: Schema.natural().min(20).max(1000).default(150)
    .description('Maximum characters of one judgment; longer text is refused so the model compresses it.'),
  maxReasonChars: Schema.natural().min(20).max(2000).default(300)
    .description('Maximum characters of the reason attached to a judgment.'),
  historyLimit: Schema.natural().min(0).max(10_000).default(200)
    .description('How many revoked, evicted and overwritten versions are kept for undo.'),
  trustedHosts: Schema.array(Schema.string()).default([])
    .description('Host names besides loopback allowed to reach the memory API (DNS-rebinding guard).'),
  migrate: Schema.boolean().default(true)
    .description('Import the earlier plugin\'s dsh_mirror domain once on first start (it is left untouched).'),
  lockTimeoutMs: Schema.natural().min(100).max(120_000).default(10_000)
    .description('How long a write waits (ms) while another DSH process on the same home writes the memory; after that it is refused and says so, with nothing stored.'),
  rerankSeconds: Schema.natural().min(1).max(86_400).default(600)
    .description('Seconds between re-ranks of the judgments section that new sessions get; a running session keeps the section it started with.'),
})

export class ConfigError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ConfigError'
  }
}

const NUMERIC_FIELDS = ['capacity', 'halfLifeDays', 'tokenBudget', 'order', 'maxChars', 'maxReasonChars', 'historyLimit', 'lockTimeoutMs', 'rerankSeconds'] as const

/**
 * Validate and complete a raw config. schemastery lets NaN through its bounds checks, so finite
 * numbers are enforced here too: a bad value is refused with a message naming the field.
 */
export function resolveConfig(raw: unknown): Config {
  let config: Config
  try {
    config = Config((raw ?? {}) as Config)
  } catch (error) {
    throw new ConfigError(`dsh-user-mirror: invalid config: ${(error as Error).message}`)
  }
  for (const field of NUMERIC_FIELDS) {
    if (!Number.isFinite(config[field])) {
      throw new ConfigError(`dsh-user-mirror: invalid config: ${field} must be a finite number, got ${String(config[field])}`)
    }
  }
  return config
}
