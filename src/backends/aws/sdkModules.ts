// The SDK client modules, loaded on first use. They are CommonJS in the bundle, where a dynamic import gives the
// exports under `default` (Node's rule for CommonJS namespaces); from source they come as named exports.
type CleanRoomsModule = typeof import('@aws-sdk/client-cleanrooms');
type AppflowModule = typeof import('@aws-sdk/client-appflow');

function exportsOf<T extends object>(loaded: T, name: keyof T): T {
  return name in loaded ? loaded : (loaded as { default: T }).default;
}

let cleanRooms: Promise<CleanRoomsModule> | undefined;
let appflow: Promise<AppflowModule> | undefined;

export function cleanRoomsModule(): Promise<CleanRoomsModule> {
  cleanRooms ??= import('@aws-sdk/client-cleanrooms').then((m) => exportsOf(m, 'CleanRoomsClient'));
  return cleanRooms;
}

export function appflowModule(): Promise<AppflowModule> {
  appflow ??= import('@aws-sdk/client-appflow').then((m) => exportsOf(m, 'AppflowClient'));
  return appflow;
}
