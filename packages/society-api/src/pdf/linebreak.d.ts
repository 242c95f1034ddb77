/** The Unicode line breaking algorithm (UAX #14), as the `linebreak` package exports it. */
declare module 'linebreak' {
  export interface Break {
    /** A line may start here (a UTF-16 index into the string). */
    position: number
    /** A hard break (a newline), not only an opportunity. */
    required: boolean
  }
  export default class LineBreaker {
    constructor(text: string)
    nextBreak(): Break | null
  }
}
