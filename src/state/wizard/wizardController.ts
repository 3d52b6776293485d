// One open wizard: its store (non-secret state through the pure reducer), its secret vault (a closure, never in
// the store), the known app bundles and the submit. Created when the wizard opens, disposed when it closes: the
// vault is cleared and late answers are ignored.

import { createStore, type StoreApi } from 'zustand/vanilla';
import type { AppAuthorizationsPort } from '../../service/ports.js';
import type { CreateAppAuthorizationRequest } from '../../domain/appfabric/types.js';
import { validationError, type Issue } from '../../domain/validation.js';
import { buildCreateRequest } from './buildRequest.js';
import type { SecretFieldId } from './fields.js';
import { createSecretVault } from './secretVault.js';
import { createWizardReducer, initWizardState, type WizardAction } from './wizardReducer.js';
import type { FieldValidator, WizardState } from './wizardState.js';

export type RunTask = <T>(label: string, work: (signal: AbortSignal) => Promise<T>) => Promise<T>;

export interface WizardControllerDeps {
  appAuthorizations: AppAuthorizationsPort;
  validate: FieldValidator;
  /** The domain's whole-request validator, run before sending so nothing invalid leaves the wizard. */
  validateRequest: (request: CreateAppAuthorizationRequest) => Issue[];
  newClientToken: () => string;
  /** The shell's task runner (spinner, Ctrl+C abort); a plain call when absent. */
  runTask?: RunTask;
  appBundleIdentifier?: string;
  /** The bundle the cursor starts on once the bundles are listed (the one screen 3's list showed). */
  preferredBundle?: string | undefined;
  /** Bundles listed at most (pages of the list are followed up to this). */
  maxBundles?: number;
}

export interface WizardController {
  store: StoreApi<WizardState>;
  dispatch(action: WizardAction): void;
  /** Stores a secret in the vault and records only whether it is set and its validation message. */
  setSecret(field: SecretFieldId, value: string): void;
  /** For the masked input only: the value it edits. */
  secretValue(field: SecretFieldId): string;
  loadBundles(): Promise<void>;
  submit(): Promise<void>;
  dispose(): void;
}

const plainRun: RunTask = (_label, work) => work(new AbortController().signal);

export function createWizardController(deps: WizardControllerDeps): WizardController {
  const reducer = createWizardReducer(deps.validate);
  const store = createStore<WizardState>(() =>
    initWizardState({
      clientToken: deps.newClientToken(),
      validate: deps.validate,
      ...(deps.appBundleIdentifier !== undefined ? { appBundleIdentifier: deps.appBundleIdentifier } : {}),
    }),
  );
  const vault = createSecretVault();
  const run = deps.runTask ?? plainRun;
  let disposed = false;

  const dispatch = (action: WizardAction): void => {
    if (disposed) return;
    const current = store.getState();
    const next = reducer(current, action);
    if (next !== current) store.setState(next, true);
  };

  return {
    store,
    dispatch,
    setSecret(field, value) {
      if (disposed) return;
      vault.set(field, value);
      dispatch({ type: 'secretEdited', field, isSet: value !== '', error: deps.validate(field, value) });
    },
    secretValue: (field) => vault.get(field),
    async loadBundles() {
      const max = deps.maxBundles ?? 200;
      try {
        const arns: string[] = [];
        let nextToken: string | undefined;
        do {
          const page = await run('Loading app bundles', (signal) =>
            deps.appAuthorizations.listAppBundles(nextToken !== undefined ? { nextToken } : {}, { signal }),
          );
          arns.push(...page.appBundleSummaryList.map((b) => b.arn));
          nextToken = page.nextToken;
        } while (nextToken !== undefined && arns.length < max);
        dispatch({ type: 'bundlesLoaded', arns: arns.slice(0, max), preferred: deps.preferredBundle });
      } catch (error) {
        dispatch({
          type: 'bundlesFailed',
          message: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
        });
      }
    },
    async submit() {
      const state = store.getState();
      if (
        disposed ||
        state.step !== 'review' ||
        state.submission.status === 'submitting' ||
        state.submission.status === 'succeeded'
      )
        return;
      const request = buildCreateRequest(state, vault);
      const issues = deps.validateRequest(request);
      dispatch({ type: 'submitStarted' });
      if (issues.length > 0) {
        dispatch({ type: 'submitFailed', error: validationError('appfabric', issues) });
        return;
      }
      try {
        const response = await run('Creating app authorization', (signal) =>
          deps.appAuthorizations.create(request, { signal }),
        );
        dispatch({ type: 'submitSucceeded', record: response.appAuthorization });
      } catch (error) {
        dispatch({ type: 'submitFailed', error });
      }
    },
    dispose() {
      disposed = true;
      vault.clear();
    },
  };
}
