// --cli-auto-prompt: asks for each missing required parameter on the terminal with node:readline (no Ink). Input for
// a parameter that carries a secret is not echoed.

import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { cliName, type CommandDef } from './command.js';
import { carriesSecret } from '../operations/shape.js';
import type { CommandIO } from './io.js';

export async function promptForMissing(
  command: CommandDef,
  missing: readonly string[],
  io: CommandIO,
): Promise<Map<string, string[]>> {
  const answers = new Map<string, string[]>();
  for (const member of missing) {
    const def = command.input.members[member];
    if (def === undefined) continue;
    const secret = carriesSecret(member, def.shape);
    const hint = def.shape.type === 'structure' || def.shape.type === 'list' ? ' (shorthand or JSON)' : '';
    const answer = await ask(io, `--${cliName(member)}${hint}: `, secret);
    if (answer.trim() === '') continue;
    answers.set(cliName(member), def.shape.type === 'list' ? answer.trim().split(/\s+/) : [answer]);
  }
  return answers;
}

function ask(io: CommandIO, question: string, mute: boolean): Promise<string> {
  return new Promise((resolve) => {
    const output = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        io.stderr.write(chunk.toString());
        done();
      },
    });
    const rl = createInterface({ input: io.stdin, output, terminal: true });
    if (mute) {
      // readline has no muted mode: write the question ourselves and swallow the echo of what is typed.
      io.stderr.write(question);
      (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = () => {};
      rl.question('', (answer) => {
        io.stderr.write('\n');
        rl.close();
        resolve(answer);
      });
    } else {
      rl.question(question, (answer) => {
        rl.close();
        resolve(answer);
      });
    }
  });
}
