// The members and profiles controllers tag each answer with the generation it was asked under, so an answer that
// arrives after the user moved on is dropped (the reducer's guard), end to end through the store's actions.
import { describe, expect, it } from 'vitest';
import { makeMembers, BIG_COLLABORATION, SMALL_COLLABORATION } from '../helpers/fakeServices.js';
import { createMembersStore } from '../../src/state/members/membersStore.js';
import { createProfilesStore } from '../../src/state/profiles/profilesStore.js';
import { memorySettings } from '../../src/settings/settings.js';
import type { Services } from '../../src/service/ports.js';
import type { ShellApi } from '../../src/ui/screenContract.js';
import type { ConnectorProfile, DescribeConnectorProfilesResponse } from '../../src/domain/appflow/types.js';
import type { ListMembersOutput } from '../../src/domain/cleanrooms/types.js';

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const shell: ShellApi = {
  notify: () => undefined,
  runTask: (_label, work) => work(new AbortController().signal),
  goTo: () => undefined,
};

describe('list controllers drop late answers', () => {
  it('members: a page arriving late for a previous collaboration is dropped', async () => {
    const pending = new Map<string, Deferred<ListMembersOutput>>();
    const services = {
      backend: { kind: 'engine', label: 'test' },
      members: {
        listMembers: (input: { collaborationIdentifier: string }) => {
          const d = deferred<ListMembersOutput>();
          pending.set(input.collaborationIdentifier, d);
          return d.promise;
        },
        listCollaborations: async () => ({ collaborationList: [] }),
      },
    } as unknown as Services;
    const store = createMembersStore({ services, settings: memorySettings(), shell });
    store.getState().actions.open(BIG_COLLABORATION);
    store.getState().actions.open(SMALL_COLLABORATION);
    const small = makeMembers(2, 's');
    pending.get(SMALL_COLLABORATION)!.resolve({ memberSummaries: small });
    await pending.get(SMALL_COLLABORATION)!.promise;
    await Promise.resolve();
    expect(store.getState().members).toEqual(small);
    // The first collaboration's page arrives last.
    pending.get(BIG_COLLABORATION)!.resolve({ memberSummaries: makeMembers(5, 'b'), nextToken: 'x' });
    await pending.get(BIG_COLLABORATION)!.promise;
    await new Promise((r) => setImmediate(r));
    expect(store.getState().collaborationId).toBe(SMALL_COLLABORATION);
    expect(store.getState().members).toEqual(small);
    expect(store.getState().hasMore).toBe(false);
  });

  it('profiles: the answer for a superseded filter is dropped', async () => {
    const answers: Deferred<DescribeConnectorProfilesResponse>[] = [];
    const services = {
      connectorProfiles: {
        describe: () => {
          const d = deferred<DescribeConnectorProfilesResponse>();
          answers.push(d);
          return d.promise;
        },
      },
    } as unknown as Services;
    const store = createProfilesStore({ services, shell });
    const actions = store.getState().actions;
    void actions.query();
    actions.edit('names');
    actions.setInput('wanted');
    actions.submitInput();
    expect(answers).toHaveLength(2);
    const wanted: ConnectorProfile = { connectorProfileName: 'wanted', connectorType: 'Salesforce' };
    answers[1]!.resolve({ connectorProfileDetails: [wanted] });
    await new Promise((r) => setImmediate(r));
    expect(store.getState().profiles).toEqual([wanted]);
    answers[0]!.resolve({
      connectorProfileDetails: [{ connectorProfileName: 'stale', connectorType: 'Redshift' }],
      nextToken: 'more',
    });
    await new Promise((r) => setImmediate(r));
    expect(store.getState().profiles).toEqual([wanted]);
    expect(store.getState().hasMore).toBe(false);
    expect(store.getState().names).toEqual(['wanted']);
  });
});
