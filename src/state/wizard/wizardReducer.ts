// The wizard's step machine as a pure reducer. Validation is injected (the domain validators, through
// domainValidation.ts) so every rule lives once in domain/. Moving between steps never drops what was entered.

import { APPS, AUTH_TYPES, type AppAuthorization, type Tag } from '../../domain/appfabric/types.js';
import {
  FIELD,
  SECRET_FIELDS,
  STEPS,
  stepFields,
  stepOfField,
  tagFieldPath,
  type ScalarFieldId,
  type SecretFieldId,
  type StepId,
} from './fields.js';
import { emptySecretsSet, VALUE_KEY_OF_FIELD, type FieldValidator, type WizardState } from './wizardState.js';
import { serviceErrorLanding } from './serviceErrors.js';

export type WizardAction =
  | { type: 'edit'; field: ScalarFieldId; value: string }
  | { type: 'secretEdited'; field: SecretFieldId; isSet: boolean; error: string | undefined }
  | { type: 'moveCursor'; delta: number }
  | { type: 'moveFocus'; delta: number }
  /** Enter: pick the item under the cursor, go to the next field, or to the next step. */
  | { type: 'enter' }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'bundlesLoaded'; arns: string[]; preferred?: string | undefined }
  | { type: 'bundlesFailed'; message: string }
  | { type: 'tagAdd' }
  | { type: 'tagEdit' }
  | { type: 'tagRemove' }
  | { type: 'tagEditorEdit'; part: 'key' | 'value'; value: string }
  | { type: 'tagEditorFocus'; part: 'key' | 'value' }
  | { type: 'tagEditorCancel' }
  | { type: 'submitStarted' }
  | { type: 'submitFailed'; error: unknown }
  | { type: 'submitSucceeded'; record: AppAuthorization }
  | { type: 'dismissNotice' }
  /** Text pasted into a one-line field carried a tab or a line break inside it: refused, and the notice says so. */
  | { type: 'pasteRefused'; label: string }
  /** Esc on the first step: leave the text field without leaving the wizard. */
  | { type: 'blur' };

const USER_ACTIONS: ReadonlySet<WizardAction['type']> = new Set([
  'edit',
  'secretEdited',
  'moveCursor',
  'moveFocus',
  'enter',
  'next',
  'back',
  'tagAdd',
  'tagEdit',
  'tagRemove',
  'tagEditorEdit',
  'tagEditorFocus',
]);

export interface InitOptions {
  clientToken: string;
  validate: FieldValidator;
  /** Pre-fill the bundle (e.g. the wizard opened from a bundle). */
  appBundleIdentifier?: string;
}

export function initWizardState(options: InitOptions): WizardState {
  const state: WizardState = {
    step: 'bundle',
    clientToken: options.clientToken,
    values: {
      appBundleIdentifier: options.appBundleIdentifier ?? '',
      app: '',
      authType: '',
      clientId: '',
      tenantIdentifier: '',
      tenantDisplayName: '',
      tags: [],
    },
    secretsSet: emptySecretsSet(),
    errors: {},
    touched: {},
    serviceErrors: {},
    focus: 0,
    cursors: { bundle: 0, app: 0, authType: 0, tags: 0 },
    tagEditor: null,
    bundles: { status: 'loading' },
    // The typed-bundle row starts blurred: opening the wizard must not capture the global keys (Tab, 1-4, q) before
    // the user chooses to type; Enter on the row, an arrow onto it, or an edit starts typing.
    inputBlurred: true,
    submission: { status: 'idle', attempts: 0 },
    secretEdits: 0,
  };
  for (const field of Object.keys(VALUE_KEY_OF_FIELD) as ScalarFieldId[]) {
    setError(state.errors, field, options.validate(field, state.values[VALUE_KEY_OF_FIELD[field]]));
  }
  // An empty secret is not a secret: validating it up front lets "next" refuse an unset secret.
  for (const field of SECRET_FIELDS) setError(state.errors, field, options.validate(field, ''));
  setError(state.errors, FIELD.tags, options.validate(FIELD.tags, state.values.tags));
  return state;
}

export function createWizardReducer(
  validate: FieldValidator,
): (state: WizardState, action: WizardAction) => WizardState {
  return (state, action) => reduce(state, action, validate);
}

function reduce(current: WizardState, action: WizardAction, validate: FieldValidator): WizardState {
  if (current.submission.status === 'submitting' && !action.type.startsWith('submit')) return current;
  if (current.submission.status === 'succeeded') return current;
  if (action.type === 'enter' && current.inputBlurred && current.step === 'bundle' && onTypedBundleRow(current)) {
    return { ...current, inputBlurred: false };
  }
  const state = current.inputBlurred && USER_ACTIONS.has(action.type) ? { ...current, inputBlurred: false } : current;
  switch (action.type) {
    case 'blur':
      return state.inputBlurred ? state : { ...state, inputBlurred: true };
    case 'edit':
      return editField(state, action.field, action.value, validate);
    case 'secretEdited': {
      const errors = { ...state.errors };
      setError(errors, action.field, action.error);
      return withoutStaleReviewError({
        ...state,
        errors,
        secretsSet: { ...state.secretsSet, [action.field]: action.isSet },
        touched: { ...state.touched, [action.field]: true },
        serviceErrors: withoutServiceErrorsOf(state.serviceErrors, action.field),
        secretEdits: state.secretEdits + 1,
        notice: undefined,
      });
    }
    case 'moveCursor':
      return moveCursor(state, action.delta);
    case 'moveFocus': {
      const fields = stepFields(state.step, state.values.authType);
      if (fields.length === 0) return state;
      return { ...state, focus: clamp(state.focus + action.delta, 0, fields.length - 1) };
    }
    case 'enter':
      return enter(state, validate);
    case 'next':
      return next(state);
    case 'back':
      return back(state);
    case 'bundlesLoaded': {
      const arns = action.arns;
      const picked = arns.indexOf(state.values.appBundleIdentifier);
      // Else the bundle the list showed when `n` was pressed: Enter then creates where the user was looking.
      const preferred = action.preferred === undefined ? -1 : arns.indexOf(action.preferred);
      return {
        ...state,
        bundles: { status: 'ready', arns },
        cursors: { ...state.cursors, bundle: picked >= 0 ? picked : Math.max(0, preferred) },
      };
    }
    case 'bundlesFailed':
      return {
        ...state,
        bundles: { status: 'failed', message: action.message },
        cursors: { ...state.cursors, bundle: 0 },
      };
    case 'tagAdd':
      return tagAdd(state, validate);
    case 'tagEdit': {
      const tag = state.values.tags[state.cursors.tags];
      if (state.step !== 'tags' || state.tagEditor || !tag) return state;
      return {
        ...state,
        notice: undefined,
        tagEditor: { index: state.cursors.tags, key: tag.key, value: tag.value, focus: 'key', attempted: false },
      };
    }
    case 'tagRemove': {
      if (state.step !== 'tags' || state.tagEditor || state.values.tags.length === 0) return state;
      const tags = state.values.tags.filter((_, i) => i !== state.cursors.tags);
      return withTags(
        {
          ...state,
          notice: undefined,
          cursors: { ...state.cursors, tags: clamp(state.cursors.tags, 0, Math.max(0, tags.length - 1)) },
        },
        tags,
        validate,
      );
    }
    case 'tagEditorEdit':
      if (!state.tagEditor) return state;
      return { ...state, notice: undefined, tagEditor: { ...state.tagEditor, [action.part]: action.value } };
    case 'tagEditorFocus':
      if (!state.tagEditor) return state;
      return { ...state, tagEditor: { ...state.tagEditor, focus: action.part } };
    case 'tagEditorCancel':
      return state.tagEditor ? { ...state, tagEditor: null, notice: undefined } : state;
    case 'submitStarted':
      if (state.step !== 'review' || state.submission.status === 'submitting') return state;
      // A new attempt: what the service said last time is replaced by what it says now.
      return {
        ...state,
        serviceErrors: {},
        submission: { status: 'submitting', attempts: state.submission.attempts + 1 },
      };
    case 'submitFailed':
      return submitFailed(state, action.error);
    case 'submitSucceeded':
      return {
        ...state,
        submission: { status: 'succeeded', attempts: state.submission.attempts, result: action.record },
      };
    case 'dismissNotice':
      return { ...state, notice: undefined };
    case 'pasteRefused':
      return {
        ...state,
        notice: `${action.label}: pasted text with a tab or a line break was refused (one value per field)`,
      };
  }
}

// ---- fields ----------------------------------------------------------------------------------------------------

function editField(state: WizardState, field: ScalarFieldId, value: string, validate: FieldValidator): WizardState {
  const key = VALUE_KEY_OF_FIELD[field];
  const values = { ...state.values, [key]: value };
  const errors = { ...state.errors };
  setError(errors, field, validate(field, value));
  return withoutStaleReviewError({
    ...state,
    values,
    errors,
    touched: { ...state.touched, [field]: true },
    serviceErrors: withoutServiceErrorsOf(state.serviceErrors, field),
    notice: undefined,
  });
}

/** The review's summary of a failure whose named fields have all been changed since is dropped. */
function withoutStaleReviewError(state: WizardState): WizardState {
  const { reviewError, reviewErrorPaths } = state.submission;
  if (reviewError === undefined || reviewErrorPaths === undefined || reviewErrorPaths.length === 0) return state;
  if (reviewErrorPaths.some((path) => state.serviceErrors[path] !== undefined)) return state;
  return { ...state, submission: { status: state.submission.status, attempts: state.submission.attempts } };
}

/** The message shown next to a field: the service's word first, then the validator's once the field is touched. */
export function visibleError(state: WizardState, path: string): string | undefined {
  return state.serviceErrors[path] ?? (state.touched[path] ? state.errors[path] : undefined);
}

/** The message of a tag editor part, validated at the path the tag will have once saved. */
export function tagEditorError(
  state: WizardState,
  part: 'key' | 'value',
  validate: FieldValidator,
): string | undefined {
  const editor = state.tagEditor;
  if (!editor) return undefined;
  const index = editor.index ?? state.values.tags.length;
  const value = editor[part];
  if (!editor.attempted && value === '') return undefined;
  return validate(tagFieldPath(index, part), value);
}

// ---- steps -----------------------------------------------------------------------------------------------------

/**
 * Paths that block leaving a step, in focus order: the validators' messages only. What the service said is shown
 * but does not block: the user may believe the value is right and retry as is.
 */
export function stepProblems(state: WizardState, step: StepId): string[] {
  if (step === 'tags') return Object.keys(state.errors).filter(isTagPath);
  return stepFields(step, state.values.authType).filter((f) => state.errors[f] !== undefined);
}

/** Service messages that name the step as a whole (`credential`, `tenant`) rather than one of its fields. */
export function stepServiceErrors(state: WizardState, step: StepId): string[] {
  const fields = stepFields(step, state.values.authType);
  return Object.entries(state.serviceErrors)
    .filter(([path]) => stepOfField(path) === step && !fields.includes(path) && !/^tags\[\d+\]/.test(path))
    .map(([, message]) => message);
}

function next(state: WizardState): WizardState {
  const index = STEPS.indexOf(state.step);
  if (state.step === 'review' || state.tagEditor) return state;
  const problems = stepProblems(state, state.step);
  if (problems.length > 0) {
    const touched = { ...state.touched };
    for (const p of problems) touched[p] = true;
    const fields = stepFields(state.step, state.values.authType);
    const firstBad = fields.findIndex((f) => problems.includes(f));
    return { ...state, touched, focus: firstBad >= 0 ? firstBad : state.focus };
  }
  return enterStep(state, STEPS[index + 1] as StepId);
}

function back(state: WizardState): WizardState {
  if (state.tagEditor) return { ...state, tagEditor: null, notice: undefined };
  const index = STEPS.indexOf(state.step);
  if (index === 0) return state;
  return enterStep(state, STEPS[index - 1] as StepId);
}

function enterStep(state: WizardState, step: StepId): WizardState {
  const cursors = { ...state.cursors };
  if (step === 'app') cursors.app = Math.max(0, (APPS as readonly string[]).indexOf(state.values.app));
  if (step === 'authType')
    cursors.authType = Math.max(0, (AUTH_TYPES as readonly string[]).indexOf(state.values.authType));
  return { ...state, step, focus: 0, cursors, notice: undefined };
}

/** Goes to the step that edits `path` and focuses it (a service error naming a field lands there). */
export function focusField(state: WizardState, path: string): WizardState {
  const step = stepOfField(path);
  const moved = enterStep(state, step);
  const fields = stepFields(step, state.values.authType);
  const focus = Math.max(0, fields.indexOf(path));
  const tagMatch = /^tags\[(\d+)\]/.exec(path);
  const cursors = tagMatch ? { ...moved.cursors, tags: Number(tagMatch[1]) } : moved.cursors;
  return { ...moved, focus, cursors };
}

function enter(state: WizardState, validate: FieldValidator): WizardState {
  switch (state.step) {
    case 'bundle': {
      const arns = state.bundles.status === 'ready' ? state.bundles.arns : [];
      const picked = arns[state.cursors.bundle];
      if (picked !== undefined) {
        return next(editField(state, FIELD.appBundleIdentifier, picked, validate));
      }
      return next(state);
    }
    case 'app': {
      const app = APPS[state.cursors.app];
      return app ? next(editField(state, FIELD.app, app, validate)) : state;
    }
    case 'authType': {
      const authType = AUTH_TYPES[state.cursors.authType];
      if (!authType) return state;
      return next(editField(state, FIELD.authType, authType, validate));
    }
    case 'credentials':
    case 'tenant': {
      const fields = stepFields(state.step, state.values.authType);
      if (state.focus < fields.length - 1) {
        return {
          ...state,
          touched: { ...state.touched, [fields[state.focus] as string]: true },
          focus: state.focus + 1,
        };
      }
      return next(state);
    }
    case 'tags':
      return state.tagEditor ? tagEditorEnter(state, validate) : next(state);
    case 'review':
      return state;
  }
}

function moveCursor(state: WizardState, delta: number): WizardState {
  const cursors = { ...state.cursors };
  switch (state.step) {
    case 'bundle': {
      const known = state.bundles.status === 'ready' ? state.bundles.arns.length : 0;
      cursors.bundle = clamp(cursors.bundle + delta, 0, known);
      break;
    }
    case 'app':
      cursors.app = clamp(cursors.app + delta, 0, APPS.length - 1);
      break;
    case 'authType':
      cursors.authType = clamp(cursors.authType + delta, 0, AUTH_TYPES.length - 1);
      break;
    case 'tags':
      if (state.tagEditor) return state;
      cursors.tags = clamp(cursors.tags + delta, 0, Math.max(0, state.values.tags.length - 1));
      break;
    default:
      return state;
  }
  return { ...state, cursors };
}

// ---- tags ------------------------------------------------------------------------------------------------------

function tagAdd(state: WizardState, validate: FieldValidator): WizardState {
  if (state.step !== 'tags' || state.tagEditor) return state;
  // Ask the list validator whether one more tag fits, so the size rule stays in domain/.
  const probe: Tag[] = [...state.values.tags, { key: 'probe', value: '' }];
  const refused = validate(FIELD.tags, probe);
  if (refused !== undefined) return { ...state, notice: `Cannot add a tag: ${refused}` };
  return {
    ...state,
    notice: undefined,
    tagEditor: { index: null, key: '', value: '', focus: 'key', attempted: false },
  };
}

function tagEditorEnter(state: WizardState, validate: FieldValidator): WizardState {
  const editor = state.tagEditor;
  if (!editor) return state;
  if (editor.focus === 'key') return { ...state, tagEditor: { ...editor, focus: 'value' } };
  const index = editor.index ?? state.values.tags.length;
  const keyError = validate(tagFieldPath(index, 'key'), editor.key);
  const valueError = validate(tagFieldPath(index, 'value'), editor.value);
  if (keyError !== undefined || valueError !== undefined) {
    return { ...state, tagEditor: { ...editor, attempted: true, focus: keyError !== undefined ? 'key' : 'value' } };
  }
  const tag: Tag = { key: editor.key, value: editor.value };
  const tags =
    editor.index === null
      ? [...state.values.tags, tag]
      : state.values.tags.map((t, i) => (i === editor.index ? tag : t));
  const listError = validate(FIELD.tags, tags);
  if (listError !== undefined) return { ...state, notice: `Cannot save the tag: ${listError}` };
  return withTags(
    { ...state, tagEditor: null, notice: undefined, cursors: { ...state.cursors, tags: index } },
    tags,
    validate,
  );
}

/** Replaces the tag list and re-validates every tag (indices shift on removal, so tag messages are recomputed). */
function withTags(state: WizardState, tags: Tag[], validate: FieldValidator): WizardState {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(state.errors)) if (!isTagPath(path)) errors[path] = message;
  setError(errors, FIELD.tags, validate(FIELD.tags, tags));
  tags.forEach((tag, i) => {
    setError(errors, tagFieldPath(i, 'key'), validate(tagFieldPath(i, 'key'), tag.key));
    setError(errors, tagFieldPath(i, 'value'), validate(tagFieldPath(i, 'value'), tag.value));
  });
  const serviceErrors: Record<string, string> = {};
  for (const [path, message] of Object.entries(state.serviceErrors))
    if (!isTagPath(path)) serviceErrors[path] = message;
  return withoutStaleReviewError({ ...state, values: { ...state.values, tags }, errors, serviceErrors });
}

function isTagPath(path: string): boolean {
  return path === FIELD.tags || path.startsWith('tags[');
}

// ---- submission ------------------------------------------------------------------------------------------------

function submitFailed(state: WizardState, error: unknown): WizardState {
  const landing = serviceErrorLanding(error);
  const serviceErrors = { ...state.serviceErrors, ...landing.fieldErrors };
  const touched = { ...state.touched };
  for (const path of Object.keys(landing.fieldErrors)) touched[path] = true;
  const failed: WizardState = {
    ...state,
    serviceErrors,
    touched,
    submission: {
      status: 'failed',
      attempts: state.submission.attempts,
      reviewError: landing.summary,
      reviewErrorPaths: Object.keys(landing.fieldErrors),
    },
  };
  return landing.firstField !== undefined ? focusField(failed, landing.firstField) : failed;
}

// ---- derived ---------------------------------------------------------------------------------------------------

/** Something was entered and not yet created: leaving asks for confirmation. */
export function isWizardDirty(state: WizardState): boolean {
  if (state.submission.status === 'succeeded') return false;
  const v = state.values;
  return (
    v.appBundleIdentifier !== '' ||
    v.app !== '' ||
    v.authType !== '' ||
    v.clientId !== '' ||
    v.tenantIdentifier !== '' ||
    v.tenantDisplayName !== '' ||
    v.tags.length > 0 ||
    SECRET_FIELDS.some((f) => state.secretsSet[f])
  );
}

function onTypedBundleRow(state: WizardState): boolean {
  const known = state.bundles.status === 'ready' ? state.bundles.arns.length : 0;
  return state.cursors.bundle >= known;
}

/** Whether keys go to a text input: global hotkeys must stay quiet. */
export function isWizardTyping(state: WizardState): boolean {
  if (state.submission.status === 'succeeded' || state.inputBlurred) return false;
  switch (state.step) {
    case 'bundle':
      return onTypedBundleRow(state);
    case 'credentials':
    case 'tenant':
      return true;
    case 'tags':
      return state.tagEditor !== null;
    default:
      return false;
  }
}

// ---- helpers ---------------------------------------------------------------------------------------------------

function setError(errors: Record<string, string>, path: string, message: string | undefined): void {
  if (message === undefined) delete errors[path];
  else errors[path] = message;
}

/** Drops the service's messages about `field` and about the structures containing it (`tenant` for a tenant field). */
function withoutServiceErrorsOf(record: Record<string, string>, field: string): Record<string, string> {
  const stale = Object.keys(record).filter((path) => path === field || field.startsWith(`${path}.`));
  if (stale.length === 0) return record;
  const copy = { ...record };
  for (const path of stale) delete copy[path];
  return copy;
}

function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n));
}
