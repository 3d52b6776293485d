// A bad control-plane request: answered 400 with the offending field named, like every other bad input.
export class ControlError extends Error {
  constructor(
    readonly field: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
    this.name = 'ControlError';
  }
}
