// The body between the header and the status line: the help, the call log, or the active screen.

import { Box } from 'ink';
import type { ScreenChrome, ScreenDefinition, ScreenId, ShellApi } from '../screenContract.js';
import type { Services } from '../../service/ports.js';
import type { SettingsApi } from '../../settings/types.js';
import type { CallLog } from '../../service/callLog.js';
import { HelpOverlay } from './HelpOverlay.js';
import { CallLogOverlay } from './CallLogOverlay.js';

export interface ShellBodyProps {
  screen: ScreenId;
  overlay: string;
  definition: ScreenDefinition | undefined;
  states: ReadonlyMap<ScreenId, unknown>;
  chrome: ScreenChrome;
  services: Services;
  settings: SettingsApi;
  shellApi: ShellApi;
  callLog: CallLog;
  liveCommands: ReadonlySet<string>;
  width: number;
  height: number;
  onCloseOverlay: () => void;
}

export function ShellBody(props: ShellBodyProps) {
  const { screen, overlay, definition, width, height } = props;
  const Component = definition?.component;
  return (
    // No overflow="hidden" here: Ink clips by re-slicing every line of the box with slice-ansi on every frame, the
    // largest cost of a cursor move. Screens keep within `height`; the views that can run long (details, help) clip
    // themselves.
    <Box height={height} width={width} flexDirection="column">
      {overlay === 'help' ? (
        <HelpOverlay
          scope={screen}
          title={definition?.title ?? screen}
          width={width}
          height={height}
          live={props.liveCommands}
          onClose={props.onCloseOverlay}
        />
      ) : overlay === 'callLog' ? (
        <CallLogOverlay
          log={props.callLog}
          scope={screen}
          shell={props.shellApi}
          width={width}
          height={height}
          onClose={props.onCloseOverlay}
        />
      ) : Component !== undefined ? (
        <Component
          key={screen}
          services={props.services}
          settings={props.settings}
          shell={props.shellApi}
          chrome={props.chrome}
          state={props.states.get(screen)}
          isActive={overlay === 'none'}
          width={width}
          height={height}
        />
      ) : null}
    </Box>
  );
}
