// A deleting verb with two objects says it of each: "never truncate a message or a table" is "never
// truncate a message" and "never truncate a table". The catalogue's reading (red-line.ts,
// DROPS_WORDS) takes a phrase whose object is a conversation's words ("truncate a message") out
// whole, verb and all, so the verb's next object was never read and "a table" named no guard (#20, mends20).
// Here such a red line is read once more with the conversation's object taken out, so the verb stands
// before the next one; what that reading names is added. Only after a conversation's words: "drop
// support for Node 18 or IE11" is read as it was. A single object is read as before ("never truncate
// the user's message": none). The words of a conversation are the ones red-line.ts lists.

const VERBS_EN = 'drop|dropp(?:ing|ed)|drops|truncat(?:e|es|ed|ing)|wip(?:e|es|ed|ing)|remov(?:e|es|ed|ing)|delet(?:e|es|ed|ing)|discard(?:s|ed|ing)?|eras(?:e|es|ed|ing)|kill(?:s|ed|ing)?|los(?:e|es|ing)|lost'
const SPOKEN_EN = 'messages?|context|conversations?|history|chats?|threads?|turns?|repl(?:y|ies)|responses?|answers?|prompts?|instructions?|questions?|inputs?|requests?'
const VERBS_ZH = '删除|删掉|删|丢掉|丢弃|去掉|移除|清除|清空|抹掉'
const SPOKEN_ZH = '消息|上下文|对话|聊天记录|聊天|历史记录|历史|会话|提问|回复|指令'

/** "VERB <up to three words> <a conversation's word> or|and|nor <next object>" (not a next verb: that one is read already). */
const SPOKEN_THEN_EN = new RegExp(`\\b(${VERBS_EN})\\s+(?:[\\w'’-]+\\s+){0,3}?(?:${SPOKEN_EN}),?\\s+(?:or|and|nor)\\s+(?!(?:${VERBS_EN}|never|don'?t|do|not|to|then)\\b)`, 'g')
const SPOKEN_THEN_ZH = new RegExp(`(${VERBS_ZH})[^，,。；;、和或及与]{0,12}?(?:${SPOKEN_ZH})(?:和|或者?|及|与|、)`, 'g')

/** The red line's words with a conversation's object taken from before the verb's next object, or undefined when it has none. */
export function laterObjects(text: string): string | undefined {
  const read = text.replace(SPOKEN_THEN_EN, '$1 ').replace(SPOKEN_THEN_ZH, '$1')
  return read === text ? undefined : read
}
