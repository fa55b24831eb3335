import type { ErrorCode } from '@lobby/contract/constants';
import type { OperatorErrorCode } from '@lobby/contract/operator';

/** A failure the user caused or may see: mapped to a 4xx envelope with a stable code. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode | OperatorErrorCode,
    readonly status: number = 400,
    readonly data?: Record<string, unknown>,
  ) {
    super(code);
    this.name = 'AppError';
  }
}
