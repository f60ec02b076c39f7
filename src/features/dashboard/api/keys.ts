import { userDashboard } from '@contract/dashboard';
import { welcomeLetter } from '@contract/wallet';

/** The member's dashboard, by the contract path and their sponsor ID. */
export const memberDashboardKey = (sponsorId: string) => [userDashboard.path, sponsorId] as const;

/** The member's welcome letter (the server reads the member from the session). */
export const welcomeLetterKey = (sponsorId: string) => [welcomeLetter.path, sponsorId] as const;
