// Why an import or an export was refused, in the user's language, for the tab and the slash
// commands (no node imports: the tab bundles it). The refusals (read-file.ts, import.ts, export.ts,
// block.ts, write-file.ts) are English lines naming the file; the Chinese tab and `/memory 导入`
// showed them as they came (walk14: 「~/.claude/CLAUDE.md is not UTF-8 text」 on a file saved in GBK).
// Each known shape is said in Chinese with the file's name; anything else as it was said.
type Rule = [RegExp, (m: RegExpExecArray) => string]

const ZH: Rule[] = [
  [/^(.+) is not UTF-8 text$/, (m) => `${m[1]} 不是 UTF-8 文本（可能是 GBK 等其他编码，或二进制文件）：什么都没读。请先把它另存为 UTF-8。`],
  [/^(.+) is larger than (\d+) KB; /, (m) => `${m[1]} 超过 ${m[2]} KB，这么大的规则文件不读：什么都没读。`],
  [/^(.+) does not exist$/, (m) => `${m[1]} 不存在。`],
  [/^(.+) is not a regular file$/, (m) => `${m[1]} 不是普通文件（是文件夹或设备）：什么都没读。`],
  [/^(.+) cannot be read \(/, (m) => `${m[1]} 读不了（没有权限或读写出错）。`],
  [/^(.+) is a symbolic link to a file outside your home and the workspace/, (m) => `${m[1]} 是指向家目录和工作区以外的符号链接：不跟过去读。`],
  [/^(.+) changed while it was being read/, (m) => `${m[1]} 在读的时候被改动了：什么都没取，请再试一次。`],
  [/^the pasted text is longer than (\d+) KB/, (m) => `粘贴的内容超过 ${m[1]} KB：请只粘贴规则本身。`],
  [/^the pasted text holds control characters/, () => '粘贴的内容里有控制字符（像是二进制数据），不是纯文本：什么都没导入。'],
  [/^(.+) holds control characters/, (m) => `${m[1]} 里有控制字符（像是二进制数据），不是纯文本：什么都没导入。`],
  [/^not written to (.+): only files inside your home are written$/, (m) => `没有写入 ${m[1]}：只写家目录里的文件。`],
  [/^not written to (.+): (DSH loads .+?), so every judgment would reach the model twice/, (m) => `没有写入 ${m[1]}：${whyLoadedText(m[2]!, 'zh')}，每条判断会两次进到模型里。请换一个文件。`],
  [/^(.+): the DSH user mirror block is broken \((\d+) begin and (\d+) end markers/, (m) => `${m[1]}：DSH 区块的标记坏了（${m[2]} 个开始标记、${m[3]} 个结束标记）。请手动修好或删掉标记行；什么都没写。`],
  [/^(.+) changed since it was read/, (m) => `${m[1]} 在读取之后又被改动了：什么都没写，请再预览一次。`],
]

/** Why DSH itself loads a file (src/exchange/export.ts `loadedByDsh`), in the tab's language. */
export function whyLoadedText(why: string, lang: 'zh' | 'en'): string {
  if (lang === 'en') return why
  if (/^DSH loads \$DSH_HOME\/AGENTS\.md into every session$/.test(why)) return 'DSH 每个会话都会加载 $DSH_HOME/AGENTS.md'
  const project = /^DSH loads (\S+) of every project folder \(this one is in (.+)\)$/.exec(why)
  return project ? `DSH 会加载每个项目文件夹里的 ${project[1]}（这个文件在 ${project[2]} 里）` : why
}

export function exchangeFailureText(message: string, lang: 'zh' | 'en'): string {
  if (lang === 'en') return message
  for (const [pattern, say] of ZH) {
    const m = pattern.exec(message)
    if (m) return say(m)
  }
  return message
}
