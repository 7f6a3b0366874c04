// Generated from spec/ by the API contract toolchain: do not edit.
import * as runtime from './runtime/errors.js';
export * from './runtime/errors.js';
export { DecodeError } from './runtime/decode.js';

/** 422 `approver_selection_required`: The project needs approvers chosen before it can be submitted. The array lists each step's eligible approvers; re-submit with `approvers` populated. */
export class ApproverSelectionRequiredError<Choice = unknown> extends runtime.ValidationError {
  override readonly name: string = 'ApproverSelectionRequiredError';
  /** Each approval step's eligible approvers. The body's `approver_selection`. */
  readonly approverSelection: readonly Choice[];
  private readonly resendWith: (value: unknown) => Promise<unknown>;

  constructor(init: runtime.ResumableErrorInit) {
    super(init);
    this.approverSelection = init.choices as readonly Choice[];
    this.resendWith = init.resend;
  }

  /** Sends the same request again with `approvers` set to `chosen` (picked from `approverSelection`). */
  resubmit(chosen: readonly unknown[]): Promise<unknown> {
    return this.resendWith(chosen);
  }

  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), approverSelection: this.approverSelection };
  }
}
