// Why a line of another agent's file was not proposed, in both languages (the command's answer and
// the tab's import screen). No imports: the tab bundles this file.

export type LeftOut = 'fact' | 'description' | 'one-off' | 'too-short' | 'too-long' | 'not-a-rule' | 'needs-context'

/** The reason a line was left out, as the panel and the command say it. */
export const LEFT_OUT_WORDS: Record<LeftOut | 'credential' | 'declined-before' | 'workspace-loaded', { zh: string; en: string }> = {
  fact: { zh: '是事实（路径、地址、账号、版本…），不是判断', en: 'a fact (a path, an address, an account, a version…), not a judgment' },
  description: { zh: '是描述（它是什么、在哪里、要多久），不是要怎么做的规则', en: 'a description (what something is, where it lives, how long it takes), not a rule for how to act' },
  'one-off': { zh: '只关于眼下这一次，不是长期的规则', en: 'about the task at hand, not a standing rule' },
  'too-short': { zh: '太短，不成一条判断', en: 'too short to be a judgment' },
  'too-long': { zh: '太长，超过一条判断的上限', en: 'longer than one judgment may be' },
  'not-a-rule': { zh: '是标题、引子或名称清单里的一项，不是规则', en: 'a heading, a lead-in or an entry of a list of names, not a rule' },
  'needs-context': { zh: '离开上下文看不懂：它说的东西在别的行里', en: 'means nothing alone: what it is about is on another line' },
  credential: { zh: '含有凭据（密钥、令牌、密码），拒绝导入', en: 'carries a credential (a key, a token, a password): refused' },
  'declined-before': { zh: '你以前拒绝过这一条', en: 'you rejected this before' },
  'workspace-loaded': { zh: '只关于这个仓库，而 DSH 在这个仓库里已经读这个文件', en: 'about this repository only, and DSH already loads this file there' },
}
