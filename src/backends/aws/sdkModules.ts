// The SDK client modules, loaded on first use, each with only the client and commands switchyard calls (see
// cleanRoomsSdk.ts): a command that needs one service never loads another's client.
type CleanRoomsModule = typeof import('./cleanRoomsSdk.js');
type AppflowModule = typeof import('./appflowSdk.js');

let cleanRooms: Promise<CleanRoomsModule> | undefined;
let appflow: Promise<AppflowModule> | undefined;

export function cleanRoomsModule(): Promise<CleanRoomsModule> {
  cleanRooms ??= import('./cleanRoomsSdk.js');
  return cleanRooms;
}

export function appflowModule(): Promise<AppflowModule> {
  appflow ??= import('./appflowSdk.js');
  return appflow;
}
