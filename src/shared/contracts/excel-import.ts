import { Type, type Static } from 'typebox';

/** An import taken whole: what to tell the user and how many records it created. */
export const ImportAnswer = Type.Object({ msg: Type.String(), imported: Type.Integer() });
export type ImportAnswer = Static<typeof ImportAnswer>;

/** One refused row: its number in the sheet (the header is row 1), the column at fault ('' for the row as a whole), what the cell held, and why. */
export const ImportRefusedRow = Type.Object({ row: Type.Integer(), column: Type.String(), value: Type.String(), msg: Type.String() });
export type ImportRefusedRow = Static<typeof ImportRefusedRow>;

/** An import refused whole: the file's problem, or each refused row and why. Nothing was written. */
export const ImportRefusal = Type.Object({ msg: Type.String(), refused: Type.Optional(Type.Array(ImportRefusedRow)) });
export type ImportRefusal = Static<typeof ImportRefusal>;
