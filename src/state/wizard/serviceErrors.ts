// Where a failed create lands: a ValidationException's fieldList names request paths, which are the wizard's field
// ids; those messages go next to their fields and the wizard moves to the earliest step named. Everything else
// (throttling, conflicts, an unknown path) is shown on the review step. The services' validator wording is shown
// in plain words.

import { isServiceError } from '../../domain/errors.js';
import { peopleMessage, peopleSummary } from '../../domain/fieldMessages.js';
import { FIELD, STEPS, stepOfField } from './fields.js';

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
  // A bundle that does not exist is the bundle field's problem: it lands there like a validation message.
  const named = [...(error.fieldList ?? [])];
  if (isBundleNotFound(error)) named.unshift({ name: FIELD.appBundleIdentifier, message: error.message });
  for (const entry of named) {
    const step = stepOfField(entry.name);
    if (step === 'review') continue;
    fieldErrors[entry.name] ??= peopleMessage(entry.message);
    const index = STEPS.indexOf(step);
    if (index < firstStep) {
      firstStep = index;
      firstField = entry.name;
    }
  }
  const retry = error.retryAfterSeconds !== undefined ? ` (retry after ${error.retryAfterSeconds}s)` : '';
  const summary = `${error.name}: ${peopleSummary(error.message)}${retry}`;
  return firstField !== undefined ? { fieldErrors, firstField, summary } : { fieldErrors, summary };
}

function isBundleNotFound(error: { name: string; resourceType?: string; message: string }): boolean {
  if (error.name !== 'ResourceNotFoundException') return false;
  if (error.resourceType !== undefined) return /bundle/i.test(error.resourceType);
  return /app ?bundle/i.test(error.message);
}
