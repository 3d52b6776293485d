import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { APPS } from '../../src/domain/appfabric/types.js';
import { ServiceError } from '../../src/domain/errors.js';
import { domainFieldValidator as validate } from '../../src/state/wizard/domainValidation.js';
import { FIELD, STEPS, type ScalarFieldId } from '../../src/state/wizard/fields.js';
import {
  createWizardReducer,
  initWizardState,
  isWizardDirty,
  isWizardTyping,
  stepServiceErrors,
  visibleError,
  type WizardAction,
} from '../../src/state/wizard/wizardReducer.js';
import type { WizardState } from '../../src/state/wizard/wizardState.js';
import { canSubmit, recordRows, reviewRows, SECRET_SET_TEXT } from '../../src/state/wizard/review.js';

const TOKEN = '0f8fad5b-d9cb-469f-a165-70867728950e';
const BUNDLE = 'arn:aws:appfabric:us-east-1:111122223333:appbundle/0d1b2c3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const reducer = createWizardReducer(validate);
const run = (state: WizardState, ...actions: WizardAction[]): WizardState => actions.reduce(reducer, state);
const fresh = (): WizardState => initWizardState({ clientToken: TOKEN, validate });
const edit = (field: ScalarFieldId, value: string): WizardAction => ({ type: 'edit', field, value });
const secret = (field: typeof FIELD.clientSecret | typeof FIELD.apiKey, value: string): WizardAction => ({
  type: 'secretEdited',
  field,
  isSet: value !== '',
  error: validate(field, value),
});

/** Fills an OAuth wizard up to the review step. */
function filledOauth(): WizardState {
  let s = run(fresh(), { type: 'bundlesLoaded', arns: [BUNDLE] }, { type: 'enter' });
  expect(s.step).toBe('app');
  s = run(s, { type: 'moveCursor', delta: 2 }, { type: 'enter' }); // JIRA
  s = run(s, { type: 'enter' }); // oauth2
  s = run(s, edit(FIELD.clientId, 'client-1'), { type: 'enter' }, secret(FIELD.clientSecret, 'xyz'), { type: 'enter' });
  s = run(s, edit(FIELD.tenantIdentifier, 'tenant-1'), { type: 'enter' }, edit(FIELD.tenantDisplayName, 'Tenant One'), {
    type: 'enter',
  });
  s = run(s, { type: 'enter' });
  return s;
}

describe('wizard steps', () => {
  it('walks the steps of an OAuth authorization and reviews every member, secret as set only', () => {
    const s = filledOauth();
    expect(s.step).toBe('review');
    expect(s.values).toMatchObject({
      appBundleIdentifier: BUNDLE,
      app: 'JIRA',
      authType: 'oauth2',
      clientId: 'client-1',
    });
    const rows = reviewRows(s);
    expect(rows.find((r) => r.path === FIELD.clientSecret)?.value).toBe(SECRET_SET_TEXT);
    // A screen reader says `set`, never the drawn mask; other values are read as drawn.
    expect(rows.find((r) => r.path === FIELD.clientSecret)?.spoken).toBe('set');
    expect(rows.find((r) => r.path === FIELD.clientToken)?.spoken).toBeUndefined();
    expect(rows.find((r) => r.path === FIELD.clientToken)?.value).toBe(TOKEN);
    expect(rows.every((r) => r.error === undefined)).toBe(true);
    expect(canSubmit(s)).toBe(true);
  });

  it('refuses to leave a step with an invalid field and shows the message next to it', () => {
    let s = run(fresh(), { type: 'bundlesFailed', message: 'down' }, edit(FIELD.appBundleIdentifier, 'not-an-arn'));
    expect(visibleError(s, FIELD.appBundleIdentifier)).toBe('an ARN or a lowercase UUID');
    s = run(s, { type: 'enter' });
    expect(s.step).toBe('bundle');
    s = run(s, edit(FIELD.appBundleIdentifier, '0d1b2c3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d'), { type: 'enter' });
    expect(visibleError(s, FIELD.appBundleIdentifier)).toBeUndefined();
    expect(s.step).toBe('app');
  });

  it('does not show a message for an untouched empty field until the user tries to move on', () => {
    let s = run(fresh(), { type: 'bundlesLoaded', arns: [] });
    expect(visibleError(s, FIELD.appBundleIdentifier)).toBeUndefined();
    s = run(s, { type: 'enter' }, { type: 'enter' });
    expect(visibleError(s, FIELD.appBundleIdentifier)).toBe('required, at most 1,011 characters');
  });

  it('asks for the API key only when the auth type is apiKey', () => {
    let s = run(
      fresh(),
      { type: 'bundlesLoaded', arns: [BUNDLE] },
      { type: 'enter' },
      { type: 'enter' },
      { type: 'moveCursor', delta: 1 },
      { type: 'enter' },
    );
    expect(s.values.authType).toBe('apiKey');
    expect(s.step).toBe('credentials');
    s = run(s, { type: 'enter' });
    expect(s.step).toBe('credentials');
    expect(visibleError(s, FIELD.apiKey)).toBeDefined();
    s = run(s, secret(FIELD.apiKey, 'k'), { type: 'enter' });
    expect(s.step).toBe('tenant');
    expect(reviewRows(s).map((r) => r.path)).not.toContain(FIELD.clientId);
  });

  it('keeps every value entered while moving back and forth', () => {
    const start = filledOauth();
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom<WizardAction>({ type: 'back' }, { type: 'next' }), { maxLength: 40 }),
        (moves) => {
          const s = run(start, ...moves);
          expect(s.values).toEqual(start.values);
          expect(s.secretsSet).toEqual(start.secretsSet);
          expect(STEPS).toContain(s.step);
        },
      ),
    );
  });

  it('is typing in text fields only, and not after Esc blurs the first field', () => {
    let s = run(fresh(), { type: 'bundlesLoaded', arns: [BUNDLE] });
    expect(isWizardTyping(s)).toBe(false);
    s = run(s, { type: 'moveCursor', delta: 1 });
    expect(isWizardTyping(s)).toBe(true);
    s = run(s, { type: 'blur' });
    expect(isWizardTyping(s)).toBe(false);
    s = run(s, edit(FIELD.appBundleIdentifier, 'a'));
    expect(isWizardTyping(s)).toBe(true);
  });

  it('opens without capturing global keys, even with no bundle to pick; Enter starts typing', () => {
    let s = run(fresh(), { type: 'bundlesLoaded', arns: [] });
    expect(isWizardTyping(s)).toBe(false);
    s = run(s, { type: 'enter' });
    expect(isWizardTyping(s)).toBe(true);
    expect(s.step).toBe('bundle');
    expect(isWizardTyping(run(fresh(), { type: 'bundlesFailed', message: 'AccessDenied' }))).toBe(false);
  });

  it('is dirty once anything is entered, and clean again once created', () => {
    expect(isWizardDirty(fresh())).toBe(false);
    expect(isWizardDirty(run(fresh(), secret(FIELD.apiKey, 'k')))).toBe(true);
    const s = run(filledOauth(), { type: 'submitStarted' });
    const done = run(s, {
      type: 'submitSucceeded',
      record: {
        appAuthorizationArn: 'arn:aws:appfabric:us-east-1:111122223333:appbundle/x/appauthorization/y',
        appBundleArn: BUNDLE,
        app: 'JIRA',
        tenant: { tenantIdentifier: 'tenant-1', tenantDisplayName: 'Tenant One' },
        authType: 'oauth2',
        status: 'PendingConnect',
        createdAt: new Date(Date.UTC(2026, 0, 1)),
        updatedAt: new Date(Date.UTC(2026, 0, 1)),
      },
    });
    expect(isWizardDirty(done)).toBe(false);
    expect(recordRows(done.submission.result!)).toContainEqual({ label: 'Status', value: 'PendingConnect' });
    expect(recordRows(done.submission.result!)).toContainEqual({ label: 'Created', value: '2026-01-01T00:00:00.000Z' });
  });
});

describe('tags', () => {
  function atTags(): WizardState {
    const s = filledOauth();
    return run(s, { type: 'back' });
  }
  const addTag = (key: string, value: string): WizardAction[] => [
    { type: 'tagAdd' },
    { type: 'tagEditorEdit', part: 'key', value: key },
    { type: 'enter' },
    { type: 'tagEditorEdit', part: 'value', value },
    { type: 'enter' },
  ];

  it('adds, edits and removes tags', () => {
    let s = run(atTags(), ...addTag('env', 'prod'), ...addTag('team', 'data'));
    expect(s.values.tags).toEqual([
      { key: 'env', value: 'prod' },
      { key: 'team', value: 'data' },
    ]);
    s = run(
      s,
      { type: 'moveCursor', delta: -1 },
      { type: 'tagEdit' },
      { type: 'tagEditorFocus', part: 'value' },
      { type: 'tagEditorEdit', part: 'value', value: 'dev' },
      { type: 'enter' },
    );
    expect(s.values.tags[0]).toEqual({ key: 'env', value: 'dev' });
    s = run(s, { type: 'tagRemove' });
    expect(s.values.tags).toEqual([{ key: 'team', value: 'data' }]);
  });

  it('keeps an invalid tag in the editor with its message', () => {
    let s = run(atTags(), { type: 'tagAdd' }, { type: 'enter' }, { type: 'enter' });
    expect(s.tagEditor).not.toBeNull();
    expect(s.tagEditor?.attempted).toBe(true);
    expect(s.tagEditor?.focus).toBe('key');
    s = run(s, { type: 'tagEditorEdit', part: 'key', value: 'k'.repeat(129) }, { type: 'enter' });
    expect(s.values.tags).toEqual([]);
    s = run(s, { type: 'tagEditorCancel' });
    expect(s.tagEditor).toBeNull();
  });

  it('accepts at most 50 tags: the 51st is refused with the domain rule', () => {
    let s = atTags();
    for (let i = 0; i < 50; i++) s = run(s, ...addTag(`k${i}`, `v${i}`));
    expect(s.values.tags).toHaveLength(50);
    s = run(s, { type: 'tagAdd' });
    expect(s.tagEditor).toBeNull();
    expect(s.notice).toMatch(/Cannot add a tag: .*50/);
  });

  it('keeps the tag list within 0..50 and its cursor inside it under any add/remove sequence', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('add', 'remove', 'up', 'down'), { maxLength: 80 }), (ops) => {
        let s = atTags();
        let n = 0;
        for (const op of ops) {
          if (op === 'add') s = run(s, ...addTag(`k${n++}`, 'v'));
          else if (op === 'remove') s = run(s, { type: 'tagRemove' });
          else s = run(s, { type: 'moveCursor', delta: op === 'up' ? -1 : 1 });
          expect(s.values.tags.length).toBeLessThanOrEqual(50);
          expect(s.cursors.tags).toBeGreaterThanOrEqual(0);
          expect(s.cursors.tags).toBeLessThanOrEqual(Math.max(0, s.values.tags.length - 1));
        }
      }),
      { numRuns: 50 },
    );
  });
});

describe('service errors', () => {
  it('lands a fieldList error on its field and step, and keeps the summary for the review', () => {
    let s = run(filledOauth(), { type: 'submitStarted' });
    s = run(s, {
      type: 'submitFailed',
      error: new ServiceError({
        name: 'ValidationException',
        service: 'appfabric',
        httpStatus: 400,
        message: '1 validation error detected',
        reason: 'fieldValidationFailed',
        fieldList: [{ name: 'tenant.tenantIdentifier', message: 'Tenant is not known to the app' }],
      }),
    });
    expect(s.step).toBe('tenant');
    expect(s.focus).toBe(0);
    expect(visibleError(s, FIELD.tenantIdentifier)).toBe('Tenant is not known to the app');
    expect(s.submission).toMatchObject({
      status: 'failed',
      reviewError: 'ValidationException: 1 validation error detected',
    });
    s = run(s, edit(FIELD.tenantIdentifier, 'tenant-2'));
    expect(visibleError(s, FIELD.tenantIdentifier)).toBeUndefined();
    expect(s.clientToken).toBe(TOKEN);
  });

  it("words the service's validator messages for people, on the field and in the review's summary", () => {
    let s = run(filledOauth(), { type: 'submitStarted' });
    s = run(s, {
      type: 'submitFailed',
      error: new ServiceError({
        name: 'ValidationException',
        service: 'appfabric',
        httpStatus: 400,
        message:
          "2 validation errors detected: Value at 'tenant.tenantIdentifier' failed to satisfy constraint: Member must have length between 1 and 2048; Value at 'tenant.tenantDisplayName' failed to satisfy constraint: Member must have length less than or equal to 2048",
        reason: 'fieldValidationFailed',
        fieldList: [
          { name: 'tenant.tenantIdentifier', message: 'Member must have length between 1 and 2048' },
          { name: 'tenant.tenantDisplayName', message: 'Member must have length less than or equal to 2048' },
        ],
      }),
    });
    expect(visibleError(s, FIELD.tenantIdentifier)).toBe('required, at most 2,048 characters');
    expect(visibleError(s, FIELD.tenantDisplayName)).toBe('at most 2,048 characters');
    expect(s.submission).toMatchObject({
      status: 'failed',
      reviewError:
        'ValidationException: 2 validation errors detected: tenant.tenantIdentifier: required, at most 2,048 characters; tenant.tenantDisplayName: at most 2,048 characters',
    });
  });

  it('words the validator messages shown as the user types for people', () => {
    const s = run(fresh(), { type: 'bundlesLoaded', arns: [BUNDLE] }, edit(FIELD.appBundleIdentifier, 'arn-typo'));
    expect(visibleError(s, FIELD.appBundleIdentifier)).toBe('an ARN or a lowercase UUID');
    expect(validate(FIELD.apiKey, '')).toBe('required, at most 2,048 characters');
  });

  it('shows an error about a whole structure on its step, does not block there, and drops it once a field of it changes', () => {
    let s = run(filledOauth(), { type: 'submitStarted' });
    s = run(s, {
      type: 'submitFailed',
      error: new ServiceError({
        name: 'ValidationException',
        service: 'appfabric',
        httpStatus: 400,
        message: '1 validation error detected',
        fieldList: [{ name: 'credential', message: 'Member must be oauth2Credential when authType is oauth2' }],
      }),
    });
    expect(s.step).toBe('credentials');
    expect(stepServiceErrors(s, 'credentials')).toEqual(['must be oauth2Credential when authType is oauth2']);
    // The service's word does not block: the user may move on and retry as is.
    expect(run(s, { type: 'next' }).step).toBe('tenant');
    const edited = run(s, secret(FIELD.clientSecret, 'new-secret'));
    expect(stepServiceErrors(edited, 'credentials')).toEqual([]);
    // A new attempt starts from a clean slate.
    const again = run(s, { type: 'next' }, { type: 'next' }, { type: 'next' }, { type: 'submitStarted' });
    expect(again.serviceErrors).toEqual({});
  });

  it('keeps an error without a known field on the review step', () => {
    let s = run(filledOauth(), { type: 'submitStarted' });
    s = run(s, {
      type: 'submitFailed',
      error: new ServiceError({
        name: 'ThrottlingException',
        service: 'appfabric',
        httpStatus: 429,
        message: 'Rate exceeded',
        retryAfterSeconds: 2,
      }),
    });
    expect(s.step).toBe('review');
    expect(s.submission.reviewError).toBe('ThrottlingException: Rate exceeded (retry after 2s)');
    expect(s.submission.status).toBe('failed');
  });

  it('ignores input while a submit is in flight', () => {
    const s = run(filledOauth(), { type: 'submitStarted' });
    expect(run(s, { type: 'back' }, edit(FIELD.clientId, 'x'))).toBe(s);
  });
});

describe('the twelve apps', () => {
  it('picks each app by cursor', () => {
    APPS.forEach((app, i) => {
      const s = run(
        fresh(),
        { type: 'bundlesLoaded', arns: [BUNDLE] },
        { type: 'enter' },
        { type: 'moveCursor', delta: i },
        { type: 'enter' },
      );
      expect(s.values.app).toBe(app);
      expect(s.step).toBe('authType');
    });
  });
});
