import { MEMBER_ROLES } from '../../contract/members';
import { i18nChoices } from '../../lib/choices';

/** The roles an owner gives a member, labelled by the team catalog (`team.roles.*`). */
export const roleChoices = i18nChoices(MEMBER_ROLES, 'team.roles');
