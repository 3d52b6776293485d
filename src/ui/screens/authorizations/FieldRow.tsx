// One labelled field of a text step: the input when focused, the plain value otherwise, and the field's message on
// the line below. A secret shows only whether it is set, focused or not (`•••• (set)`): neither its characters nor
// its length.

import { Box, Text } from 'ink';
import { CleanTextInput } from '../../components/CleanTextInput.js';
import { SecretInput } from './SecretInput.js';
import { SECRET_SET_TEXT, SECRET_UNSET_TEXT } from '../../../state/wizard/review.js';
import { fit } from '../../text.js';

export interface FieldRowProps {
  label: string;
  labelWidth: number;
  width: number;
  focused: boolean;
  /** False while the field is blurred (Esc on the first step): the value shows, keys do not go to it. */
  editable: boolean;
  value: string;
  onChange: (value: string) => void;
  /** Enter that arrived inside typed text (merged keys, a pasted newline). */
  onSubmit: () => void;
  /** A paste was refused (a tab or a line break inside it). */
  onRefused?: () => void;
  /** A secret field: `•••• (set)` or `(not set)`, also while typed. */
  secret?: boolean;
  error?: string;
  placeholder?: string;
}

export function FieldRow({
  label,
  labelWidth,
  width,
  focused,
  editable,
  value,
  onChange,
  onSubmit,
  onRefused,
  secret = false,
  error,
  placeholder,
}: FieldRowProps) {
  const valueWidth = Math.max(4, width - labelWidth - 2);
  let shown: React.ReactNode;
  const refused = onRefused !== undefined ? { onRefused } : {};
  if (focused && editable && secret) {
    shown = <SecretInput value={value} onChange={onChange} onSubmit={onSubmit} {...refused} />;
  } else if (focused && editable) {
    shown = (
      <CleanTextInput
        value={value}
        onChange={onChange}
        onSubmit={onSubmit}
        {...refused}
        {...(placeholder !== undefined ? { placeholder } : {})}
      />
    );
  } else if (secret) {
    shown = (
      <Text dimColor={value === ''} aria-label={value === '' ? 'not set' : 'set'}>
        {value === '' ? SECRET_UNSET_TEXT : SECRET_SET_TEXT}
      </Text>
    );
  } else {
    shown = (
      <Text dimColor={value === ''} {...(value === '' ? { 'aria-label': 'empty' } : {})}>
        {value === '' ? (placeholder ?? '') : value}
      </Text>
    );
  }
  // Screen-reader mode reads `(editing) Client secret: set` and `Client secret error: …`: the focus and the error
  // in words, not by the `›` marker, the bold label or the red colour.
  const focusWords = focused ? (editable ? '(editing)' : '(selected)') : '';
  return (
    <Box flexDirection="column" width={width}>
      <Box>
        <Text color={focused ? 'cyan' : undefined} {...(focused ? { 'aria-label': focusWords } : {})}>
          {focused ? '› ' : '  '}
        </Text>
        <Text bold={focused} aria-label={`${label}:`}>
          {fit(label, labelWidth)}
        </Text>
        <Box width={valueWidth}>{shown}</Box>
      </Box>
      {error !== undefined && (
        <Box marginLeft={labelWidth + 2} width={valueWidth}>
          <Text color="red" aria-label={`${label} error: ${error}`}>
            ✗ {error}
          </Text>
        </Box>
      )}
    </Box>
  );
}
