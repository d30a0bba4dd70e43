// Credentials never enter memory: a judgment is sent with every request to the provider and kept in
// a plain JSON file. Detection is by well-known shapes (provider key prefixes, private-key blocks,
// JWTs, `password=`-style pairs) plus long high-entropy tokens. A finding names WHAT was found and
// never carries the secret itself, so an error built from it can be shown, logged and returned.

import { JudgmentInputError } from './normalize.js'

export interface SecretFinding {
  /** Stable identifier of the shape, e.g. `github-token`. */
  kind: string
  /** What a person reads, e.g. `a GitHub token (ghp_…)`: never any part of the secret beyond its public prefix. */
  label: string
  /** Where the match starts in the scanned text (for redaction), and how long it is. */
  index: number
  length: number
}

interface Shape {
  kind: string
  label: string
  pattern: RegExp
  /** Extra check on the match (placeholders and examples are not secrets). */
  accept?: (match: RegExpExecArray) => boolean
}

// A value in a `key=value` pair that only names or hides a secret: `<token>`, `***`, `xxx`,
// `${TOKEN}`, `$TOKEN`, `process.env.X`, `os.environ[...]`, `{{secret}}`, `...`, `changeme`.
const PLACEHOLDER = /^(?:<[^>]*>|\[[^\]]*\]|\{\{?[^}]*\}?\}|\$\{[^}]*\}|\$[A-Z_][A-Z0-9_]*|%[A-Z_]+%|(?:process\.env|os\.environ|env)\b.*|[*x.•…_-]+|x{3,}.*|(?:your|my|the)[-_ ]?\w*(?:password|passwd|passphrase|token|secret|key|pwd)|changeme|example\w*|placeholder|redacted|none|null|undefined|true|false|empty|secret|password|token|\*+)$/i

/** A type, a schema or code after `name:`: `String`, `SecretStr`, `Option<String>`, `z.string().min(8)`, `str`. */
const TYPE_OR_CODE = /^(?:[A-Z][A-Za-z]*(?:<[^>]*>?)?(?:\[\])?\??|[A-Za-z_$][\w$]*(?:\.[\w$]+)*\(.*|[a-z]+(?:<[^>]*>?)?(?:\[\])?\??)$/
/** Words joined by hyphens, with no digit: `Lattice-based`, `hash-based`. */
const HYPHENATED_WORDS = /^[A-Za-z]+(?:-[A-Za-z]+)+$/

/** Characters a pair's value ends at: whitespace, quotes, common punctuation in prose (both widths). */
const PAIR_VALUE = String.raw`["'\x60]?([^\s"'\x60,;，。；、)）]+)`

const SHAPES: Shape[] = [
  { kind: 'private-key', label: 'a private key block (-----BEGIN … PRIVATE KEY-----)', pattern: /-----BEGIN[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----/g },
  { kind: 'anthropic-key', label: 'an Anthropic API key (sk-ant-…)', pattern: /\bsk-ant-[A-Za-z0-9_-]{20,}/g },
  { kind: 'openai-key', label: 'an API key of the sk-… shape (OpenAI, DeepSeek and others)', pattern: /\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}/g },
  { kind: 'stripe-key', label: 'a Stripe key (sk_live_…/rk_…)', pattern: /\b(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{16,}/g },
  { kind: 'github-token', label: 'a GitHub token (ghp_…/gho_…/ghs_…/ghu_…/ghr_…)', pattern: /\bgh[pousr]_[A-Za-z0-9]{30,}/g },
  { kind: 'github-pat', label: 'a GitHub fine-grained token (github_pat_…)', pattern: /\bgithub_pat_[A-Za-z0-9_]{22,}/g },
  { kind: 'gitlab-token', label: 'a GitLab token (glpat-…)', pattern: /\bglpat-[A-Za-z0-9_-]{20,}/g },
  { kind: 'aws-access-key', label: 'an AWS access key id (AKIA…/ASIA…)', pattern: /\b(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA)[0-9A-Z]{16}\b/g },
  { kind: 'google-api-key', label: 'a Google API key (AIza…)', pattern: /\bAIza[0-9A-Za-z_-]{35}/g },
  { kind: 'slack-token', label: 'a Slack token (xox…-)', pattern: /\bxox[abposr]-[A-Za-z0-9-]{10,}/g },
  { kind: 'slack-webhook', label: 'a Slack webhook URL', pattern: /hooks\.slack\.com\/services\/T[A-Za-z0-9]+\/B[A-Za-z0-9]+\/[A-Za-z0-9]+/g },
  { kind: 'npm-token', label: 'an npm token (npm_…)', pattern: /\bnpm_[A-Za-z0-9]{36}\b/g },
  { kind: 'huggingface-token', label: 'a Hugging Face token (hf_…)', pattern: /\bhf_[A-Za-z0-9]{30,}/g },
  { kind: 'jwt', label: 'a JSON Web Token (eyJ….eyJ….…)', pattern: /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g },
  { kind: 'bearer-token', label: 'a bearer token (Authorization: Bearer …)', pattern: /\bBearer\s+([A-Za-z0-9._~+/-]{20,}=*)/g },
  {
    kind: 'url-credentials',
    label: 'a URL with a user name and password (scheme://user:password@host)',
    // The user name may be empty: redis://:password@host.
    pattern: /\b[a-z][a-z0-9+.-]*:\/\/[^\s/:@]*:([^\s/@]+)@[^\s/]+/gi,
    accept: (m) => !PLACEHOLDER.test(m[1]!),
  },
  {
    kind: 'password-pair',
    label: 'a password, token or secret written as a key=value pair',
    // password=…, api_key: …, "client_secret": "…", 密码：…, 令牌=… (a value, not a placeholder).
    pattern: new RegExp(String.raw`(?:(?<![A-Za-z0-9])(?:[A-Za-z0-9]+[_-])*(?:password|passwd|passphrase|pwd|secret|client[_-]?secret|api[_-]?key|apikey|access[_-]?key|secret[_-]?key|private[_-]?key|auth[_-]?token|access[_-]?token|refresh[_-]?token|token)(?![A-Za-z0-9])|密码|口令|令牌|密钥|秘钥)["'\x60]?\s*(?:=|:|：|=>)\s*${PAIR_VALUE}`, 'gi'),
    accept: (m) => {
      const value = m[1]!
      // A phrase in Chinese after 密码： is prose, not a password.
      if (!(value.length >= 6 && !PLACEHOLDER.test(value) && !/[\u3400-\u9fff]/.test(value) && /[0-9]|[^\x00-\x7f]|[A-Z].*[a-z]|[a-z].*[A-Z]|[^A-Za-z]/.test(value) && !/^[a-z]+$/.test(value))) return false
      const separator = /(=>|=|:|：)\s*["'\x60]?[^=:：]*$/.exec(m[0])?.[1]
      // `password: String`, `token: Option<String>`, `Password: z.string().min(8)`: a declaration.
      if ((separator === ':' || separator === '：') && TYPE_OR_CODE.test(value)) return false
      // 后量子密码：Lattice-based, … — 密码 is also "cipher"; a hyphenated word is a term, not a password.
      return !(/密码|口令/.test(m[0]) && HYPHENATED_WORDS.test(value))
    },
  },
  {
    kind: 'password-prose',
    label: 'a password, token or key stated in words (my password is …, 密码是 …)',
    // "my password is Tr0ub4dor&3", "the password \"S3cure-Pass!\"", "with password Adm1nPass",
    // "测试库的密码是 Abc12345", "数据库密码为 …", "用户名 admin，密码 Admin@123".
    pattern: new RegExp(String.raw`(?:(?<![A-Za-z0-9_])(?:password|passwd|passphrase|passcode|pwd|api[\s_-]?key|secret[\s_-]?key|access[\s_-]?key|auth[\s_-]?token|access[\s_-]?token|token|secret)(?![A-Za-z0-9_])(?:\s+(?:is|was|equals|will\s+be|should\s+be)\s+|\s+(?=["'\x60])|\s+(?=[^\s"'\x60]*[0-9])(?=[^\s"'\x60]*[A-Za-z]))|(?:密码|口令|令牌|密钥|秘钥)\s*(?:是|为|就是|设为|设置为|改为|改成)\s*|(?:密码|口令|令牌|密钥|秘钥)\s+(?=[^\s"'\x60]*[0-9])(?=[^\s"'\x60]*[A-Za-z]))${PAIR_VALUE}`, 'gi'),
    accept: (m) => {
      const value = m[1]!
      // Prose says "the password is hashed", "the token is expired": a credential has a digit or a symbol.
      return value.length >= 6 && !PLACEHOLDER.test(value) && !/[\u3400-\u9fff]/.test(value) && /[^A-Za-z]/.test(value) && !HYPHENATED_WORDS.test(value) && !TYPE_OR_CODE.test(value) && !/^(?:https?:\/\/|\/|\.\/|~\/)/.test(value)
    },
  },
  {
    kind: 'login-pair',
    label: 'a user name and password written together (admin/Pa55w0rd, root:…)',
    // "admin `admin/Pa55w0rd`", "log in as root:Tr0ub4dor&3", "账号 admin/Admin@123": after a word of
    // logging in, a name and a password joined by / or :.
    pattern: /(?<![A-Za-z0-9])(admin|administrator|root|login|log\s+in|sign\s+in|user(?:name)?|account|credentials?|账号|帐号|用户名|账户|登录)(?![A-Za-z0-9])(?:\s*[:：=]\s*|[^\n/:]{0,12}?)["'\x60]?([A-Za-z0-9_.@-]{2,40})?[/:]([^\s"'\x60/:，。；、,;)）]{6,64})/gi,
    accept: (m) => {
      // Without a name of its own, only a login name is one ("admin/Pa55w0rd"); "user/Project1" is a path.
      if (!m[2] && !/^(?:admin|administrator|root)$/i.test(m[1]!)) return false
      const value = m[3]!
      // A password mixes cases or symbols with digits (Pa55w0rd, Admin@123); a path or a version (src2024, v1beta2) does not.
      return !PLACEHOLDER.test(value) && /[0-9]/.test(value) && /[A-Za-z]/.test(value) && /[A-Z]|[^A-Za-z0-9]/.test(value) && !/[\u3400-\u9fff]/.test(value) && !TYPE_OR_CODE.test(value)
    },
  },
]

/** Shannon entropy in bits per character. */
export function entropyOf(text: string): number {
  const counts = new Map<string, number>()
  for (const c of text) counts.set(c, (counts.get(c) ?? 0) + 1)
  let bits = 0
  for (const n of counts.values()) {
    const p = n / text.length
    bits -= p * Math.log2(p)
  }
  return bits
}

/** At least this long and this random, with letters of both cases and digits: a key without a known prefix. */
export const HIGH_ENTROPY_MIN_LENGTH = 32
export const HIGH_ENTROPY_MIN_BITS = 4.2

const TOKEN = /[A-Za-z0-9+/_=-]{32,}/g
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function looksRandom(token: string) {
  // Hashes (hex) and UUIDs are named in prose (commits, ids) and are not credentials.
  if (/^[0-9a-f]+$/i.test(token) || UUID.test(token)) return false
  // Paths and identifiers: mostly words joined by separators.
  if (/^[A-Za-z]+(?:[_/-][A-Za-z]+)+$/.test(token)) return false
  if (!/[a-z]/.test(token) || !/[A-Z]/.test(token) || !/[0-9]/.test(token)) return false
  return entropyOf(token) >= HIGH_ENTROPY_MIN_BITS
}

/** Every credential-shaped thing in `text`, in order, without overlaps (the first, most specific shape wins). */
export function findSecrets(text: string): SecretFinding[] {
  const found: SecretFinding[] = []
  const overlaps = (index: number, length: number) => found.some((f) => index < f.index + f.length && f.index < index + length)
  for (const shape of SHAPES) {
    shape.pattern.lastIndex = 0
    for (let m = shape.pattern.exec(text); m; m = shape.pattern.exec(text)) {
      if (shape.accept && !shape.accept(m)) continue
      if (!overlaps(m.index, m[0].length)) found.push({ kind: shape.kind, label: shape.label, index: m.index, length: m[0].length })
    }
  }
  TOKEN.lastIndex = 0
  for (let m = TOKEN.exec(text); m; m = TOKEN.exec(text)) {
    const token = m[0].replace(/^[/=_-]+|[/=_-]+$/g, '')
    if (token.length >= HIGH_ENTROPY_MIN_LENGTH && looksRandom(token) && !overlaps(m.index, m[0].length)) {
      found.push({ kind: 'high-entropy', label: `a long random-looking string (${token.length} characters, likely a key or token)`, index: m.index, length: m[0].length })
    }
  }
  return found.sort((a, b) => a.index - b.index)
}

/** A user exclusion pattern (config `exclude`), compiled. */
export interface Exclusion {
  /** 1-based position in the settings list, which is how the error names it. */
  position: number
  pattern: RegExp
}

/** Compile the user's exclusion patterns; throws naming the first bad one. */
export function compileExclusions(sources: readonly string[]): Exclusion[] {
  return sources.map((source, i) => {
    try {
      return { position: i + 1, pattern: new RegExp(source, 'iu') }
    } catch (error) {
      throw new Error(`exclude[${i}] is not a valid regular expression: ${(error as Error).message}`)
    }
  })
}

export function findExclusions(text: string, exclusions: readonly Exclusion[]): SecretFinding[] {
  const found: SecretFinding[] = []
  for (const { position, pattern } of exclusions) {
    const m = pattern.exec(text)
    if (m) found.push({ kind: 'exclusion', label: `text matching your exclusion pattern #${position} (settings: exclude)`, index: m.index, length: m[0].length })
  }
  return found
}

/** Refused because it carries a credential or an excluded term; the message never contains it. */
export class SecretRefusedError extends JudgmentInputError {
  constructor(readonly findings: readonly SecretFinding[], where: string) {
    const labels = [...new Set(findings.map((f) => f.label))]
    super(`${where} carries ${labels.join(' and ')}. Nothing was stored: memory never keeps credentials (it is sent with every request and kept in a plain file). State the judgment without it.`)
  }
}

/** Throws {@link SecretRefusedError} when any of the named fields carries a credential or excluded term. */
export function assertNoSecrets(fields: Record<string, string | undefined>, exclusions: readonly Exclusion[] = []) {
  for (const [name, value] of Object.entries(fields)) {
    if (!value) continue
    const findings = [...findSecrets(value), ...findExclusions(value, exclusions)]
    if (findings.length) throw new SecretRefusedError(findings, name)
  }
}

/** `text` with every finding replaced by `[redacted: <kind>]` (for quotes of the user's words). */
export function redactSecrets(text: string, exclusions: readonly Exclusion[] = []): string {
  const findings = [...findSecrets(text), ...findExclusions(text, exclusions)].sort((a, b) => b.index - a.index)
  let out = text
  let lastStart = Infinity
  for (const f of findings) {
    if (f.index + f.length > lastStart) continue
    out = `${out.slice(0, f.index)}[redacted: ${f.kind}]${out.slice(f.index + f.length)}`
    lastStart = f.index
  }
  return out
}
