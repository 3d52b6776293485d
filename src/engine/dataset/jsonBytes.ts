// The bytes of JSON's structure, as the two readers of a dataset file's bytes (scan.ts, memberBytes.ts) look for them.
export const QUOTE = 0x22;
export const BACKSLASH = 0x5c;
export const OPEN_OBJECT = 0x7b;
export const CLOSE_OBJECT = 0x7d;
export const OPEN_LIST = 0x5b;
export const CLOSE_LIST = 0x5d;
export const COMMA = 0x2c;
export const COLON = 0x3a;
