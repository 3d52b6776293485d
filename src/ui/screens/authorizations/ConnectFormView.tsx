// The OAuth 2.0 connect form: the redirect URI and the authorization code the app gave after consent (a secret,
// only ever shown as set), with each field's rule and the service's answer.

import { Box, Text } from 'ink';
import { CONNECT_FIELD_LABELS, CONNECT_FIELDS, type ConnectForm } from '../../../state/authorizations/connectForm.js';
import { truncate } from '../../text.js';
import { FieldRow } from './FieldRow.js';

/** Lines the connect form takes: two of title, a line a field and one a field error, and the service's answer
 * (wrapped: counted with a line to spare for words carried over). */
export function connectFormLines(form: ConnectForm, width: number): number {
  const fieldErrors = CONNECT_FIELDS.filter((f) => form.fieldErrors[f] !== undefined).length;
  const answer = form.error !== undefined ? Math.ceil((form.error.length + 2) / Math.max(1, width)) + 1 : 0;
  return 2 + CONNECT_FIELDS.length + fieldErrors + answer;
}

export function ConnectFormView({
  form,
  title,
  width,
  onChange,
  onSubmit,
}: {
  form: ConnectForm;
  title: string;
  width: number;
  onChange: (field: ConnectForm['field'], value: string) => void;
  /** Enter inside typed text (a pasted line break): the next field, or connect on the last. */
  onSubmit: (field: ConnectForm['field']) => void;
}) {
  const labelWidth = Math.max(...Object.values(CONNECT_FIELD_LABELS).map((l) => l.length)) + 1;
  return (
    <Box flexDirection="column" width={width}>
      <Text color="cyan" wrap="truncate-end">
        {truncate(title, width)}
      </Text>
      <Text dimColor wrap="truncate-end">
        {truncate('the code the app returned after consent on its Auth URL, and that redirect URI', width)}
      </Text>
      {CONNECT_FIELDS.map((field) => (
        <FieldRow
          key={field}
          label={CONNECT_FIELD_LABELS[field]}
          labelWidth={labelWidth}
          width={width}
          focused={form.field === field}
          editable
          value={form[field]}
          onChange={(value) => onChange(field, value)}
          onSubmit={() => onSubmit(field)}
          secret={field === 'code'}
          {...(form.fieldErrors[field] !== undefined ? { error: form.fieldErrors[field] } : {})}
          {...(field === 'redirectUri' ? { placeholder: 'https://…' } : {})}
        />
      ))}
      {form.error !== undefined && (
        <Text color="red" wrap="wrap">
          {`✗ ${form.error}`}
        </Text>
      )}
    </Box>
  );
}
