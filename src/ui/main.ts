// Entry of the explorer. Not built yet: its issue is open.
export async function runExplorer(_argv: string[]): Promise<number> {
  process.stderr.write('switchyard: the explorer is not available yet\n');
  return 255;
}
