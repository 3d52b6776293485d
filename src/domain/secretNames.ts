// Member names that hold a credential whatever the definition says: the second line of defence of the redaction, so
// a definition (or a response shape) that forgets its `sensitive` flag still never echoes the value. Debug logs,
// error messages and prompts mask by these names as well as by the flag.

const SECRET_MEMBER_NAMES =
  /^(authorization|x-amz-security-token|aws_?secret_?access_?key|secret_?access_?key|session_?token|password|token|client_?secret|api_?key|access_?token|refresh_?token|id_?token|bearer_?token|private_?key)$/i;

/** Whether a member (or option) of this name holds a credential. `--api-key` counts as `apiKey`. */
export function isSecretMemberName(name: string): boolean {
  return SECRET_MEMBER_NAMES.test(name.replace(/^-+/, '').replace(/-/g, '_'));
}
