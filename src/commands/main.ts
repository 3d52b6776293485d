// Entry of command mode. Not built yet: its issue is open.
export async function runCommand(_argv: string[]): Promise<number> {
  process.stderr.write('switchyard: command mode is not available yet\n');
  return 255;
}
