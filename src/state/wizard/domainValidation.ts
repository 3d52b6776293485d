// The wizard's FieldValidator over the domain's AppFabric validators: every rule the wizard shows comes from
// domain/appfabric/validators.ts. The tag-list size rule lives in the request validator, so the `tags` path asks
// it about a request that carries only the list and keeps the issue at `tags` itself. The messages are the AWS
// wording, shown to people in plain words (`peopleMessage`).

import { validateAppFabricField, validateCreateAppAuthorizationRequest } from '../../domain/appfabric/validators.js';
import { peopleMessage } from '../../domain/fieldMessages.js';
import { FIELD } from './fields.js';
import type { FieldValidator } from './wizardState.js';

export const domainFieldValidator: FieldValidator = (path, value) => {
  const message =
    path === FIELD.tags
      ? validateCreateAppAuthorizationRequest({ tags: value }).find((issue) => issue.path === FIELD.tags)?.message
      : validateAppFabricField(path, value)[0]?.message;
  return message === undefined ? undefined : peopleMessage(message);
};

export { validateCreateAppAuthorizationRequest as validateWizardRequest };
