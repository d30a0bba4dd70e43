// Chinese compounds that are plain words, though one of their characters is a lexicon term on its
// own (lexicon-table.ts): 编 is "make up" (编造, 瞎编) but 编写 is write, 编程 programming, 编译
// compile; 推 is push but 推理 is reasoning; 测 is measure but 预测 is predict; 单 is single (单引号)
// but 订单 is an order, 菜单 a menu, 简单 simple. Read by the character, two rules that each name one
// of these compounds (`用 Python 编程` / `编译前先跑测试`, `订单页` / `菜单页`) shared a weighty concept
// neither is about. segment.ts reads such a compound as a Chinese word of its own (so two different
// compounds stay apart, and the same compound still matches itself); a longer lexicon term that
// starts at the same place (单元测试) still wins. Only compounds whose character concept is wrong
// are here, not every compound of those characters. Pure.

/** Compounds read as words, never as the concept of one of their characters. */
export const PLAIN_COMPOUNDS: ReadonlySet<string> = new Set(`编写 编程 编译 编辑 编号 编排 编制 推理 推断 推广 推导 推测 推进 推出
预测 订单 菜单 简单 表单 名单 账单 下单 单词 单价 单据 著名 报名 排名`.split(/\s+/))

/** The longest such compound a text holds at `i` (its length), or 0. */
export function plainCompoundAt(run: string, i: number): number {
  for (const n of [3, 2]) if (PLAIN_COMPOUNDS.has(run.slice(i, i + n))) return n
  return 0
}
