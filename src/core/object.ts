// The one test for "a plain JSON object" (not null, not an array) that every parser of untrusted
// input uses: records on disk, import files, the model's answers, the host's session log.
export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
