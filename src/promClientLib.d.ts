// prom-client's index loads its default process metrics, cluster and push-gateway support and OpenTelemetry
// (about 250 ms of start-up on a loaded machine); the registry and the gauge alone load in about 30 ms, so those two
// files are imported directly. Their types are the package's own.
declare module 'prom-client/lib/registry.js' {
  import type { Registry } from 'prom-client';
  const RegistryClass: typeof Registry;
  export default RegistryClass;
}

declare module 'prom-client/lib/gauge.js' {
  import type { Gauge } from 'prom-client';
  const GaugeClass: typeof Gauge;
  export default GaugeClass;
}
