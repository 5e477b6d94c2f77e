// The customer reads their plan from any visit's manage link (its token checked
// as every manage-page call's: an unknown id and a wrong token are the same
// "not found"). It sends no mail: only the manage link's secret is declared.
import { db } from '../lib/admin';
import { PUBLIC_CALLABLE_OPTIONS, defineCallable } from '../lib/callable';
import { MANAGE_SECRETS } from '../lib/manage-token';
import { notFound, requireManageToken } from '../self-service/manage-access';
import { planOfVisit } from './plan-changes';
import { forCustomer } from './plan-doc';

export const getMyPlan = defineCallable(
  'getMyPlan',
  { ...PUBLIC_CALLABLE_OPTIONS, secrets: MANAGE_SECRETS },
  async (input) => {
    await requireManageToken(db, input.id, input.token);
    return forCustomer(await planOfVisit(db, input.id, new Date()));
  },
  notFound,
);

