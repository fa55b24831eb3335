import { endpoint } from '../endpoint';
import { PROFILE_PATHS } from '../paths';
import { headIconChoiceSchema, headIconValueSchema } from '../session';

/** A member's head icon (known-api.md: PROFPIC3): the current picture and the choices; another one chosen, form-encoded. */
export const headIconEndpoints = {
  headIcon: endpoint({ method: 'GET', path: PROFILE_PATHS.headIcon, access: 'member', response: headIconValueSchema }),
  chooseHeadIcon: endpoint({
    method: 'POST',
    path: PROFILE_PATHS.headIcon,
    access: 'member',
    body: headIconChoiceSchema,
    encoding: 'form',
    response: headIconValueSchema,
  }),
};
