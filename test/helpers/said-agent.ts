// The agent a tool call is passed in the in-process host tests: it stands in for the host's live
// agent, and only its session log (the user's messages, in order) is read by the grounding gate.
export const agentSaying = (texts: readonly string[]) => ({
  session: {
    id: 'session-test',
    header: { id: 'session-test', delegationDepth: 0 },
    events: texts.map((text, i) => ({ type: 'user/message', seq: i + 1, time: 0, data: { role: 'user', id: `m${i + 1}`, source: { kind: 'user' }, content: [{ type: 'text', text }] } })),
  },
})
