// Fixtures of the two-factor stories (what the server answers).
import type { TwoFactorSetup, TwoFactorStatus } from '@contract/two-factor';

export const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export const setupFixture: TwoFactorSetup = {
  secret: SECRET,
  otpauthUrl: `otpauth://totp/LEARN-TRADE-EARN:LT4821937?secret=${SECRET}&issuer=LEARN-TRADE-EARN`,
  qrSvg:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 41 41" shape-rendering="crispEdges"><path fill="#ffffff" d="M0 0h41v41H0z"/><path stroke="#000000" d="M0 0.5h7m1 0h4m3 0h1m2 0h1m7 0h2m1 0h2m1 0h1m1 0h7M0 1.5h1m5 0h1m1 0h4m1 0h5m1 0h4m1 0h1m1 0h3m5 0h1m5 0h1M0 2.5h1m1 0h3m1 0h1m2 0h2m4 0h2m1 0h5m1 0h3m1 0h2m1 0h1m2 0h1m1 0h3m1 0h1M0 3.5h1m1 0h3m1 0h1m1 0h1m1 0h1m1 0h2m2 0h1m1 0h1m2 0h3m4 0h1m2 0h1m2 0h1m1 0h3m1 0h1M0 4.5h1m1 0h3m1 0h1m2 0h1m1 0h1m1 0h3m2 0h1m1 0h1m2 0h1m10 0h1m1 0h3m1 0h1M0 5.5h1m5 0h1m5 0h3m2 0h2m1 0h3m2 0h1m1 0h1m1 0h3m2 0h1m5 0h1M0 6.5h7m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h7M8 7.5h1m3 0h2m4 0h1m1 0h1m1 0h2m2 0h2m1 0h2m1 0h1M0 8.5h1m1 0h2m1 0h3m2 0h1m2 0h1m4 0h1m4 0h2m2 0h1m1 0h1m1 0h1m2 0h1m2 0h1m1 0h2M0 9.5h2m5 0h4m1 0h1m3 0h2m1 0h1m2 0h1m1 0h1m3 0h1m1 0h2m1 0h1m2 0h4M1 10.5h1m2 0h1m1 0h3m1 0h1m2 0h1m2 0h2m1 0h3m1 0h1m1 0h2m2 0h1m2 0h1m4 0h1m1 0h2M1 11.5h2m1 0h2m2 0h4m1 0h4m1 0h3m4 0h2m2 0h2m2 0h1m1 0h1M0 12.5h1m1 0h1m1 0h5m2 0h2m2 0h2m4 0h1m3 0h1m1 0h1m1 0h1m1 0h2m1 0h2m1 0h2m1 0h1M0 13.5h1m2 0h1m5 0h4m1 0h1m1 0h2m3 0h3m2 0h1m1 0h3m1 0h2m1 0h4M1 14.5h4m1 0h1m4 0h1m2 0h1m2 0h1m6 0h2m1 0h3m3 0h4m1 0h3M1 15.5h4m2 0h1m1 0h1m4 0h2m2 0h3m1 0h1m1 0h1m3 0h2m6 0h2M0 16.5h2m2 0h1m1 0h2m1 0h3m1 0h1m1 0h1m1 0h1m1 0h1m2 0h2m1 0h6m1 0h2m2 0h2M1 17.5h1m1 0h3m2 0h2m2 0h1m1 0h2m1 0h1m2 0h1m3 0h1m2 0h1m3 0h1m1 0h1m1 0h1m1 0h1m1 0h1M2 18.5h1m2 0h2m3 0h2m2 0h1m1 0h2m1 0h1m1 0h1m1 0h1m1 0h4m1 0h3m1 0h4m1 0h1M0 19.5h1m1 0h2m1 0h1m3 0h2m1 0h3m1 0h1m3 0h1m1 0h5m2 0h1m2 0h1m2 0h1m1 0h2M1 20.5h1m2 0h1m1 0h1m1 0h1m4 0h1m4 0h1m3 0h1m2 0h2m6 0h4m1 0h2M0 21.5h2m2 0h2m5 0h1m1 0h1m4 0h2m2 0h1m1 0h1m2 0h1m1 0h3m1 0h1m1 0h2m2 0h2M6 22.5h1m1 0h1m2 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h2m1 0h1m1 0h1m1 0h2m1 0h3m1 0h1m1 0h1M2 23.5h3m3 0h1m3 0h1m1 0h1m2 0h1m2 0h2m5 0h2m1 0h1m3 0h1m1 0h1M0 24.5h4m1 0h3m1 0h2m2 0h1m2 0h1m2 0h2m2 0h1m1 0h1m2 0h2m1 0h6m3 0h1M0 25.5h2m3 0h1m2 0h2m2 0h2m1 0h1m1 0h1m2 0h1m2 0h6m1 0h6m1 0h2m1 0h1M0 26.5h1m1 0h1m3 0h1m1 0h2m1 0h1m2 0h2m1 0h1m11 0h1m1 0h1m1 0h5m1 0h1M0 27.5h5m4 0h1m2 0h1m1 0h4m2 0h3m2 0h2m1 0h2m3 0h1m3 0h1m1 0h1M0 28.5h2m1 0h1m1 0h2m6 0h1m2 0h4m3 0h1m1 0h5m1 0h5m1 0h1m1 0h2M1 29.5h2m1 0h1m2 0h1m1 0h1m1 0h1m1 0h2m1 0h2m1 0h1m2 0h1m1 0h2m2 0h1m1 0h2m1 0h1m3 0h4M0 30.5h1m1 0h3m1 0h2m1 0h2m1 0h1m2 0h3m2 0h5m2 0h3m1 0h1m5 0h1m1 0h2M3 31.5h2m4 0h1m3 0h4m3 0h3m1 0h3m3 0h3m2 0h1m1 0h1m1 0h2M1 32.5h2m1 0h1m1 0h4m1 0h2m4 0h3m2 0h2m1 0h1m2 0h1m3 0h6m1 0h2M8 33.5h1m6 0h2m3 0h1m1 0h3m1 0h4m2 0h1m3 0h1m1 0h3M0 34.5h7m1 0h1m1 0h3m1 0h4m1 0h1m1 0h2m1 0h1m1 0h1m1 0h1m1 0h3m1 0h1m1 0h5M0 35.5h1m5 0h1m1 0h5m1 0h1m1 0h1m1 0h5m2 0h2m1 0h2m1 0h2m3 0h3M0 36.5h1m1 0h3m1 0h1m2 0h1m3 0h2m3 0h1m1 0h5m2 0h1m3 0h7m2 0h1M0 37.5h1m1 0h3m1 0h1m1 0h1m2 0h1m2 0h3m1 0h4m2 0h1m2 0h1m1 0h1m1 0h1m1 0h1m1 0h2M0 38.5h1m1 0h3m1 0h1m1 0h1m3 0h1m1 0h1m2 0h1m4 0h3m1 0h1m3 0h1m1 0h1m2 0h1m1 0h2m1 0h1M0 39.5h1m5 0h1m3 0h1m2 0h2m1 0h1m3 0h3m1 0h3m3 0h1m5 0h2m1 0h1M0 40.5h7m1 0h1m1 0h2m1 0h4m2 0h2m1 0h2m1 0h3m2 0h1m1 0h1m1 0h2m3 0h1"/></svg>',
};

export const recoveryCodes = [
  '7KQ2M-X4D9P',
  'B3N8R-T6W2L',
  'H9C4V-Q7Z1M',
  'P2X6D-K8S3F',
  'W5J9T-N1R7B',
  'E4L8Q-Y2H6C',
  'R7F3K-M9V5X',
  'Z1T6P-D4G8N',
  'C8W2S-J5Q9L',
  'M6B1H-X3K7R',
];

export const statusOff: TwoFactorStatus = {
  enabled: false,
  required: false,
  recoveryCodesLeft: 0,
  resetAt: null,
};
export const statusOn: TwoFactorStatus = { ...statusOff, enabled: true, recoveryCodesLeft: 10 };
export const statusReset: TwoFactorStatus = { ...statusOff, resetAt: '2026-11-20T09:30:00.000Z' };
export const adminOff: TwoFactorStatus = { ...statusOff, required: true };
export const adminOn: TwoFactorStatus = { ...statusOn, required: true, recoveryCodesLeft: 7 };
