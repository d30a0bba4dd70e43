// The strings of the memory's state in the header: the orb's labels, what it learned since the last
// look, and the on / paused / off switch, in their own file so they merge apart from the rest of
// client/i18n.ts. Spread into both dictionaries there.

const zh = {
  orb: {
    idle: '记忆已就绪',
    thinking: '正在读取记忆',
    working: '正在更新记忆',
    done: '刚学到新的判断',
    error: '记忆出错',
  },
  learned: (n: number) => `自上次查看以来新学到 ${n} 条`,
  mode: {
    label: '记忆',
    on: '开启',
    paused: '暂停',
    off: '关闭',
    pausedNote: '记忆已暂停：模型不会再记下或忘掉什么，已有的判断仍会注入。',
    offNote: '记忆已关闭：什么都不注入，模型也不会记下什么。数据都还在。',
    orbPaused: '记忆已暂停',
    orbOff: '记忆已关闭',
  },
}

export type ModeStrings = typeof zh

const en: ModeStrings = {
  orb: {
    idle: 'Memory ready',
    thinking: 'Loading memory',
    working: 'Updating memory',
    done: 'Just learned something new',
    error: 'Memory error',
  },
  learned: (n) => `${n} learned since you last looked`,
  mode: {
    label: 'Memory',
    on: 'On',
    paused: 'Paused',
    off: 'Off',
    pausedNote: 'Memory is paused: the model stores and forgets nothing; stored judgments are still injected.',
    offNote: 'Memory is off: nothing is injected and the model stores nothing. Your data is kept.',
    orbPaused: 'Memory paused',
    orbOff: 'Memory off',
  },
}

export const MODE_STRINGS = { zh, en }
