// A bash parser for the part of the language that decides what a command runs: simple commands
// and their words (quotes, escapes, `$(…)`, backticks, `${…}`, `$((…))`), assignments before the
// command, redirections and heredocs, pipelines, `&&` `||` `;` `&` lists, subshells, `{ …; }`,
// process substitution, and the reserved words of if/while/for/case as far as they frame commands.
// It does not expand anything: a word keeps its expansions as written and says it is dynamic.
// One pass over the text, no backtracking; each nested script (a substitution, a backtick string)
// is read once more at most `MAX_NESTING` deep, and a shared budget stops a run that is too long.

import { MAX_NESTING } from '../limits.js'

export interface Word {
  /** The word after quote removal; expansions stay as written (`$HOME`, `$(date)`). */
  value: string
  /** Holds an expansion whose value is only known when the command runs. */
  dynamic: boolean
  /** Some part of it was quoted or escaped. */
  quoted: boolean
  /** The scripts of the command substitutions inside the word. */
  subs: Script[]
  /** The script of a process substitution (`<(…)`, `>(…)`) that makes up the word. */
  proc?: Script
}

export interface Command {
  /** The command name and its arguments (assignments and redirections taken out). */
  words: Word[]
  /** `NAME=value` words before the command name. */
  assigns: Word[]
  /** The text a heredoc or a here-string feeds to the command's standard input. */
  stdin?: Word
  /** Scripts that run inside redirection targets (`> $(mktemp)`, `> >(tee log)`). */
  redirectScripts: Script[]
  /** The command as written (its source slice, heredoc bodies left out). */
  text: string
  /** Pipeline id (unique within one parse) and the command's stage in it. */
  pipeline: number
  stage: number
}

export interface Script {
  commands: Command[]
}

export class ShellSyntaxError extends Error {}
export class BudgetExceeded extends Error {}

/** Work shared by one decision: a deadline and a step counter. */
export interface Budget {
  deadline: number
  steps: number
  /** Pipeline ids handed out so far (ids are unique across nested scripts). */
  pipelines: number
}

const META = new Set([' ', '\t', '\n', ';', '&', '|', '(', ')', '<', '>'])
const IGNORED_RESERVED = new Set(['if', 'then', 'else', 'elif', 'fi', 'do', 'done', 'while', 'until', '{', '}', '!', 'esac'])
const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*(\[[^\]]*\])?\+?=/

interface PendingHeredoc {
  command: Command
  delimiter: string
  stripTabs: boolean
  quoted: boolean
}

export function parseShell(src: string, budget: Budget, depth = 0): Script {
  return new Parser(src, budget, depth).parseAll()
}

class Parser {
  private pos = 0
  private pending: PendingHeredoc[] = []

  constructor(private readonly src: string, private readonly budget: Budget, private readonly depth: number) {
    if (depth > MAX_NESTING) throw new ShellSyntaxError(`nested more than ${MAX_NESTING} levels deep`)
  }

  parseAll(): Script {
    const script: Script = { commands: [] }
    this.parseList(script, null)
    if (this.pos < this.src.length) throw new ShellSyntaxError(`unexpected '${this.src[this.pos]}' at ${this.pos}`)
    return script
  }

  private tick() {
    if (++this.budget.steps % 512 === 0 && performance.now() > this.budget.deadline) throw new BudgetExceeded('over the time budget')
  }

  private peek(n = 0) {
    return this.src[this.pos + n]
  }

  /** Skip blanks, line continuations and comments; newlines are tokens and stay. */
  private skipBlanks() {
    for (;;) {
      const c = this.peek()
      if (c === ' ' || c === '\t' || c === '\r') this.pos++
      else if (c === '\\' && this.peek(1) === '\n') this.pos += 2
      else if (c === '#') while (this.pos < this.src.length && this.peek() !== '\n') this.pos++
      else return
    }
  }

  private readHeredocs() {
    for (const h of this.pending) {
      const lines: string[] = []
      while (this.pos < this.src.length) {
        this.tick()
        let end = this.src.indexOf('\n', this.pos)
        if (end < 0) end = this.src.length
        let line = this.src.slice(this.pos, end)
        this.pos = Math.min(end + 1, this.src.length)
        if (h.stripTabs) line = line.replace(/^\t+/, '')
        if (line === h.delimiter) break
        lines.push(line)
      }
      const body = lines.join('\n')
      const word: Word = { value: body, dynamic: false, quoted: h.quoted, subs: [] }
      if (!h.quoted && /[$`]/.test(body)) {
        const inner = new Parser(body, this.budget, this.depth + 1)
        const read = inner.readDoubleQuotedBody()
        word.dynamic = read.dynamic
        word.subs = read.subs
      }
      h.command.stdin = word
    }
    this.pending = []
  }

  /** Parse `and-or` lists until the end, or until `close` (`)`), or `;;` inside case. */
  private parseList(script: Script, close: ')' | ';;' | null): void {
    for (;;) {
      this.tick()
      this.skipBlanks()
      const c = this.peek()
      if (c === undefined) return
      if (c === '\n') {
        this.pos++
        this.readHeredocs()
        continue
      }
      if (c === ';' && this.peek(1) !== ';') {
        this.pos++
        continue
      }
      if (c === '&' && this.peek(1) !== '&' && this.peek(1) !== '>') {
        this.pos++
        continue
      }
      if (c === ')') {
        if (close === ')' || close === ';;') return
        throw new ShellSyntaxError(`unexpected ')' at ${this.pos}`)
      }
      if (c === ';') {
        if (close === ';;') return
        throw new ShellSyntaxError(`unexpected ';;' at ${this.pos}`)
      }
      if (close === ';;' && this.atWord('esac')) return
      this.parseAndOr(script)
    }
  }

  private atWord(word: string) {
    return this.src.startsWith(word, this.pos) && (this.pos + word.length >= this.src.length || META.has(this.src[this.pos + word.length]!))
  }

  private parseAndOr(script: Script) {
    for (;;) {
      this.parsePipeline(script)
      this.skipBlanks()
      if ((this.peek() === '&' && this.peek(1) === '&') || (this.peek() === '|' && this.peek(1) === '|')) {
        this.pos += 2
        this.skipNewlines()
        continue
      }
      return
    }
  }

  private skipNewlines() {
    for (;;) {
      this.skipBlanks()
      if (this.peek() !== '\n') return
      this.pos++
      this.readHeredocs()
    }
  }

  private parsePipeline(script: Script) {
    const id = this.budget.pipelines++
    let stage = 0
    for (;;) {
      const start = script.commands.length
      this.parseCommand(script)
      // A compound stage (`( … )`, `{ …; }`) feeds all of its commands from the same pipe.
      for (let i = start; i < script.commands.length; i++) {
        const c = script.commands[i]!
        if (stage > 0 || c.stage === 0) {
          c.pipeline = id
          c.stage = stage
        }
      }
      this.skipBlanks()
      if (this.peek() === '|' && this.peek(1) !== '|') {
        this.pos += this.peek(1) === '&' ? 2 : 1
        this.skipNewlines()
        stage++
        continue
      }
      return
    }
  }

  private parseCommand(script: Script) {
    this.skipBlanks()
    const c = this.peek()
    if (c === '(' && this.peek(1) === '(') {
      this.skipArithmetic(2)
      this.parseRedirectsAfterCompound(script)
      return
    }
    if (c === '(') {
      this.pos++
      this.parseList(script, ')')
      if (this.peek() !== ')') throw new ShellSyntaxError('unterminated subshell')
      this.pos++
      this.parseRedirectsAfterCompound(script)
      return
    }
    if (this.atWord('case')) return this.parseCase(script)
    if (this.atWord('for') || this.atWord('select')) return this.skipForHead(script)
    if (this.atWord('function')) {
      this.pos += 'function'.length
      this.skipBlanks()
      this.readWord()
      this.skipBlanks()
      if (this.peek() === '(' && this.peek(1) === ')') this.pos += 2
      return
    }
    if (this.atWord('[[')) return this.parseTest(script)
    for (const w of IGNORED_RESERVED) {
      if (this.atWord(w)) {
        this.pos += w.length
        return
      }
    }
    this.parseSimple(script)
  }

  /** After `)` or `))`, redirections may follow; they apply to the group, keep their scripts. */
  private parseRedirectsAfterCompound(script: Script) {
    const holder = this.holder()
    for (;;) {
      this.skipBlanks()
      if (!this.readRedirect(holder)) break
    }
    if (holder.redirectScripts.length) script.commands.push(holder)
  }

  private skipArithmetic(open: number) {
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

  private skipForHead(script: Script) {
    // `for name in words; do` — the words are data (their substitutions run), the body follows.
    this.pos += this.atWord('for') ? 3 : 6
    const holder = this.holder()
    while (this.pos < this.src.length) {
      this.tick()
      const c = this.peek()
      if (c === ';' || c === '\n') return
      if (c === '(' && this.peek(1) === '(') {
        this.skipArithmetic(2)
        continue
      }
      if (this.atWord('do')) return
      this.skipBlanks()
      if (this.peek() !== ';' && this.peek() !== '\n' && !this.atWord('do')) {
        const w = this.readWord()
        if (!w) throw new ShellSyntaxError(`unexpected '${this.peek()}' in 'for'`)
        holder.redirectScripts.push(...w.subs)
      }
    }
    if (holder.redirectScripts.length) script.commands.push(holder)
  }

  private holder(): Command {
    return { words: [], assigns: [], redirectScripts: [], text: '', pipeline: -1, stage: 0 }
  }

  private parseCase(script: Script) {
    this.pos += 'case'.length
    this.skipBlanks()
    const subject = this.readWord()
    if (subject?.subs.length) script.commands.push({ ...this.holder(), redirectScripts: subject.subs })
    this.skipNewlines()
    if (!this.atWord('in')) throw new ShellSyntaxError('\'case\' without \'in\'')
    this.pos += 2
    for (;;) {
      this.skipNewlines()
      if (this.pos >= this.src.length) throw new ShellSyntaxError('\'case\' without \'esac\'')
      if (this.atWord('esac')) {
        this.pos += 4
        return
      }
      if (this.peek() === '(') this.pos++
      // Patterns up to `)`; `|` separates alternatives here.
      for (;;) {
        this.tick()
        this.skipBlanks()
        if (this.peek() === ')') {
          this.pos++
          break
        }
        if (this.peek() === '|') {
          this.pos++
          continue
        }
        if (this.pos >= this.src.length || !this.readWord()) throw new ShellSyntaxError('bad case pattern')
      }
      this.parseList(script, ';;')
      if (this.peek() === ';') this.pos += this.peek(1) === ';' && this.peek(2) === '&' ? 3 : this.peek(1) === '&' || this.peek(1) === ';' ? 2 : 1
    }
  }

  private parseTest(script: Script) {
    // `[[ … ]]`: operators inside are part of the test; only substitutions can run commands.
    const start = this.pos
    this.pos += 2
    const words: Word[] = [{ value: '[[', dynamic: false, quoted: false, subs: [] }]
    for (;;) {
      this.tick()
      this.skipBlanks()
      if (this.pos >= this.src.length) throw new ShellSyntaxError('\'[[\' without \']]\'')
      if (this.atWord(']]')) {
        this.pos += 2
        break
      }
      const c = this.peek()
      if (c === '\n') {
        this.pos++
        continue
      }
      if (META.has(c!)) {
        this.pos += (c === '&' || c === '|') && this.peek(1) === c ? 2 : 1
        continue
      }
      const w = this.readWord()
      if (w) words.push(w)
    }
    script.commands.push({ words, assigns: [], redirectScripts: [], text: this.src.slice(start, this.pos), pipeline: -1, stage: 0 })
  }

  private parseSimple(script: Script) {
    const start = this.pos
    const command: Command = { words: [], assigns: [], redirectScripts: [], text: '', pipeline: -1, stage: 0 }
    let end = this.pos
    for (;;) {
      this.tick()
      this.skipBlanks()
      const c = this.peek()
      if (c === undefined || c === '\n' || c === ';' || c === '|' || c === ')') break
      if (c === '&' && this.peek(1) !== '>') break
      if (c === '(') {
        // `name() { …; }` defines a function: its body follows as commands.
        if (command.words.length === 1 && this.src.slice(this.pos).match(/^\(\s*\)/)) {
          this.pos += this.src.slice(this.pos).match(/^\(\s*\)/)![0].length
          command.words = []
          break
        }
        throw new ShellSyntaxError(`unexpected '(' at ${this.pos}`)
      }
      if (this.readRedirect(command)) {
        end = this.pos
        continue
      }
      const word = this.readWord()
      if (!word) throw new ShellSyntaxError(`unexpected '${c}' at ${this.pos}`)
      end = this.pos
      if (!command.words.length && ASSIGNMENT.test(word.value)) {
        if (word.value.endsWith('=') && this.peek() === '(') {
          this.skipParenthesised()
          end = this.pos
          word.dynamic = true
        }
        command.assigns.push(word)
        continue
      }
      command.words.push(word)
    }
    command.text = this.src.slice(start, end).trim()
    if (command.words.length || command.assigns.length || command.redirectScripts.length || command.stdin || this.pending.some((p) => p.command === command)) {
      script.commands.push(command)
    }
  }

  private skipParenthesised() {
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
  private readRedirect(command: Command): boolean {
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
    command.redirectScripts.push(...target.subs)
    if (target.proc) command.redirectScripts.push(target.proc)
    return true
  }

  /** Read a word starting here, or return null when none starts here. */
  private readWord(): Word | null {
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
        word.subs.push(...read.subs)
        word.quoted = true
      } else if (c === '$' || c === '`') {
        const read = this.readExpansion()
        word.value += read.raw
        if (read.dynamic) word.dynamic = true
        if (read.script) word.subs.push(read.script)
      } else {
        word.value += c
        this.pos++
      }
    }
    return this.pos > start ? word : null
  }

  private readAnsiC(): string {
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
  private readDoubleQuoted(end: '"' | null): { value: string; dynamic: boolean; subs: Script[] } {
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
  private readExpansion(): { raw: string; dynamic: boolean; script?: Script } {
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
      const script = parseShell(inner, this.budget, this.depth + 1)
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

  /** A nested script after `$(`, `<(` or `>(`: a list up to the matching `)`. */
  private parseNested(script: Script) {
    if (this.depth + 1 > MAX_NESTING) throw new ShellSyntaxError(`nested more than ${MAX_NESTING} levels deep`)
    const inner = new Parser(this.src, this.budget, this.depth + 1)
    inner.pos = this.pos
    inner.parseList(script, ')')
    if (inner.peek() !== ')') throw new ShellSyntaxError('unterminated $(…)')
    this.pos = inner.pos + 1
  }
}
