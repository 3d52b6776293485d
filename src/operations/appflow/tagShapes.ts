// What AppFlow's three tag operations share.

export const RESOURCE_ARN_DOC =
  'The Amazon Resource Name (ARN) of the connector profile (or flow) whose tags are read or changed.';
