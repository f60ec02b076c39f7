/** The words and settings that tell the three login screens apart (spec §2, §4, §5, §8, §9). */
export type LoginVariant = {
  /** The page's h1. */
  title: string;
  /** One line under the title. */
  subtitle: string;
  /** The first field: the member's User ID or the staff e-mail. */
  idField: {
    label: string;
    type: 'text' | 'email';
    autoComplete: 'username' | 'email';
    placeholder: string;
    /** IDs read better in the mono face (brand.md). */
    mono: boolean;
  };
  /** Title of the error popup; its text is the server's message. */
  failureTitle: string;
  /** The error popup's text when the server sent no message (network down, bad answer). */
  errorFallback: string;
  successTitle: string;
  successText: string;
  /** How long the success popup stays before the visitor is taken on. */
  successAutoCloseMs: number;
  /** Where the visitor goes after logging in. */
  homePath: string;
  /** The guarded area; a visitor the router sent here from inside it goes back there instead. */
  areaPath: string;
  /** "Forgot password?" leads here (decisions §14); admins recover through another admin. */
  recoveryPath?: string;
};

/** The login screens' way to recovery. */
export const FORGOT_PASSWORD = 'Forgot password?';

/** The validation alert of spec §5, shared by all three screens. */
export const BOTH_FIELDS_REQUIRED = 'Please fill in both fields.';

export const memberLogin: LoginVariant = {
  title: 'Member Login',
  subtitle: 'Log in with your User ID and password.',
  idField: {
    label: 'User ID',
    type: 'text',
    autoComplete: 'username',
    placeholder: 'LT1234567',
    mono: true,
  },
  failureTitle: 'Something went wrong',
  errorFallback: 'We could not log you in. Please check your connection and try again.',
  successTitle: 'Login Successful',
  successText: 'Taking you to your dashboard...',
  successAutoCloseMs: 3000,
  homePath: '/userdashboard',
  areaPath: '/userdashboard',
  recoveryPath: '/login/forgot',
};

const staffIdField: LoginVariant['idField'] = {
  label: 'E-mail',
  type: 'email',
  autoComplete: 'email',
  placeholder: 'you@example.com',
  mono: false,
};

export const operatorLogin: LoginVariant = {
  title: 'Top-up Operator Login',
  subtitle: 'Log in with your operator e-mail and password.',
  idField: staffIdField,
  failureTitle: 'Opps',
  errorFallback: 'We could not log you in. Please check your connection and try again.',
  successTitle: 'Login Successful!!',
  successText: 'Taking you to the top-up dashboard...',
  successAutoCloseMs: 1500,
  homePath: '/topupdashboard/home',
  areaPath: '/topupdashboard',
  recoveryPath: '/topupdashboard/forgot',
};

export const adminLogin: LoginVariant = {
  title: 'Admin Login',
  subtitle: 'Log in with your admin e-mail and password.',
  idField: staffIdField,
  failureTitle: 'Login failed',
  errorFallback: 'We could not log you in. Please check your connection and try again.',
  successTitle: 'Login Successful',
  successText: 'Taking you to the admin area...',
  successAutoCloseMs: 1500,
  homePath: '/admin',
  areaPath: '/admin',
};
