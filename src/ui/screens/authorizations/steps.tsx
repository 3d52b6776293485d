// The bodies of the wizard's editing steps. Each takes the state, the controller (to edit) and its box size.

import { Box, Text } from 'ink';
import { useMemo } from 'react';
import { CleanTextInput } from '../../components/CleanTextInput.js';
import { APPS, AUTH_TYPES } from '../../../domain/appfabric/types.js';
import { FIELD, FIELD_LABELS, isSecretField, stepFields, type ScalarFieldId } from '../../../state/wizard/fields.js';
import type { WizardController } from '../../../state/wizard/wizardController.js';
import { stepServiceErrors, tagEditorError, visibleError } from '../../../state/wizard/wizardReducer.js';
import { VALUE_KEY_OF_FIELD, type FieldValidator, type WizardState } from '../../../state/wizard/wizardState.js';
import { truncate } from '../../text.js';
import { FieldRow } from './FieldRow.js';
import { PickList, type PickItem } from './PickList.js';

export interface StepProps {
  state: WizardState;
  controller: WizardController;
  width: number;
  height: number;
  validate: FieldValidator;
}

const LABEL_WIDTH = 14;
const NO_ARNS: readonly string[] = [];

export function BundleStep({ state, controller, width, height }: StepProps) {
  const arns = state.bundles.status === 'ready' ? state.bundles.arns : NO_ARNS;
  // Up to maxBundles items: built when the list arrives, not on every keypress (typing the ARN re-renders this).
  const items = useMemo(() => arns.map((arn) => ({ key: arn, text: arn })), [arns]);
  const onTypedRow = state.cursors.bundle >= arns.length;
  const error = visibleError(state, FIELD.appBundleIdentifier);
  const listHeight = Math.max(1, height - 4 - (error !== undefined ? 2 : 0));
  return (
    <Box flexDirection="column" width={width}>
      <Text dimColor>Pick a known app bundle, or type an ARN or UUID.</Text>
      {state.bundles.status === 'loading' && <Text dimColor>Loading app bundles…</Text>}
      {state.bundles.status === 'failed' && (
        <Text color="yellow">
          {truncate(`Could not list app bundles (${state.bundles.message}); type one below.`, width)}
        </Text>
      )}
      {state.bundles.status === 'ready' && arns.length === 0 && (
        <Text dimColor>No app bundles listed; type one below.</Text>
      )}
      {arns.length > 0 && (
        <PickList
          items={items}
          cursor={onTypedRow ? -1 : state.cursors.bundle}
          chosenKey={state.values.appBundleIdentifier}
          width={width}
          height={listHeight}
        />
      )}
      <FieldRow
        label="ARN or UUID"
        labelWidth={LABEL_WIDTH}
        width={width}
        focused={onTypedRow}
        editable={!state.inputBlurred}
        value={state.values.appBundleIdentifier}
        onChange={(value) => controller.dispatch({ type: 'edit', field: FIELD.appBundleIdentifier, value })}
        onSubmit={() => controller.dispatch({ type: 'enter' })}
        onRefused={() => controller.dispatch({ type: 'pasteRefused', label: 'App bundle' })}
        {...(error !== undefined ? { error } : {})}
        placeholder="arn:aws:appfabric:… or a UUID"
      />
      <Notice text={state.notice} width={width} />
      {onTypedRow && state.inputBlurred && <Text dimColor> Enter to type an app bundle ARN or UUID</Text>}
    </Box>
  );
}

const APP_NOTES: Record<string, string> = {
  M365: 'Microsoft 365',
  M365AUDITLOGS: 'Microsoft 365 audit logs',
  GOOGLE: 'Google Workspace',
  CISCO: 'Cisco Duo',
};

const APP_ITEMS: readonly PickItem[] = APPS.map((app) => ({
  key: app,
  text: app,
  ...(APP_NOTES[app] ? { note: APP_NOTES[app] } : {}),
}));

export function AppStep({ state, width, height }: StepProps) {
  const error = visibleError(state, FIELD.app);
  return (
    <Box flexDirection="column" width={width}>
      <Text dimColor>Which app does this authorization connect?</Text>
      {error !== undefined && (
        <Text color="red" wrap="truncate-end" aria-label={`Error: ${error}`}>{`✗ ${error}`}</Text>
      )}
      <PickList
        items={APP_ITEMS}
        cursor={state.cursors.app}
        chosenKey={state.values.app}
        width={width}
        height={Math.max(3, height - 1 - (error !== undefined ? 1 : 0))}
      />
    </Box>
  );
}

const AUTH_NOTES: Record<string, string> = {
  oauth2: 'OAuth 2.0: a client ID and a client secret',
  apiKey: 'an API key',
};

const AUTH_TYPE_ITEMS: readonly PickItem[] = AUTH_TYPES.map((t) => ({ key: t, text: t, note: AUTH_NOTES[t] ?? '' }));

export function AuthTypeStep({ state, width, height }: StepProps) {
  const error = visibleError(state, FIELD.authType);
  return (
    <Box flexDirection="column" width={width}>
      <Text dimColor>How does AppFabric authenticate to {state.values.app || 'the app'}?</Text>
      {error !== undefined && (
        <Text color="red" wrap="truncate-end" aria-label={`Error: ${error}`}>{`✗ ${error}`}</Text>
      )}
      <PickList
        items={AUTH_TYPE_ITEMS}
        cursor={state.cursors.authType}
        chosenKey={state.values.authType}
        width={width}
        height={Math.max(2, height - 1)}
      />
    </Box>
  );
}

/** The credentials and the tenant steps: labelled text fields, secrets masked. */
export function FieldsStep({ state, controller, width }: StepProps) {
  const fields = stepFields(state.step, state.values.authType);
  const intro =
    state.step === 'credentials'
      ? `Credentials for ${state.values.authType === 'apiKey' ? 'the API key' : 'OAuth 2.0'}. Secrets are masked and never shown again.`
      : 'The tenant of the app: its identifier and a display name.';
  return (
    <Box flexDirection="column" width={width}>
      <Text dimColor wrap="truncate-end">
        {intro}
      </Text>
      {stepServiceErrors(state, state.step).map((message) => (
        <Box key={message} width={width}>
          <Text color="red" aria-label={`Error: ${message}`}>{`✗ ${message}`}</Text>
        </Box>
      ))}
      {fields.map((field, index) => {
        const error = visibleError(state, field);
        const common = {
          label: FIELD_LABELS[field] ?? field,
          labelWidth: LABEL_WIDTH,
          width,
          focused: index === state.focus,
          editable: true,
          onSubmit: () => controller.dispatch({ type: 'enter' }),
          onRefused: () => controller.dispatch({ type: 'pasteRefused', label: FIELD_LABELS[field] ?? field }),
          ...(error !== undefined ? { error } : {}),
        };
        if (isSecretField(field)) {
          return (
            <FieldRow
              key={field}
              {...common}
              secret
              value={controller.secretValue(field)}
              onChange={(value) => controller.setSecret(field, value)}
            />
          );
        }
        const scalar = field as ScalarFieldId;
        return (
          <FieldRow
            key={field}
            {...common}
            value={state.values[VALUE_KEY_OF_FIELD[scalar]]}
            onChange={(value) => controller.dispatch({ type: 'edit', field: scalar, value })}
          />
        );
      })}
      <Notice text={state.notice} width={width} />
    </Box>
  );
}

/** A one-line message of the step (a refused paste), in the warning colour. */
function Notice({ text, width }: { text: string | undefined; width: number }) {
  if (text === undefined) return null;
  return (
    <Box width={width}>
      <Text color="yellow" aria-label={`Notice: ${text}`}>{`! ${text}`}</Text>
    </Box>
  );
}

export function TagsStep({ state, controller, width, height, validate }: StepProps) {
  const tags = state.values.tags;
  const editor = state.tagEditor;
  const editorRows = editor ? 5 : 0;
  const listHeight = Math.max(1, height - 2 - editorRows - (state.notice ? 1 : 0));
  const tagError = (i: number): string | undefined =>
    visibleError(state, `tags[${i}].key`) ??
    visibleError(state, `tags[${i}].value`) ??
    state.serviceErrors[`tags[${i}].key`] ??
    state.serviceErrors[`tags[${i}].value`];
  const listError = visibleError(state, FIELD.tags);
  return (
    <Box flexDirection="column" width={width}>
      <Text
        dimColor
        wrap="truncate-end"
      >{`Tags (${tags.length}), optional. a add · e edit · d remove · Enter continue`}</Text>
      {tags.length === 0 ? (
        <Text dimColor> (no tags)</Text>
      ) : (
        <PickList
          items={tags.map((t, i) => {
            const err = tagError(i);
            return {
              key: `${i}`,
              text: `${t.key} = ${t.value}`,
              ...(err !== undefined ? { note: `✗ ${err}`, spoken: `${t.key} = ${t.value}, error: ${err}` } : {}),
            };
          })}
          cursor={editor ? -1 : state.cursors.tags}
          width={width}
          height={listHeight}
        />
      )}
      {listError !== undefined && (
        <Text color="red" aria-label={`Error: ${listError}`}>
          ✗ {listError}
        </Text>
      )}
      {state.notice !== undefined && (
        <Text color="yellow" wrap="truncate-end">
          {state.notice}
        </Text>
      )}
      {editor && (
        <Box flexDirection="column" borderStyle="round" borderColor="cyan" width={width}>
          <Text bold>{editor.index === null ? 'New tag' : `Edit tag ${editor.index + 1}`}</Text>
          {(['key', 'value'] as const).map((part) => {
            const error = tagEditorError(state, part, validate);
            const focused = editor.focus === part;
            return (
              <Box key={part} flexDirection="column">
                <Box>
                  <Text color={focused ? 'cyan' : undefined} {...(focused ? { 'aria-label': '(editing)' } : {})}>
                    {focused ? '› ' : '  '}
                  </Text>
                  <Text bold={focused}>{part === 'key' ? 'Key    ' : 'Value  '}</Text>
                  {focused ? (
                    <CleanTextInput
                      value={editor[part]}
                      onChange={(value) => controller.dispatch({ type: 'tagEditorEdit', part, value })}
                      onSubmit={() => controller.dispatch({ type: 'enter' })}
                      onRefused={() =>
                        controller.dispatch({ type: 'pasteRefused', label: part === 'key' ? 'Tag key' : 'Tag value' })
                      }
                    />
                  ) : (
                    <Text>{editor[part]}</Text>
                  )}
                </Box>
                {error !== undefined && (
                  <Text color="red" aria-label={`${part === 'key' ? 'Key' : 'Value'} error: ${error}`}>
                    {`         ✗ ${error}`}
                  </Text>
                )}
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
