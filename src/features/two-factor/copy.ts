/** The words of the two-factor settings and enrolment screens, in one place. */
export const copy = {
  title: 'Two-factor sign-in',
  intro:
    'With it on, signing in needs your password and a code from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password, Authy…).',
  on: 'On',
  off: 'Off',
  required: 'Required for admins: it cannot be turned off.',
  codesLeft: (left: number) =>
    left === 1 ? '1 recovery code left' : `${left} recovery codes left`,
  codesLow: 'You are running out of recovery codes: make new ones.',
  resetNotice: (date: string) =>
    `An administrator removed your two-factor sign-in on ${date}. Set it up again to protect your account.`,
  loadFailure: 'Could not load your two-factor settings.',
  setUp: 'Set up two-factor sign-in',
  enrolTitle: 'Set up two-factor sign-in',
  enrolIntro: 'An admin account must have a second factor. Set it up now to open the console.',
  scanStep: '1. Scan this QR code with your authenticator app',
  qrLabel: 'QR code to add this account to an authenticator app',
  manualKey: 'Can’t scan it? Enter this key by hand',
  copyKey: 'Copy key',
  codeStep: '2. Enter the 6-digit code the app shows',
  confirm: 'Turn on',
  cancel: 'Cancel',
  startFailure: 'Could not start the setup. Please try again.',
  actionFailure: 'Something went wrong. Please try again.',
  codesTitle: 'Your recovery codes',
  codesDescription:
    'If you lose your phone, each of these codes signs you in once. Save them somewhere safe now: they will not be shown again.',
  codesFile: 'learn-trade-earn-recovery-codes.txt',
  codesFileHeading: (account: string) => `LEARN-TRADE-EARN recovery codes for ${account}`,
  regenerate: 'New recovery codes',
  regenerateTitle: 'Make new recovery codes',
  regenerateIntro: 'Your old recovery codes stop working. Confirm with a code from your app.',
  regenerateConfirm: 'Make new codes',
  disable: 'Turn off',
  disableTitle: 'Turn off two-factor sign-in?',
  disableDescription:
    'Signing in will need only your password again. Confirm with your password and a code from your app.',
  password: 'Password',
  enabledMessage: 'Two-factor sign-in is on.',
  disabledMessage: 'Two-factor sign-in is off.',
} as const;
