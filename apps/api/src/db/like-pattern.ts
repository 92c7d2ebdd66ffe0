/** `%text%` for ILIKE, with the user's own `%`, `_` and `\` matched as themselves rather than as wildcards. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
