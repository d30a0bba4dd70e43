// The compound commands of the bash parser (parse.ts): `{ …; }` groups and function bodies, the
// redirections after a `( … )` or `(( … ))`, the head of a `for`/`select`, `case … esac` and
// `[[ … ]]`. Each frames the commands inside it; the lists themselves are read by the parser's
// `parseList`, which this layer calls and parse.ts implements.

import { append, ShellSyntaxError, type Command, type Script, type Word } from './syntax.js'
import { META, WordReader } from './words.js'

export abstract class CompoundReader extends WordReader {
  /** The parser's list reader (parse.ts): lists up to the end, to `close`, or to `;;` inside case. */
  protected abstract parseList(script: Script, close: ')' | ';;' | '}' | null): void

  protected skipNewlines() {
    for (;;) {
      this.skipBlanks()
      if (this.peek() !== '\n') return
      this.pos++
      this.readHeredocs()
    }
  }

  /**
   * `{ …; }`: its commands go into `script` as they are. Returns the body's text. A group left
   * open at the end is read as far as it goes (the host's shell would refuse it; asking is not
   * this reader's call).
   */
  protected parseGroup(script: Script): string {
    this.pos++
    const start = this.pos
    this.parseList(script, '}')
    const body = this.src.slice(start, this.pos)
    if (this.atWord('}')) {
      this.pos++
      this.parseRedirectsAfterCompound(script)
    }
    return body
  }

  /** After a function's name (and `()`): a `{ …; }` body is read as commands and kept by name. */
  protected parseFunctionBody(script: Script, name: string) {
    this.skipNewlines()
    if (!this.atWord('{')) return
    const first = script.commands.length
    const body = this.parseGroup(script)
    for (let i = first; i < script.commands.length; i++) script.commands[i]!.inBody = true
    ;(script.functions ??= new Map()).set(name, body)
  }

  /** After `)` or `))`, redirections may follow; they apply to the group, keep their scripts. */
  protected parseRedirectsAfterCompound(script: Script) {
    const holder = this.holder()
    for (;;) {
      this.skipBlanks()
      if (!this.readRedirect(holder)) break
    }
    if (holder.redirectScripts.length) script.commands.push(holder)
  }

  protected skipForHead(script: Script) {
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
        append(holder.redirectScripts, w.subs)
      }
    }
    if (holder.redirectScripts.length) script.commands.push(holder)
  }

  protected holder(): Command {
    return { words: [], assigns: [], redirectScripts: [], text: '', pipeline: -1, stage: 0 }
  }

  protected parseCase(script: Script) {
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

  protected parseTest(script: Script) {
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
}
