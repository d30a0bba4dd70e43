import Schema from '@deepseek-ai/schemastery'
import { compileExclusions } from '../core/secrets.js'

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
  /**
   * Who confirms what the model writes to memory. `grounded`: a write backed by the user's own
   * words in this session takes effect, anything else waits for the user's OK; `always`: every
   * model write waits; `never`: every write takes effect (a planted instruction in a page or file
   * the model reads can then write to every future prompt). @default 'grounded'
   */
  confirm: 'grounded' | 'always' | 'never'
  /**
   * With `confirm: grounded`, the user's own model also reads each model write against the user's
   * own messages (one short call, in a separate request that sees only those messages and the
   * sentence): it can hold a write the words-level check would let through, or let through one the
   * words found close but adding words, when it shows the user's words that say it. @default true
   */
  modelReading: boolean
  /** Regular expressions (case-insensitive) a judgment may never match, e.g. client or project names. @default [] */
  exclude: string[]
  /** How long a write waits for another DSH process on the same home before it is refused. @default 10000 */
  lockTimeoutMs: number
  /** Seconds between re-ranks of the section new sessions get (strengths move with time). @default 600 */
  rerankSeconds: number
  /**
   * What a tool call that crosses a guarded red line gets, for guards without a setting of their
   * own: `ask` the person (refused, naming the red line, where no one can answer: headless, cron),
   * `deny`, `warn` (it runs, is recorded and the model told) or `off`. @default 'ask'
   */
  guardMode: 'ask' | 'deny' | 'warn' | 'off'
  /** Distill: how past sessions are read and how the user's model is called for them. */
  distill: DistillConfig
}

export interface DistillConfig {
  /** Provider route for distill requests; set together with `model`, else the host's default model is used. */
  provider?: string
  /** Model for distill requests; set together with `provider`. */
  model?: string
  /** Bytes of one request's framed input (the user's messages of a batch). @default 48000 */
  maxInputBytes: number
  /** Output token cap of one request. @default 2000 */
  maxOutputTokens: number
  /** Timeout of one request, in ms. @default 120000 */
  timeoutMs: number
  /** Characters of the assistant's reply sent before each user message, as context. @default 120 */
  contextChars: number
  /** The assistant context in one request is at most this share of the user's own text in it. @default 0.1 */
  contextShare: number
  /** A longer user message is cut to this many characters. @default 1500 */
  maxTurnChars: number
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
  confirm: Schema.union(['grounded', 'always', 'never'] as const).default('grounded')
    .description('Who confirms what the model remembers or forgets. grounded: takes effect when the user\'s own words in this session back it, otherwise waits for the user\'s OK in the Memory tab. always: everything waits for the OK. never: the model writes freely (risky: a planted instruction in a page or file it reads can reach every future prompt).'),
  modelReading: Schema.boolean().default(true)
    .description('With confirm: grounded, your own model also reads what the model wants to remember against your own messages (one short request per write, which sees only your messages and that sentence). It can hold a write the word check would let through, or let one through that the word check found close to your words, when it shows your words that say it. Off: the word check decides alone.'),
  exclude: Schema.array(Schema.string()).default([])
    .description('Regular expressions (case-insensitive) no remembered text may match, e.g. client or project names. A match is refused like a credential.'),
  lockTimeoutMs: Schema.natural().min(100).max(120_000).default(10_000)
    .description('How long a write waits (ms) while another DSH process on the same home writes the memory; after that it is refused and says so, with nothing stored.'),
  rerankSeconds: Schema.natural().min(1).max(86_400).default(600)
    .description('Seconds between re-ranks of the judgments section that new sessions get; a running session keeps the section it started with.'),
  guardMode: Schema.union(['ask', 'deny', 'warn', 'off'] as const).default('ask')
    .description('Guarded red lines (guards you accepted in the Memory tab), for guards without their own setting. ask: the host asks you before such a tool call runs; where no one can answer (headless, cron) the call is refused, naming the red line. deny: always refused. warn: it runs, and the occasion is recorded and the model told. off: guards sleep.'),
  distill: Schema.object({
    provider: Schema.string().description('Provider route for distill requests (set together with model); empty: the host\'s default model.'),
    model: Schema.string().description('Model for distill requests (set together with provider).'),
    maxInputBytes: Schema.natural().min(500).max(1_000_000).default(48_000)
      .description('Bytes of one distill request\'s input (the batch of your messages); checked before anything is sent.'),
    maxOutputTokens: Schema.natural().min(100).max(32_000).default(2000)
      .description('Output token cap of one distill request.'),
    timeoutMs: Schema.natural().min(1000).max(600_000).default(120_000)
      .description('Timeout of one distill request, in ms.'),
    contextChars: Schema.natural().min(0).max(1000).default(120)
      .description('Characters of the assistant reply sent before each of your messages, as context (0: none).'),
    contextShare: Schema.number().min(0).max(10).default(0.1)
      .description('The assistant context sent in one request is at most this share of your own text in it (0.1 = 10%); context beyond that is left out.'),
    maxTurnChars: Schema.natural().min(50).max(20_000).default(1500)
      .description('A longer message of yours is cut to this many characters before it is sent.'),
  }).default({} as DistillConfig)
    .description('Distill: propose judgments from your past sessions with your own model.'),
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
  try {
    compileExclusions(config.exclude)
  } catch (error) {
    throw new ConfigError(`dsh-user-mirror: invalid config: ${(error as Error).message}`)
  }
  if ((config.distill.provider === undefined) !== (config.distill.model === undefined) || config.distill.provider === '' || config.distill.model === '') {
    throw new ConfigError('dsh-user-mirror: invalid config: distill.provider and distill.model must be set together (or neither, for the host\'s default model)')
  }
  if (config.distill.maxTurnChars * 4 + 200 > config.distill.maxInputBytes) {
    throw new ConfigError(`dsh-user-mirror: invalid config: distill.maxTurnChars (${config.distill.maxTurnChars}) must fit in distill.maxInputBytes (${config.distill.maxInputBytes}) at 4 bytes a character`)
  }
  return config
}
