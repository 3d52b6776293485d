// `--port` and `--host` of the commands that listen (`serve`, `metrics`), checked the same way.

/** The address to listen on from the parsed flags; a bad value names the flag and the rule. */
export function listenAddress(
  values: { port?: string; host?: string },
  defaultPort: number,
): { port: number; host: string } {
  const portText = values.port ?? String(defaultPort);
  if (!/^\d{1,5}$/.test(portText) || Number(portText) > 65535) {
    throw new Error(`--port must be an integer between 0 and 65535, got '${portText.slice(0, 40)}'`);
  }
  if (values.host === '') throw new Error('--host must not be empty');
  return { port: Number(portText), host: values.host ?? '127.0.0.1' };
}
