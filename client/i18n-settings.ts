// The settings card's strings for who confirms the model's writes and for what the card only shows
// (set in the profile's cordis.patch.yml): spread into `settings` of both dictionaries in i18n.ts.

const zh = {
  confirmLabel: '谁来确认模型写下的内容',
  confirmHelp: '记下的判断会进入以后每一次提示，这正是提示注入最想写的地方。',
  confirmOptions: {
    grounded: '有我说过的话支持才生效（推荐）',
    always: '每一条都先等我确认',
    never: '完全信任模型（模型读到的网页或文件里的指令也能写进记忆）',
  } as Record<'grounded' | 'always' | 'never', string>,
  fileOnly: '以下在配置文件里设置（保存文件后，主机重新加载插件即生效）',
  fileOnlyWhere: (path: string) => `位置：${path} 中 id 为 dsh-user-mirror 的那一行的 config`,
  excludeLabel: '不许记下的内容（exclude）',
  excludeNone: '没有设置',
  excludeHelp: '每行一个正则表达式（不分大小写）。匹配的文字不会被记下，提炼时发给模型之前也会被遮掉。保存后立即生效。',
  distillLabel: '提炼和整理用的模型（distill）',
  distillDefault: 'DSH 的默认模型',
  distillRoute: (provider: string, model: string) => `${provider} / ${model}`,
  distillCaps: (bytes: number, tokens: number) => `每次最多发送 ${bytes} 字节，回答最多 ${tokens} tokens`,
  readingIdle: '现在不起作用：只有在「谁来确认」选了「有我说过的话支持才生效」时，你的模型才会核对。',
}

export type SettingsStrings = typeof zh

const en: SettingsStrings = {
  confirmLabel: 'Who confirms what the model writes',
  confirmHelp: 'A remembered judgment goes into every future prompt: the place a prompt injection most wants to write to.',
  confirmOptions: {
    grounded: 'In effect only when my own words back it (recommended)',
    always: 'Every change waits for my OK',
    never: 'Trust the model fully (an instruction in a page or file it reads can write to memory too)',
  },
  fileOnly: 'Set in the profile\'s config file (applies when you save it: the host reloads the plugin)',
  fileOnlyWhere: (path) => `Where: the config of the row with id dsh-user-mirror in ${path}`,
  excludeLabel: 'Never remember text matching (exclude)',
  excludeNone: 'none set',
  excludeHelp: 'One regular expression per line (case-insensitive). Matching text is never remembered, and is masked before distill sends anything to the model. Applies as soon as it is saved.',
  distillLabel: 'The model distill and tidy ask (distill)',
  distillDefault: 'DSH\'s default model',
  distillRoute: (provider, model) => `${provider} / ${model}`,
  distillCaps: (bytes, tokens) => `at most ${bytes} bytes sent per request, answers of at most ${tokens} tokens`,
  readingIdle: 'Not in effect now: your model checks only when “Who confirms” is “In effect only when my own words back it”.',
}

export const SETTINGS_STRINGS = { zh, en }
