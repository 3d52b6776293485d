// Entry of switchyard serve. Not built yet: its issue is open.
export async function runServe(_argv: string[]): Promise<number> {
  process.stderr.write('switchyard: switchyard serve is not available yet\n');
  return 255;
}
