import { catalogue } from '@contract/catalogue';
import { orderHistory } from '@contract/orders';

/** The package catalogue (the operator feature reads the same key: one cache entry). */
export const catalogueKey = catalogue.path;

/** The member's orders. */
export const orderHistoryKey = (mySponsorId: string) => [orderHistory.path, mySponsorId] as const;
