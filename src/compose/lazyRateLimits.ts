// The engine's rate-limit port, built on first use. Building it (the budget engine over the dataset's callers, the
// traffic simulator, the snapshot watchers) is work the explorer's first frame does not need unless that frame is
// the rate-limit screen: the monitor that records the lasting history opens it at mount, right after the first
// frame, and the rate-limit screen's store when it is first shown. Every member builds it, so whoever comes first
// sees the same port as before; a close() before anything used it has nothing to stop.

import type { RateLimitsPort, SimulatorControl } from '../service/rateLimitsPort.js';

export function lazyRateLimits(mode: RateLimitsPort['mode'], build: () => RateLimitsPort): RateLimitsPort {
  let port: RateLimitsPort | undefined;
  let closed = false;
  const built = (): RateLimitsPort => {
    if (port === undefined) {
      port = build();
      // Built after close() (a late effect of an unmounted screen): stopped as the port built at start would be.
      if (closed) port.close();
    }
    return port;
  };
  return {
    mode,
    get simulator(): SimulatorControl | undefined {
      return built().simulator;
    },
    listCallers: () => built().listCallers(),
    snapshot: (callerId) => built().snapshot(callerId),
    watch: (listener, options) => built().watch(listener, options),
    subscribe: (listener) => built().subscribe(listener),
    close() {
      closed = true;
      port?.close();
    },
  };
}
