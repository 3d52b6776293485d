import { describe, expect, it } from 'vitest';
import {
  initProfilesModel,
  profilesReducer,
  type ProfilesEvent,
  type ProfilesModel,
} from '../../src/state/profiles/profilesReducer.js';
import type { ConnectorProfile } from '../../src/domain/appflow/types.js';

const run = (events: ProfilesEvent[], from: ProfilesModel = initProfilesModel()): ProfilesModel =>
  events.reduce(profilesReducer, from);

const profile = (name: string, connectorType: ConnectorProfile['connectorType']): ConnectorProfile => ({
  connectorProfileName: name,
  connectorType,
  connectionMode: 'Public',
});

describe('profiles reducer', () => {
  it('drops the answer for a superseded filter', () => {
    const asked = run([{ type: 'requestStarted', reset: true }]);
    const superseded = asked.generation;
    const refiltered = run(
      [
        { type: 'editStarted', field: 'names' },
        { type: 'inputChanged', text: 'wanted' },
        { type: 'inputAccepted' },
        { type: 'requestStarted', reset: true },
        {
          type: 'pageLoaded',
          generation: superseded + 1,
          profiles: [profile('wanted', 'Salesforce')],
          nextToken: undefined,
        },
      ],
      asked,
    );
    const late = profilesReducer(refiltered, {
      type: 'pageLoaded',
      generation: superseded,
      profiles: [profile('old-1', 'Redshift'), profile('old-2', 'Redshift')],
      nextToken: 'more',
    });
    expect(late.profiles.map((p) => p.connectorProfileName)).toEqual(['wanted']);
    expect(late.hasMore).toBe(false);
    expect(late).toBe(refiltered);
    const lateFailure = profilesReducer(refiltered, { type: 'pageFailed', generation: superseded, error: 'x' });
    expect(lateFailure.loadError).toBe('');
  });

  it('a next page extends the list under the same generation; a reset empties it', () => {
    const s = run([
      { type: 'requestStarted', reset: true },
      { type: 'pageLoaded', generation: 1, profiles: [profile('a', 'Redshift')], nextToken: 't' },
      { type: 'requestStarted', reset: false },
      { type: 'pageLoaded', generation: 1, profiles: [profile('b', 'Redshift')], nextToken: undefined },
    ]);
    expect(s.profiles.map((p) => p.connectorProfileName)).toEqual(['a', 'b']);
    expect(s.rows.map((r) => r.kind)).toEqual(['group', 'profile', 'profile']);
    const reset = profilesReducer(s, { type: 'requestStarted', reset: true });
    expect(reset.profiles).toEqual([]);
    expect(reset.generation).toBe(2);
  });

  it('Enter collapses a group and keeps the cursor on it; a label sets the type filter to CustomConnector', () => {
    let s = run([
      { type: 'requestStarted', reset: true },
      {
        type: 'pageLoaded',
        generation: 1,
        profiles: [profile('a', 'Redshift'), profile('b', 'Redshift')],
        nextToken: undefined,
      },
      { type: 'activated' },
    ]);
    expect(s.rows).toHaveLength(1);
    expect(s.cursor.index).toBe(0);
    s = run(
      [{ type: 'editStarted', field: 'label' }, { type: 'inputChanged', text: 'my-label' }, { type: 'inputAccepted' }],
      s,
    );
    expect(s.label).toBe('my-label');
    expect(s.connectorType).toBe('CustomConnector');
  });
});
