/** A service's deliberate refusal: its HTTP status and Chinese message go out as they are; nothing was written. */
export class Refusal extends Error {
  constructor(
    readonly httpStatus: number,
    readonly msg: string,
    /** The input field a 400 is about, for a form to show the message beside it. */
    readonly field?: string,
  ) {
    super(msg);
  }
}
