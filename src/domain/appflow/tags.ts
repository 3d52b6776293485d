// AppFlow TagResource, UntagResource and ListTagsForResource: the requests and their rules, as AppFlow's model
// states them (tags are a map; keys may not start with `aws:`). Messages name the rule, never the value.
import {
  checkField,
  checkList,
  checkMapSize,
  checkObject,
  checkRequired,
  checkStructure,
  joinPath,
  type FieldRule,
  type FieldTable,
  type Issue,
} from '../validation.js';
import type { Infer } from '../shape.js';
import type * as shapes from './shapes.js';
import { mapEntryPath } from './validators.js';

export type AppFlowTagResourceRequest = Infer<typeof shapes.TagResourceInputShape>;
export type AppFlowUntagResourceRequest = Infer<typeof shapes.UntagResourceInputShape>;
export type AppFlowResourceArnRequest = Infer<typeof shapes.ListTagsForResourceInputShape>;
export type AppFlowListTagsForResourceResponse = Infer<typeof shapes.ListTagsForResourceOutputShape>;
export type AppFlowTagsResponse = Infer<typeof shapes.TagResourceOutputShape>;

/** The model's ARN shape, anchored as Smithy writes it. */
export const APPFLOW_RESOURCE_ARN_PATTERN = /^arn:aws:.*:.*:[0-9]+:.*$/;
/** TagKey: the model's class, `+-=` being a range there as here. */
export const APPFLOW_TAG_KEY_PATTERN = /^(?!aws:)[a-zA-Z+-=._:/]+$/;
export const APPFLOW_TAG_VALUE_PATTERN = /^[\s\w+-=.:/@]*$/;
export const APPFLOW_TAGS_SIZE = { min: 0, max: 50 } as const;

const TAG_KEY: FieldRule = {
  type: 'string',
  required: true,
  min: 1,
  max: 128,
  pattern: APPFLOW_TAG_KEY_PATTERN,
  patternText: 'letters, digits and + - = . _ : /, not starting with aws:',
};

export const APPFLOW_TAG_FIELDS: FieldTable = {
  resourceArn: {
    type: 'string',
    required: true,
    min: 0,
    max: 512,
    pattern: APPFLOW_RESOURCE_ARN_PATTERN,
    patternText: 'an ARN with an account',
  },
  'tags.*': { type: 'string', required: true, min: 0, max: 256, pattern: APPFLOW_TAG_VALUE_PATTERN },
  tagKey: TAG_KEY,
};

function checkRequest(input: unknown, known: readonly string[]) {
  const out: Issue[] = [];
  const request = checkStructure(out, '', input, { required: true, known });
  if (request !== undefined) checkField(out, 'resourceArn', request.resourceArn, APPFLOW_TAG_FIELDS.resourceArn!);
  return { out, request };
}

export function validateAppFlowTagResourceRequest(input: unknown): Issue[] {
  const { out, request } = checkRequest(input, ['resourceArn', 'tags']);
  if (request === undefined) return out;
  const tags = request.tags;
  if (!checkRequired(out, 'tags', tags) || !checkObject(out, 'tags', tags)) return out;
  if (!checkMapSize(out, 'tags', tags, APPFLOW_TAGS_SIZE)) return out;
  for (const [key, value] of Object.entries(tags)) {
    const path = mapEntryPath('tags', key);
    // The key is checked under the entry's path: the message names the rule, the path names the entry.
    if (checkField(out, path, key, TAG_KEY)) checkField(out, path, value, APPFLOW_TAG_FIELDS['tags.*']!);
  }
  return out;
}

export function validateAppFlowUntagResourceRequest(input: unknown): Issue[] {
  const { out, request } = checkRequest(input, ['resourceArn', 'tagKeys']);
  if (request === undefined) return out;
  const keys = request.tagKeys;
  if (!checkRequired(out, 'tagKeys', keys) || !checkList(out, 'tagKeys', keys, APPFLOW_TAGS_SIZE)) return out;
  keys.forEach((key, index) => checkField(out, joinPath('tagKeys', index), key, TAG_KEY));
  return out;
}

export function validateAppFlowResourceArnRequest(input: unknown): Issue[] {
  return checkRequest(input, ['resourceArn']).out;
}
