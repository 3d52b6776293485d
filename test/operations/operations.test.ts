import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ALL_OPERATIONS, SERVICES, SERVICE_BY_ID } from '../../src/operations/index.js';
import { AWS_OPERATIONS } from '../../src/server/aws/operations.js';
import { matchAwsRoute } from '../../src/server/aws/router.js';

describe('operation descriptions', () => {
  it('make a missing or wrong piece a type error', () => {
    // fixtures/badOperations.fixture.ts holds one description per rule, each marked @ts-expect-error; an unused
    // directive (a rule that no longer catches its case) is a diagnostic.
    const file = resolve(import.meta.dirname, 'fixtures/badOperations.fixture.ts');
    const config = ts.getParsedCommandLineOfConfigFile(
      resolve(import.meta.dirname, '../../tsconfig.json'),
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (d) => {
          throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
        },
      },
    )!;
    // Without @types/node, which this file and what it imports do not need (a third less time).
    const program = ts.createProgram([file], { ...config.options, types: [] });
    const diagnostics = ts
      .getPreEmitDiagnostics(program, program.getSourceFile(file))
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);
    expect(readFileSync(file, 'utf8').match(/^ *\/\/ @ts-expect-error/gm)).toHaveLength(8);
  });

  it('are consistent: labels, query members and paginator keys are members of the shapes', () => {
    for (const op of ALL_OPERATIONS) {
      const where = `${op.service} ${op.operation}`;
      const inputs = Object.keys(op.input.members);
      const labels = [...op.http.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      for (const label of labels) {
        expect(inputs, where).toContain(label);
        expect(op.input.members[label]!.required, `${where} label ${label}`).toBe(true);
      }
      for (const q of op.http.query ?? []) expect(inputs, where).toContain(q);
      if (op.paginator) {
        expect(inputs, where).toContain(op.paginator.inputToken);
        expect(inputs, where).toContain(op.paginator.limitKey);
        expect(Object.keys(op.output.members), where).toContain(op.paginator.outputToken);
        expect(Object.keys(op.output.members), where).toContain(op.paginator.resultKey);
      }
      expect(SERVICE_BY_ID[op.service].operations, where).toContain(op);
    }
  });

  it('give every service, command word and route once', () => {
    expect(SERVICES.map((s) => s.name).sort()).toEqual(Object.keys(SERVICE_BY_ID).sort());
    const commands = ALL_OPERATIONS.map((o) => `${o.service} ${o.name}`);
    expect(new Set(commands).size).toBe(commands.length);
    // Within a service every route is its own; across services only the tag routes are shared, told apart by the
    // ARN they carry (`/tags/{resourceArn}`).
    const routes = ALL_OPERATIONS.map((o) => `${o.service} ${o.http.method} ${o.http.path.replace(/\{\w+\}/g, '{}')}`);
    expect(new Set(routes).size).toBe(routes.length);
    const shared = ALL_OPERATIONS.filter((o) =>
      ALL_OPERATIONS.some(
        (p) => p !== o && p.service !== o.service && p.http.method === o.http.method && p.http.path === o.http.path,
      ),
    );
    expect(new Set(shared.map((o) => o.http.path))).toEqual(new Set(['/tags/{resourceArn}']));
  });

  it('each route matches its own operation in the emulator', () => {
    expect(AWS_OPERATIONS).toHaveLength(ALL_OPERATIONS.length);
    for (const op of ALL_OPERATIONS) {
      const arn = encodeURIComponent(`arn:aws:${op.service}:us-east-1:123456789012:thing/x`);
      const path = op.http.path.replace(/\{resourceArn\}/g, arn).replace(/\{\w+\}/g, 'x');
      const match = matchAwsRoute(op.http.method, path);
      expect(
        match.kind === 'operation' ? `${match.operation.service} ${match.operation.name}` : match.error.message,
      ).toBe(`${op.service} ${op.operation}`);
    }
  });
});
