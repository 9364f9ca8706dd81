/**
 * Argument checks for pure number functions: each throws a `RangeError` naming the argument, so a bad value
 * is caught where it enters instead of turning into NaN further on.
 */

function describe(value: unknown): string {
  return typeof value === 'number' ? String(value) : `${typeof value} ${String(value)}`;
}

export function assertFinite(name: string, value: number): void {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new RangeError(`${name} must be a finite number, got ${describe(value)}.`);
  }
}

export function assertNonNegative(name: string, value: number): void {
  assertFinite(name, value);
  if (value < 0) throw new RangeError(`${name} must not be negative, got ${value}.`);
}

export function assertPositive(name: string, value: number): void {
  assertFinite(name, value);
  if (value <= 0) throw new RangeError(`${name} must be greater than 0, got ${value}.`);
}
