// The ways people type a refusal that the gate's readers do not know by that spelling, written the
// way they do: "don`t" (a backtick or an acute accent for the apostrophe), "quit using", "is
// forbidden", "do not, under any circumstances, …", 甭, 停止使用. Read in the other spelling, each
// of "don`t use yarn", "quit using yarn", "Using yarn is forbidden" grounded "Use yarn" (the flip).
// Applied sentence by sentence (it never adds or removes a sentence end), to what the gate reads only:
// cards and evidence quote the words as the user typed them (ground.ts maps them back). Pure.

const APOSTROPHE = /([a-z])[`´‘′ʼ]([a-z])/gi

const SPELLINGS: ReadonlyArray<readonly [RegExp, string]> = [
  // "quit using yarn": stop doing it.
  [/\bquit(?:ting)?\s+(?=[a-z]+ing\b)/gi, 'stop '],
  // "it is forbidden to push", "Pushing to main is prohibited", "force pushes are banned".
  [/\b(is|are|be|been|was|were)\s+(?:strictly\s+|absolutely\s+|totally\s+)?(?:forbidden|prohibited|banned|off[-\s]limits)\b/gi, '$1 not allowed'],
  // "We forbid force pushes": ban them (a word every reader of a refusal knows).
  [/\bforbids?\b/gi, 'ban'],
  // "do not, under any circumstances, push": the aside between commas cuts the refusal from its verb.
  [/\b(do\s+not|don't|dont|never|must\s+not|mustn't|should\s+not|shouldn't)\s*,\s*((?:under|in)\s+(?:any|no)\s+(?:circumstances?|case|situation)|for\s+any\s+reason|ever|at\s+all|please|really|seriously|again)\s*,\s*/gi, '$1 $2 '],
  // 甭 is 别 in the north; 停止使用 is 别再用.
  [/甭/g, '别'],
  [/停止(?=使用|用|调用|引入|添加|加|写|在|直接|手动|往|给|把)/g, '别再'],
  // 你敢…试试 dares the model not to.
  [/你敢(?=[^，,。！？!?]{1,40}试试)/g, '你别'],
]

/** `sentence` with a refusal spelled the way the gate's readers know it. */
export function refusalSpelled(sentence: string): string {
  let out = sentence.replace(APOSTROPHE, '$1\'$2')
  for (const [pattern, to] of SPELLINGS) out = out.replace(pattern, to)
  return out
}
