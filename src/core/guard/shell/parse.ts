// A bash parser for the part of the language that decides what a command runs: simple commands
// and their words (quotes, escapes, `$(…)`, backticks, `${…}`, `$((…))`), assignments before the
// command, redirections and heredocs, pipelines, `&&` `||` `;` `&` lists, subshells, `{ …; }`,
// process substitution, and the reserved words of if/while/for/case as far as they frame commands.
// It does not expand anything: a word keeps its expansions as written and says it is dynamic.
// One pass over the text, no backtracking; each nested script (a substitution, a backtick string)
// is read once more at most `MAX_NESTING` deep, and a shared budget stops a run that is too long.
// The compound commands (groups, function bodies, case, for, `[[ ]]`) are read in compound.ts.

import { MAX_NESTING } from '../limits.js'
import { CompoundReader } from './compound.js'
import { ShellSyntaxError, type Budget, type Command, type Script } from './syntax.js'
import type { WordReader } from './words.js'

export { BudgetExceeded, ShellSyntaxError } from './syntax.js'
export type { Budget, Command, Script, Word } from './syntax.js'

const IGNORED_RESERVED = new Set(['if', 'then', 'else', 'elif', 'fi', 'do', 'done', 'while', 'until', '{', '}', '!', 'esac', 'time'])
const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*(\[[^\]]*\])?\+?=/

export function parseShell(src: string, budget: Budget, depth = 0): Script {
  return new Parser(src, budget, depth).parseAll()
}

class Parser extends CompoundReader {
  constructor(src: string, budget: Budget, depth: number) {
    super(src, budget, depth)
    if (depth > MAX_NESTING) throw new ShellSyntaxError(`nested more than ${MAX_NESTING} levels deep`)
  }

  parseAll(): Script {
    const script: Script = { commands: [] }
    this.parseList(script, null)
    if (this.pos < this.src.length) throw new ShellSyntaxError(`unexpected '${this.src[this.pos]}' at ${this.pos}`)
    return script
  }

  /** Parse `and-or` lists until the end, or until `close` (`)`, `}` of a group), or `;;` inside case. */
  protected parseList(script: Script, close: ')' | ';;' | '}' | null): void {
    for (;;) {
      this.tick()
      this.skipBlanks()
      const c = this.peek()
      if (c === undefined) return
      if (close === '}' && this.atWord('}')) return
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
        if (close !== null) return
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
      const name = this.readWord()
      this.skipBlanks()
      if (this.peek() === '(' && this.peek(1) === ')') this.pos += 2
      if (name && !name.dynamic) this.parseFunctionBody(script, name.value)
      return
    }
    if (this.atWord('{')) {
      this.parseGroup(script)
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
          const [name] = command.words
          command.words = []
          if (!name!.dynamic) this.parseFunctionBody(script, name!.value)
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
      // `a=(x y)`, also after `local`/`declare`/`export`: an array literal, not a subshell.
      if (ASSIGNMENT.test(word.value) && word.value.endsWith('=') && this.peek() === '(') {
        this.skipParenthesised()
        end = this.pos
        word.dynamic = true
      }
      if (!command.words.length && ASSIGNMENT.test(word.value)) {
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

  /** A nested script after `$(`, `<(` or `>(`: a list up to the matching `)`. */
  protected readerOf(text: string): WordReader {
    return new Parser(text, this.budget, this.depth + 1)
  }

  protected parseText(text: string): Script {
    return parseShell(text, this.budget, this.depth + 1)
  }

  protected parseNested(script: Script) {
    if (this.depth + 1 > MAX_NESTING) throw new ShellSyntaxError(`nested more than ${MAX_NESTING} levels deep`)
    const inner = new Parser(this.src, this.budget, this.depth + 1)
    inner.pos = this.pos
    inner.parseList(script, ')')
    if (inner.peek() !== ')') throw new ShellSyntaxError('unterminated $(…)')
    this.pos = inner.pos + 1
  }
}
