// Reading words: quotes, escapes, `$'…'`, the expansions inside a word (`$x`, `${…}`, `$((…))`,
// and the substitutions `$(…)` and backticks, whose scripts the parser reads), redirections and
// heredoc bodies.

import { append, BudgetExceeded, ShellSyntaxError, type Budget, type Command, type Script, type Word } from './syntax.js'

export const META = new Set([' ', '\t', '\n', ';', '&', '|', '(', ')', '<', '>'])

export interface PendingHeredoc {
  command: Command
  delimiter: string
  stripTabs: boolean
  quoted: boolean
}

export abstract class WordReader {
  protected pos = 0
  /** Heredocs whose bodies start after the current line. */
  protected pending: PendingHeredoc[] = []

  constructor(protected readonly src: string, protected readonly budget: Budget, protected readonly depth: number) {}

  /** Read the script of `$(…)`, `<(…)` or `>(…)` at the cursor, up to the matching `)`. */
  protected abstract parseNested(script: Script): void
  /** Read a separate shell text (a backtick string) one level deeper. */
  protected abstract parseText(text: string): Script
  /** A reader of another text one level deeper (a heredoc body). */
  protected abstract readerOf(text: string): WordReader

  protected tick() {
    if (++this.budget.steps % 512 === 0 && performance.now() > this.budget.deadline) throw new BudgetExceeded('over the time budget')
  }

  protected peek(n = 0) {
    return this.src[this.pos + n]
  }

  /** Skip blanks, line continuations and comments; newlines are tokens and stay. */
  protected skipBlanks() {
    for (;;) {
      const c = this.peek()
      if (c === ' ' || c === '\t' || c === '\r') this.pos++
      else if (c === '\\' && this.peek(1) === '\n') this.pos += 2
      else if (c === '#') while (this.pos < this.src.length && this.peek() !== '\n') this.pos++
      else return
    }
  }

  protected atWord(word: string) {
    return this.src.startsWith(word, this.pos) && (this.pos + word.length >= this.src.length || META.has(this.src[this.pos + word.length]!))
  }

  /** Read a word starting here, or return null when none starts here. */
  protected readWord(): Word | null {
    const word: Word = { value: '', dynamic: false, quoted: false, subs: [] }
    const start = this.pos
    if ((this.peek() === '<' || this.peek() === '>') && this.peek(1) === '(') {
      this.pos += 2
      const script: Script = { commands: [] }
      this.parseNested(script)
      word.proc = script
      word.dynamic = true
      word.value = this.src.slice(start, this.pos)
      return word
    }
    while (this.pos < this.src.length) {
      this.tick()
      const c = this.src[this.pos]!
      if (META.has(c) || c === '\r') break
      if (c === '\\') {
        if (this.peek(1) === '\n') {
          this.pos += 2
          continue
        }
        word.value += this.peek(1) ?? ''
        word.quoted = true
        this.pos += 2
      } else if (c === '\'') {
        const end = this.src.indexOf('\'', this.pos + 1)
        if (end < 0) throw new ShellSyntaxError('unterminated single quote')
        word.value += this.src.slice(this.pos + 1, end)
        word.quoted = true
        this.pos = end + 1
      } else if (c === '$' && this.peek(1) === '\'') {
        word.value += this.readAnsiC()
        word.quoted = true
      } else if (c === '"') {
        this.pos++
        const read = this.readDoubleQuoted('"')
        word.value += read.value
        word.dynamic ||= read.dynamic
        append(word.subs, read.subs)
        word.quoted = true
      } else if (c === '$' || c === '`') {
        const read = this.readExpansion()
        word.value += read.raw
        if (read.dynamic) word.dynamic = true
        if (read.script) word.subs.push(read.script)
      } else if ('!@*+?'.includes(c) && this.peek(1) === '(') {
        // An extended glob (`!(keep)`, `@(a|b)`): a pattern, read to its `)`.
        const close = this.src.indexOf(')', this.pos)
        if (close < 0) throw new ShellSyntaxError('unterminated extended glob')
        word.value += this.src.slice(this.pos, close + 1)
        this.pos = close + 1
      } else {
        word.value += c
        this.pos++
      }
    }
    return this.pos > start ? word : null
  }

  protected readAnsiC(): string {
    this.pos += 2
    let out = ''
    const escapes: Record<string, string> = { n: '\n', t: '\t', r: '\r', '\\': '\\', '\'': '\'', '"': '"', a: '\x07', b: '\b', e: '\x1b', f: '\f', v: '\v' }
    while (this.pos < this.src.length) {
      const c = this.src[this.pos]!
      if (c === '\'') {
        this.pos++
        return out
      }
      if (c === '\\' && this.pos + 1 < this.src.length) {
        const n = this.src[this.pos + 1]!
        out += escapes[n] ?? `\\${n}`
        this.pos += 2
        continue
      }
      out += c
      this.pos++
    }
    throw new ShellSyntaxError('unterminated $\'…\' string')
  }

  /** The inside of a double-quoted string up to `end` (or the end of the text for a heredoc). */
  protected readDoubleQuoted(end: '"' | null): { value: string; dynamic: boolean; subs: Script[] } {
    let value = ''
    let dynamic = false
    const subs: Script[] = []
    while (this.pos < this.src.length) {
      this.tick()
      const c = this.src[this.pos]!
      if (c === end) {
        this.pos++
        return { value, dynamic, subs }
      }
      if (c === '\\' && end) {
        const n = this.peek(1)
        if (n === '\n') this.pos += 2
        else if (n === '$' || n === '`' || n === '"' || n === '\\') {
          value += n
          this.pos += 2
        } else {
          value += '\\'
          this.pos++
        }
      } else if (c === '$' || c === '`') {
        const read = this.readExpansion()
        value += read.raw
        if (read.dynamic) dynamic = true
        if (read.script) subs.push(read.script)
      } else {
        value += c
        this.pos++
      }
    }
    if (end) throw new ShellSyntaxError('unterminated double quote')
    return { value, dynamic, subs }
  }

  readDoubleQuotedBody() {
    return this.readDoubleQuoted(null)
  }

  /** `$…` or a backtick string at the cursor; `raw` is the text as written. */
  protected readExpansion(): { raw: string; dynamic: boolean; script?: Script } {
    const start = this.pos
    const c = this.src[this.pos]
    if (c === '`') {
      let inner = ''
      this.pos++
      for (;;) {
        if (this.pos >= this.src.length) throw new ShellSyntaxError('unterminated backtick')
        const d = this.src[this.pos]!
        if (d === '`') {
          this.pos++
          break
        }
        if (d === '\\' && '`$\\'.includes(this.peek(1) ?? '')) {
          inner += this.peek(1)
          this.pos += 2
          continue
        }
        inner += d
        this.pos++
      }
      const script = this.parseText(inner)
      return { raw: this.src.slice(start, this.pos), dynamic: true, script }
    }
    const n = this.peek(1)
    const nested: Script[] = []
    if (n === '(' && this.peek(2) === '(') {
      this.pos++
      this.skipArithmetic(2)
      return { raw: this.src.slice(start, this.pos), dynamic: true }
    }
    if (n === '(') {
      this.pos += 2
      const script: Script = { commands: [] }
      this.parseNested(script)
      return { raw: this.src.slice(start, this.pos), dynamic: true, script }
    }
    if (n === '{') {
      this.pos += 2
      let depth = 1
      while (this.pos < this.src.length && depth > 0) {
        this.tick()
        const d = this.src[this.pos]!
        if (d === '\\') this.pos++
        else if (d === '{') depth++
        else if (d === '}') depth--
        else if (d === '$' && (this.peek(1) === '(' || this.peek(1) === '{')) {
          const inner = this.readExpansion()
          if (inner.script) nested.push(inner.script)
          continue
        }
        this.pos++
      }
      if (depth > 0) throw new ShellSyntaxError('unterminated ${…}')
      return { raw: this.src.slice(start, this.pos), dynamic: true, script: nested.length ? { commands: nested.flatMap((s) => s.commands) } : undefined }
    }
    const m = /^\$([A-Za-z_][A-Za-z0-9_]*|[0-9@*#?$!-])/.exec(this.src.slice(this.pos, this.pos + 256))
    if (m) {
      this.pos += m[0].length
      return { raw: m[0], dynamic: true }
    }
    this.pos++
    return { raw: '$', dynamic: false }
  }

  protected skipArithmetic(open: number) {
    this.pos += open
    let depth = 1
    while (this.pos < this.src.length) {
      this.tick()
      const c = this.src[this.pos++]
      if (c === '(') depth++
      else if (c === ')' && --depth === 0) {
        if (this.peek() === ')') this.pos++
        return
      }
    }
    throw new ShellSyntaxError('unterminated arithmetic')
  }

  protected skipParenthesised() {
    let depth = 0
    while (this.pos < this.src.length) {
      this.tick()
      const c = this.src[this.pos]
      if (c === '(') depth++
      else if (c === ')' && --depth === 0) {
        this.pos++
        return
      } else if (c === '\'' || c === '"') {
        this.readWord()
        continue
      }
      this.pos++
    }
    throw new ShellSyntaxError('unterminated array')
  }

  /** Read one redirection if one starts here; its target is not an argument. */
  protected readRedirect(command: Command): boolean {
    const rest = this.src.slice(this.pos, this.pos + 8)
    const m = /^(\d+|\{[A-Za-z_][A-Za-z0-9_]*\})?(<<<|<<-|<<|&>>|&>|>>|>\||>&|<&|<>|>|<)/.exec(rest)
    if (!m) return false
    if (m[1] && /^\d+$/.test(m[1]) && this.pos > 0 && !META.has(this.src[this.pos - 1]!)) return false
    const op = m[2]!
    if ((op === '<' || op === '>') && this.src[this.pos + m[0].length] === '(' && !m[1]) return false
    this.pos += m[0].length
    this.skipBlanks()
    if (op === '<<' || op === '<<-') {
      const delim = this.readWord()
      if (!delim) throw new ShellSyntaxError('heredoc without a delimiter')
      this.pending.push({ command, delimiter: delim.value, stripTabs: op === '<<-', quoted: delim.quoted })
      return true
    }
    const target = this.readWord()
    if (!target) throw new ShellSyntaxError(`redirection '${op}' without a target`)
    if (op === '<<<') command.stdin = target
    append(command.redirectScripts, target.subs)
    if (target.proc) command.redirectScripts.push(target.proc)
    return true
  }

  protected readHeredocs() {
    for (const h of this.pending) {
      const lines: string[] = []
      while (this.pos < this.src.length) {
        this.tick()
        let end = this.src.indexOf('\n', this.pos)
        if (end < 0) end = this.src.length
        let line = this.src.slice(this.pos, end)
        this.pos = Math.min(end + 1, this.src.length)
        line = line.replace(/\r$/, '')
        if (h.stripTabs) line = line.replace(/^\t+/, '')
        if (line === h.delimiter) break
        lines.push(line)
      }
      const body = lines.join('\n')
      const word: Word = { value: body, dynamic: false, quoted: h.quoted, subs: [] }
      if (!h.quoted && /[$`]/.test(body)) {
        const read = this.readerOf(body).readDoubleQuotedBody()
        word.dynamic = read.dynamic
        word.subs = read.subs
      }
      h.command.stdin = word
    }
    this.pending = []
  }
}
