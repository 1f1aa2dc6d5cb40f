// An SMTP answer other than 250, with the reason the sender (and the trace) should read.
export class RelayRefusal extends Error {
  constructor(
    readonly responseCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const refuse = (code: number, message: string) => new RelayRefusal(code, message);
