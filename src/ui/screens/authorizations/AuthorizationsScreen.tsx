// The create-app-authorization wizard (area A). One wizard session per mount: its controller (store + secret
// vault) is created when the screen opens and disposed when it closes, so secrets never outlive it. The last
// authorization created is kept in the screen's state (it holds no secret), so leaving screen 3 and coming back shows
// it again; `n` then starts a new session with a new client token.

import { randomUUID } from 'node:crypto';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Box, Text } from 'ink';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { AppAuthorization } from '../../../domain/appfabric/types.js';
import { STEP_TITLES } from '../../../state/wizard/fields.js';
import { domainFieldValidator, validateWizardRequest } from '../../../state/wizard/domainValidation.js';
import { createWizardController, type WizardController } from '../../../state/wizard/wizardController.js';
import { isWizardDirty, isWizardTyping } from '../../../state/wizard/wizardReducer.js';
import type { WizardState } from '../../../state/wizard/wizardState.js';
import { useCommands } from '../../keymap/KeymapContext.js';
import type { CommandHandlers } from '../../keymap/dispatcher.js';
import { useScreenChrome } from '../../hooks/useScreenChrome.js';
import { truncate } from '../../text.js';
import type { ScreenDeps, ScreenProps } from '../../screenContract.js';
import {
  createAuthorizationsController,
  type AuthorizationsController,
} from '../../../state/authorizations/authorizationsStore.js';
import { AuthorizationsList } from './AuthorizationsList.js';
import { ResultView } from './ResultView.js';
import { useRecordActions } from '../../components/useRecordActions.js';
import { wireAppAuthorization } from '../../wireRecords.js';
import { getAppAuthorizationCommand } from '../../../state/copyCommand.js';
import { ReviewStep } from './ReviewStep.js';
import { StepBar } from './StepBar.js';
import { AppStep, AuthTypeStep, BundleStep, FieldsStep, TagsStep } from './steps.js';

/** An authorization the wizard created, with the client token it was created with. */
export interface CreatedAuthorization {
  record: AppAuthorization;
  clientToken: string;
}

export interface AuthorizationsScreenState {
  /** Client tokens for new sessions (tests pin them). */
  newClientToken: () => string;
  /** The last authorization created, until `n` starts another. */
  lastCreated?: StoreApi<{ created?: CreatedAuthorization }>;
  /** The bundle's authorizations list the screen opens on (made on first mount when absent). */
  authorizations?: AuthorizationsController;
  /** `wizard`: the screen opens straight on the wizard and Esc on its first step leaves the screen. */
  openOn?: 'list' | 'wizard';
}

export function createAuthorizationsScreenState(deps: ScreenDeps): AuthorizationsScreenState {
  return {
    newClientToken: () => randomUUID(),
    lastCreated: createStore(() => ({})),
    authorizations: createAuthorizationsController({
      appAuthorizations: deps.services.appAuthorizations,
      shell: deps.shell,
      timers: deps.timers,
    }),
  };
}

/** Screen 3: the listed bundle's authorizations, and the create wizard started from them. */
export function AuthorizationsScreen(props: ScreenProps<AuthorizationsScreenState | undefined>) {
  const [list] = useState(
    () =>
      props.state?.authorizations ??
      createAuthorizationsController({
        appAuthorizations: props.services.appAuthorizations,
        shell: props.shell,
        view: props.state?.openOn ?? 'list',
      }),
  );
  const [fallbackCreated] = useState(() => createStore<{ created?: CreatedAuthorization }>(() => ({})));
  const lastCreated = props.state?.lastCreated ?? fallbackCreated;
  const view = useStore(list.store, (s) => s.view);
  const straight = props.state?.openOn === 'wizard';
  const onLeave = useCallback(() => list.dispatch({ type: 'leaveWizard' }), [list]);
  const onNew = useCallback(() => {
    lastCreated.setState({ created: undefined }, true);
    list.dispatch({ type: 'startWizard' });
  }, [list, lastCreated]);
  const onCreatedRecord = useCallback((record: AppAuthorization) => list.dispatch({ type: 'created', record }), [list]);
  if (view === 'wizard' || straight)
    return (
      <WizardFlow
        {...props}
        {...(straight ? {} : { onLeave })}
        onCreatedRecord={onCreatedRecord}
        listedBundle={list.store.getState().bundleArn}
      />
    );
  return (
    <AuthorizationsList {...props} controller={list} onNew={onNew} commandFlags={props.services.backend.commandFlags} />
  );
}

function WizardFlow(
  props: ScreenProps<AuthorizationsScreenState | undefined> & {
    onLeave?: () => void;
    onCreatedRecord: (record: AppAuthorization) => void;
    /** The bundle screen 3's list showed: the wizard's bundle cursor starts on it. */
    listedBundle?: string | undefined;
  },
) {
  const { onCreatedRecord } = props;
  const [ownStore] = useState(() => createStore<{ created?: CreatedAuthorization }>(() => ({})));
  const lastCreated = props.state?.lastCreated ?? ownStore;
  const created = useStore(lastCreated, (s) => s.created);
  const [session, setSession] = useState(0);
  const onRestart = useCallback(() => {
    lastCreated.setState({ created: undefined }, true);
    setSession((n) => n + 1);
  }, [lastCreated]);
  const onCreated = useCallback(
    (record: AppAuthorization, clientToken: string) => {
      lastCreated.setState({ created: { record, clientToken } }, true);
      onCreatedRecord(record);
    },
    [lastCreated, onCreatedRecord],
  );
  if (created) return <CreatedView {...props} created={created} onRestart={onRestart} />;
  return <WizardSession key={session} {...props} onRestart={onRestart} onCreated={onCreated} />;
}

/** The created record, shown until `n` starts another wizard (also after leaving the screen and coming back). */
function CreatedView({
  services,
  shell,
  chrome,
  isActive,
  width,
  height,
  created,
  onRestart,
  onLeave,
}: ScreenProps<AuthorizationsScreenState | undefined> & {
  created: CreatedAuthorization;
  onRestart: () => void;
  onLeave?: () => void;
}) {
  useScreenChrome(chrome, { crumbs: ['Created', created.record.app], typing: false, dirty: false });
  const handlers = useMemo(
    () => ({ 'wizard.new': onRestart, ...(onLeave ? { 'app.back': onLeave } : {}) }),
    [onRestart, onLeave],
  );
  useCommands(handlers, { active: isActive, name: 'authorizations' });
  // The result shows the new ARN: y, Y, J, C and A work on it as on the list.
  const rawView = useRecordActions({
    shell,
    enabled: true,
    isActive,
    width,
    height,
    name: 'authorizations',
    selected: () => ({
      kind: 'authorization',
      name: `${created.record.app} ${created.record.tenant.tenantDisplayName}`,
      id: { what: 'authorization ARN', text: created.record.appAuthorizationArn },
      wire: wireAppAuthorization(created.record),
    }),
    command: (program) => getAppAuthorizationCommand(program, created.record, services.backend.commandFlags),
  });
  if (rawView !== undefined) return rawView;
  return (
    <Box flexDirection="column" width={width} height={Math.max(1, height)} overflow="hidden">
      <StepBar step="review" width={width} />
      <Text dimColor wrap="truncate-end">
        {truncate(`Client token ${created.clientToken} (fixed: a retry reuses it)`, width)}
      </Text>
      <ResultView
        record={created.record}
        clientToken={created.clientToken}
        width={width}
        height={Math.max(3, height - 2)}
      />
    </Box>
  );
}

function WizardSession({
  services,
  shell,
  chrome,
  isActive,
  width,
  height,
  state: screenState,
  onRestart,
  onCreated,
  onLeave,
  listedBundle,
}: ScreenProps<AuthorizationsScreenState | undefined> & {
  onRestart: () => void;
  onCreated: (record: AppAuthorization, clientToken: string) => void;
  onLeave?: () => void;
  listedBundle?: string | undefined;
}) {
  const [controller] = useState<WizardController>(() =>
    createWizardController({
      appAuthorizations: services.appAuthorizations,
      validate: domainFieldValidator,
      validateRequest: validateWizardRequest,
      newClientToken: screenState?.newClientToken ?? (() => randomUUID()),
      runTask: shell.runTask,
      preferredBundle: listedBundle,
    }),
  );
  useEffect(() => {
    void controller.loadBundles();
    return () => controller.dispose();
  }, [controller]);
  const state = useStore(controller.store);
  // Tell the shell at once when a field starts or stops taking text, not after the next render: a key that arrives
  // in between (Enter on the bundle row, then `q` typed fast) must already be routed to the field.
  useEffect(() => controller.store.subscribe((next) => chrome.setTyping(isWizardTyping(next))), [controller, chrome]);

  const result = state.submission.result;
  const clientToken = state.clientToken;
  useEffect(() => {
    if (!result) return;
    shell.notify('info', `Created ${result.appAuthorizationArn} (${result.status})`);
    onCreated(result, clientToken);
  }, [result, clientToken, shell, onCreated]);

  useScreenChrome(chrome, {
    crumbs: result ? ['Created', result.app] : ['New authorization', STEP_TITLES[state.step]],
    typing: isWizardTyping(state),
    dirty: isWizardDirty(state),
    discard: () => controller.dispose(),
  });

  const handlers = useMemo(
    () => wizardHandlers(state, controller, onRestart, onLeave, shell.confirm),
    [state, controller, onRestart, onLeave, shell.confirm],
  );
  useCommands(handlers, { active: isActive, name: 'authorizations' });

  const bodyHeight = Math.max(3, height - 2);
  return (
    <Box flexDirection="column" width={width} height={Math.max(1, height)} overflow="hidden">
      <StepBar step={result ? 'review' : state.step} width={width} />
      <Text dimColor wrap="truncate-end">
        {truncate(`Client token ${state.clientToken} (fixed: a retry reuses it)`, width)}
      </Text>
      {result ? (
        <ResultView record={result} clientToken={state.clientToken} width={width} height={bodyHeight} />
      ) : (
        <StepBody state={state} controller={controller} width={width} height={bodyHeight} />
      )}
    </Box>
  );
}

function StepBody({
  state,
  controller,
  width,
  height,
}: {
  state: WizardState;
  controller: WizardController;
  width: number;
  height: number;
}) {
  const props = { state, controller, width, height, validate: domainFieldValidator };
  switch (state.step) {
    case 'bundle':
      return <BundleStep {...props} />;
    case 'app':
      return <AppStep {...props} />;
    case 'authType':
      return <AuthTypeStep {...props} />;
    case 'credentials':
    case 'tenant':
      return <FieldsStep {...props} />;
    case 'tags':
      return <TagsStep {...props} />;
    case 'review':
      return <ReviewStep state={state} width={width} height={height} />;
  }
}

/** The handlers for the current state only, so the hint line and `?` show what applies now. */
function wizardHandlers(
  state: WizardState,
  controller: WizardController,
  onRestart: () => void,
  onLeave?: () => void,
  confirm?: (question: string, onYes: () => void) => void,
): CommandHandlers {
  const d = controller.dispatch;
  if (state.submission.status === 'succeeded')
    return { 'wizard.new': onRestart, ...(onLeave ? { 'app.back': onLeave } : {}) };
  if (state.submission.status === 'submitting') return { 'app.back': () => true };
  // Handlers read the store at dispatch time: a second key may arrive before the re-render that follows the first.
  const now = (): WizardState => controller.store.getState();
  const back = (): boolean | void => {
    const current = now();
    if (current.submission.status === 'submitting') return true;
    if (current.tagEditor) return d({ type: 'tagEditorCancel' });
    if (current.step !== 'bundle') return d({ type: 'back' });
    if (isWizardTyping(current)) return d({ type: 'blur' });
    // From the list: back to it (the wizard's input is dropped with its session, as leaving the screen does), after
    // asking when something was entered, as `q` and the screen keys do.
    if (onLeave) {
      const leave = (): void => {
        controller.dispose();
        onLeave();
      };
      if (confirm !== undefined && isWizardDirty(current))
        confirm('Leave the wizard and discard what was entered?', leave);
      else leave();
      return true;
    }
    return false;
  };
  // Esc is the wizard's own command while a field takes text (global keys are quiet then), and the shell's
  // `app.back` otherwise, handled here first: one binding, one hint.
  const backId = isWizardTyping(state) ? 'wizard.back' : 'app.back';
  if (state.step === 'review') {
    return { 'wizard.submit': () => void controller.submit(), [backId]: back };
  }
  const cursor = (delta: number) => () => d({ type: 'moveCursor', delta });
  const focus = (delta: number) => () => d({ type: 'moveFocus', delta });
  const handlers: Record<string, () => boolean | void> = { 'wizard.next': () => d({ type: 'enter' }), [backId]: back };
  switch (state.step) {
    case 'bundle':
    case 'app':
    case 'authType':
      Object.assign(handlers, { 'wizard.up': cursor(-1), 'wizard.down': cursor(1) });
      if (state.step === 'bundle') handlers['app.reload'] = () => void controller.loadBundles();
      if (!isWizardTyping(state))
        Object.assign(handlers, { 'wizard.cursorUp': cursor(-1), 'wizard.cursorDown': cursor(1) });
      break;
    case 'credentials':
    case 'tenant':
      Object.assign(handlers, {
        'wizard.up': focus(-1),
        'wizard.down': focus(1),
        'wizard.nextField': focus(1),
        'wizard.prevField': focus(-1),
      });
      break;
    case 'tags':
      if (state.tagEditor) {
        const other = () => d({ type: 'tagEditorFocus', part: now().tagEditor?.focus === 'key' ? 'value' : 'key' });
        Object.assign(handlers, {
          'wizard.up': other,
          'wizard.down': other,
          'wizard.nextField': other,
          'wizard.prevField': other,
        });
      } else {
        Object.assign(handlers, {
          'wizard.up': cursor(-1),
          'wizard.down': cursor(1),
          'wizard.cursorUp': cursor(-1),
          'wizard.cursorDown': cursor(1),
          'wizard.tagAdd': () => d({ type: 'tagAdd' }),
        });
        if (state.values.tags.length > 0) {
          Object.assign(handlers, {
            'wizard.tagEdit': () => d({ type: 'tagEdit' }),
            'wizard.tagRemove': () => d({ type: 'tagRemove' }),
          });
        }
      }
      break;
  }
  return handlers;
}
