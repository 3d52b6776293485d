// Where a failed create lands: a ValidationException's fieldList names request paths, which are the wizard's field
// ids; those messages go next to their fields and the wizard moves to the earliest step named. Everything else
// (throttling, conflicts, an unknown path) is shown on the review step.

import { isServiceError } from '../../domain/errors.js';
import { STEPS, stepOfField } from './fields.js';

export interface ErrorLanding {
  /** Messages by request path, for the fields the wizard edits. */
  fieldErrors: Record<string, string>;
  /** The field of the earliest step named, where the focus goes. */
  firstField?: string;
  /** One line for the review step. */
  summary: string;
}

export function serviceErrorLanding(error: unknown): ErrorLanding {
  if (!isServiceError(error)) {
    const message = error instanceof Error ? error.message : String(error);
    return { fieldErrors: {}, summary: `Request failed: ${message}` };
  }
  const fieldErrors: Record<string, string> = {};
  let firstField: string | undefined;
  let firstStep: number = STEPS.length;
  for (const entry of error.fieldList ?? []) {
    const step = stepOfField(entry.name);
    if (step === 'review') continue;
    fieldErrors[entry.name] ??= entry.message;
    const index = STEPS.indexOf(step);
    if (index < firstStep) {
      firstStep = index;
      firstField = entry.name;
    }
  }
  const retry = error.retryAfterSeconds !== undefined ? ` (retry after ${error.retryAfterSeconds}s)` : '';
  const summary = `${error.name}: ${error.message}${retry}`;
  return firstField !== undefined ? { fieldErrors, firstField, summary } : { fieldErrors, summary };
}
