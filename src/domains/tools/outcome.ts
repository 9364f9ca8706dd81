/**
 * What every calculation in the toolkit returns: a value, or a typed error with a message a runner can act
 * on. Nothing in the toolkit throws on bad input or hands NaN, Infinity or undefined to a page.
 */

export interface ToolError<Code extends string = string> {
  /** Machine-readable reason, for tests and for choosing which field to mark. */
  readonly code: Code;
  /** One plain-English sentence shown next to the field. */
  readonly message: string;
}

export type Outcome<Value, Code extends string = string> =
  {readonly ok: true; readonly value: Value} | {readonly ok: false; readonly error: ToolError<Code>};

export function success<Value>(value: Value): {readonly ok: true; readonly value: Value} {
  return {ok: true, value};
}

export function failure<Code extends string>(
  code: Code,
  message: string,
): {readonly ok: false; readonly error: ToolError<Code>} {
  return {ok: false, error: {code, message}};
}

/** True for a number a page may show: finite (not NaN, not ±Infinity). */
export function isShowable(value: number): boolean {
  return Number.isFinite(value);
}
