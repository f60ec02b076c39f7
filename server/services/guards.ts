/**
 * The concurrency guards the race tests prove (issue 8 §3). They are always on: nothing in the
 * configuration reaches this object. Only the tests that show a race test can fail switch one
 * off, in their own process, and back on.
 */
export const guards = {
  /** Approving an order locks its row, so two approvals cannot both see it pending. */
  orderRowLock: true,
  /** A placement locks its leg's spine row, so two placements cannot take the same tail. */
  spineLock: true,
  /** A close locks the open period's row, so two closes cannot both settle it. */
  periodLock: true,
};
