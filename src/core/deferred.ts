// A duty the user wants done now, put off (issue 19, session 30): 「接口文档有空再补」 after 「接口文档必须
// 跟代码同步更新」 went live, and so would "Update the docs later" after "always update the docs with
// the code". The judgment keeps the user's object and their act; what it changes is when: the user
// said it goes with the change (必须, 同步, 立刻, always, right away), the judgment says when there is
// time (有空再, 回头再, 以后再, later, eventually). Held when the judgment defers and the user's message
// neither defers itself nor leaves the time open. Pure.

/** Put off, with the act after 再 so the card quotes it whole (「有空再补」): 有空再补, 回头再说, 以后再, 晚点再, "later", "when there's time", "eventually". */
const DEFERS = /(?:有空(?:的时候|时)?再|回头再|以后再|之后再(?=补)|晚点再|改天再|等有时间再)(?:更新|处理|补|写|加|做|说|改|看)?|(?<![a-z])(?:later(?!\s+(?:on\s+)?(?:version|release|step|stage))|eventually|when\s+(?:there\s+is|there'?s|you\s+have)\s+(?:the\s+)?time|some\s+other\s+time)(?![a-z])/i
/** The user's duty now: 必须, 一定要, 同步, 立刻, 马上, 及时, 每次, always, right away, immediately, in the same commit. */
const NOW = /必须|一定要|务必|同步|立刻|马上|及时|随时|每次|(?<![a-z])(?:must|always|right\s+away|immediately|at\s+once|in\s+the\s+same\s+(?:commit|pr|change)|together\s+with|along\s+with|as\s+part\s+of)(?![a-z])/i

/** The user's word for now and the judgment's for later, when the judgment puts off what the user wants done now. */
export function defersDuty(judgment: string, said: string): { from: string[]; to: string[] } | undefined {
  const later = DEFERS.exec(judgment)
  const now = NOW.exec(said)
  if (!later || !now || DEFERS.test(said)) return undefined
  return { from: [now[0].trim()], to: [later[0].trim()] }
}
