// Chinese words a restatement uses for the user's own (issue 19, session 9): a two-character verb
// for the one-character verb it is built on (修改 for 改, 删除 for 删, 放进 for 放), and a few words that rules
// write interchangeably (变动 / 变化, 作用 / 用途, 清楚 / 明白, 用于 / 用来). Used only where the
// grounding gate asks whether a Chinese word of the judgment is one the user said; it never joins
// two topics for the matcher, so a word here cannot merge two rules. Pure.

/** Words that say the same thing in a rule: each group is one meaning. */
const GROUPS = [
  '变动 变化 改动 变更 更改 改变',
  '作用 用途 用处',
  '清楚 清晰 明白 明确',
  '用于 用来 用作',
  '动手 着手 开始 开工 干活',
  '当前 手头 眼下 目前',
  '相关 有关',
  '附加 追加',
].map((g) => g.split(' '))

/** Two-character verbs and the one-character verb they are built on. */
const CORES: Record<string, string> = {
  修改: '改', 更改: '改', 改动: '改', 删除: '删', 删掉: '删', 编写: '写', 撰写: '写', 检查: '查', 查看: '查',
  存储: '存', 保存: '存', 运行: '跑', 询问: '问', 添加: '加', 增加: '加',
}

const GROUP_OF = new Map<string, readonly string[]>()
for (const group of GROUPS) for (const word of group) GROUP_OF.set(word, group)

/** Chinese words the user may have written for `word`: itself, its group, and the verb it is built on. */
export function zhVariants(word: string): readonly string[] {
  const out = [word, ...GROUP_OF.get(word) ?? []]
  const core = CORES[word]
  if (core) out.push(core)
  // 放进 for the user's 放, 写到 for 写: a verb with a complement of direction says the verb.
  const directed = DIRECTED.exec(word)
  if (directed) out.push(directed[1]!)
  return out
}

/** A one-character verb and a complement of direction or result: 放进, 放到, 写在, 删掉. */
const DIRECTED = /^([放写存加删装挪移搬拿塞丢扔])(?:进|到|在|入|上|下|出|回|掉)$/

/** The user's text `text` (normalized) says `word` in one of its forms. */
export const zhSaid = (word: string, text: string) => zhVariants(word).some((w) => text.includes(w)) || splitSaid(word, text)

/**
 * A word of four characters or more whose two halves the user wrote apart, in order, with a few
 * characters between: 下划线命名 in 下划线小写命名.
 */
function splitSaid(word: string, text: string): boolean {
  const chars = [...word]
  if (chars.length < 4) return false
  for (let cut = 2; cut <= chars.length - 2; cut++) {
    const head = chars.slice(0, cut).join('')
    const tail = chars.slice(cut).join('')
    const at = text.indexOf(head)
    if (at < 0) continue
    const rest = text.indexOf(tail, at + head.length)
    if (rest >= 0 && rest - (at + head.length) <= 3) return true
  }
  return false
}

/** A run of the judgment holds a word whose variant the user's run holds (变动 in one, 变化 in the other). */
export function sameMeaningRun(theirs: string, mine: string): boolean {
  for (const word of GROUP_OF.keys()) if (mine.includes(word) && zhVariants(word).some((v) => v !== word && theirs.includes(v))) return true
  return false
}
