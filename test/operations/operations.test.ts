import { describe, expect, it } from 'vitest';
import { ALL_OPERATIONS, SERVICES, SERVICE_BY_ID } from '../../src/operations/index.js';
import { defineOperation } from '../../src/operations/operation.js';
import { int, opt, req, str, struct } from '../../src/operations/shape.js';
import { AWS_OPERATIONS } from '../../src/server/aws/operations.js';
import { matchAwsRoute } from '../../src/server/aws/router.js';

const base = {
  service: 'appfabric',
  name: 'list-app-bundles-again',
  operation: 'ListAppBundlesAgain',
  summary: 'x',
  validate: () => [],
  fields: {},
  input: struct({ maxResults: opt(int), nextToken: opt(str) }),
  output: struct({ appBundleSummaryList: req(str) }),
} as const;

describe('operation descriptions', () => {
  it('make a missing or wrong piece a type error', () => {
    // Each call below must not compile; tsc (npm run typecheck) fails if one of them does.
    // @ts-expect-error no HTTP binding
    defineOperation({ ...base, port: 'appAuthorizations', method: 'listAppBundles' });
    // @ts-expect-error no port method
    defineOperation({ ...base, http: { method: 'GET', path: '/appbundles', status: 200 } });
    defineOperation({
      ...base,
      port: 'appAuthorizations',
      // @ts-expect-error a method the port does not have
      method: 'listEverything',
      http: { method: 'GET', path: '/appbundles', status: 200 },
    });
    defineOperation({
      ...base,
      port: 'appAuthorizations',
      method: 'listAppBundles',
      // @ts-expect-error a query member that is not an input member of the port method
      http: { method: 'GET', path: '/appbundles', query: ['pageSize'], status: 200 },
    });
    // @ts-expect-error a path label that is not an input member of the port method
    defineOperation({
      ...base,
      port: 'appAuthorizations',
      method: 'listAppBundles',
      http: { method: 'GET', path: '/appbundles/{bundle}', status: 200 },
    });
    defineOperation({
      ...base,
      // @ts-expect-error no validator
      validate: undefined,
      port: 'appAuthorizations',
      method: 'listAppBundles',
      http: { method: 'GET', path: '/appbundles', status: 200 },
    });
    expect(true).toBe(true);
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
    const routes = ALL_OPERATIONS.map((o) => `${o.http.method} ${o.http.path.replace(/\{\w+\}/g, '{}')}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('each route matches its own operation in the emulator', () => {
    expect(AWS_OPERATIONS).toHaveLength(ALL_OPERATIONS.length);
    for (const op of ALL_OPERATIONS) {
      const path = op.http.path.replace(/\{\w+\}/g, 'x');
      const match = matchAwsRoute(op.http.method, path);
      expect(match.kind === 'operation' ? match.operation.name : match.error.message).toBe(op.operation);
    }
  });
});
