// `--output yaml` / `yaml-stream`: the AWS CLI dumps with ruamel.yaml's safe dumper (block style, keys sorted, strings
// that would read back as another type single-quoted, timestamps included). The `yaml` package does the same with
// these options; scalars at the top level are written as JSON, as awscli's YAMLDumper does.

import type { Doc } from './document.js';
import { isEmptyObject } from './json.js';
import { yamlLib } from '../lazy.js';

export function yamlDump(value: Doc): string {
  if (value === null || typeof value !== 'object') return `${JSON.stringify(value)}\n`;
  return yamlLib().stringify(value, {
    sortMapEntries: true,
    indentSeq: false,
    singleQuote: true,
    customTags: ['timestamp'],
    lineWidth: 80,
    minContentWidth: 0,
    aliasDuplicateObjects: false,
  });
}

export function renderYaml(doc: Doc): string {
  return isEmptyObject(doc) ? '' : yamlDump(doc);
}

/** One YAML document per page, each a one-element list (awscli's StreamedYAMLFormatter). */
export function renderYamlStreamPage(doc: Doc): string {
  return yamlDump([doc]);
}
