// Loads ink-table 3.1.0 (CommonJS, built against ink 3) under ink 8 (ESM only):
// ink-table's `require('ink')` would fail (ERR_REQUIRE_ESM / ERR_REQUIRE_ASYNC_MODULE), so the already loaded ESM
// namespace of ink is put into require.cache under the path `ink` resolves to from ink-table's own location, and
// likewise React, so ink-table renders with the same ink and React instances as the app (in the bundle too, where
// ink and React are bundled and ink-table stays external). Then ink-table is required.

import { createRequire, Module } from 'node:module';
import * as ink from 'ink';
import React from 'react';
import type { ComponentType, PropsWithChildren } from 'react';

export type Scalar = string | number | boolean | null | undefined;
export type ScalarRow = Record<string, Scalar>;

export interface InkTableProps<T extends ScalarRow> {
  data: T[];
  columns?: (keyof T)[];
  padding?: number;
  header?: (props: PropsWithChildren) => React.JSX.Element;
  cell?: (props: PropsWithChildren<{ column: number }>) => React.JSX.Element;
  skeleton?: (props: PropsWithChildren) => React.JSX.Element;
}

type InkTableClass = ComponentType<InkTableProps<ScalarRow>> & (new (props: InkTableProps<ScalarRow>) => object);
type InkTableModule = { default: InkTableClass };
type RowRenderer = (props: { key: string; columns: unknown[]; data: Partial<ScalarRow> }) => React.JSX.Element | null;

let loaded: ComponentType<InkTableProps<ScalarRow>> | undefined;
let compact: ComponentType<InkTableProps<ScalarRow>> | undefined;

function seedCache(requireFrom: NodeJS.Require, specifier: string, exports: unknown): void {
  const path = requireFrom.resolve(specifier);
  if (requireFrom.cache[path] !== undefined) return;
  const module = new Module(path);
  module.filename = path;
  module.loaded = true;
  module.exports = exports;
  requireFrom.cache[path] = module;
}

/** The ink-table component, loaded once. Throws a clear error if ink-table is not installed. */
export function loadInkTable(): ComponentType<InkTableProps<ScalarRow>> {
  if (loaded !== undefined) return loaded;
  const appRequire = createRequire(import.meta.url);
  let tablePath: string;
  try {
    tablePath = appRequire.resolve('ink-table');
  } catch (error) {
    throw new Error(
      `ink-table is not installed next to switchyard (${error instanceof Error ? error.message : String(error)})`,
      { cause: error },
    );
  }
  const tableRequire = createRequire(tablePath);
  seedCache(tableRequire, 'ink', ink);
  seedCache(tableRequire, 'react', React);
  const module = tableRequire(tablePath) as InkTableModule;
  loaded = module.default;
  return loaded;
}

/**
 * ink-table draws a rule between every two data rows, which doubles a table's height; a detail pane on a 24-row
 * terminal cannot afford that. This subclass keeps the rule under the heading only. (`separator` is an instance
 * field of ink-table's class, so a subclass field replaces it.)
 */
export function loadCompactInkTable(): ComponentType<InkTableProps<ScalarRow>> {
  if (compact !== undefined) return compact;
  const Base = loadInkTable() as unknown as new (props: InkTableProps<ScalarRow>) => { separator: RowRenderer };
  class CompactTable extends Base {
    constructor(props: InkTableProps<ScalarRow>) {
      super(props);
      const original = this.separator;
      this.separator = (props) => (props.key.endsWith('-0') ? original(props) : null);
    }
  }
  compact = CompactTable as unknown as ComponentType<InkTableProps<ScalarRow>>;
  return compact;
}
