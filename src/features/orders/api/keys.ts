import { catalogue } from '@contract/catalogue';
import { userDashboard } from '@contract/dashboard';
import { orderHistory } from '@contract/orders';

/** The package catalogue (the operator feature reads the same key: one cache entry). */
export const catalogueKey = catalogue.path;

/** The member's orders. */
export const orderHistoryKey = (mySponsorId: string) => [orderHistory.path, mySponsorId] as const;

/**
 * The member's dashboard, keyed as the dashboard feature keys it: a new deposit shows there at once
 * as waiting for approval.
 */
export const dashboardKey = (mySponsorId: string) => [userDashboard.path, mySponsorId] as const;
