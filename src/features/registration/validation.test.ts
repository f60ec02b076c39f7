import { describe, expect, it } from 'vitest';
import {
  emailHint,
  hasRequiredFields,
  isValidEmail,
  isValidMobile,
  mobileHint,
  type RegistrationValues,
} from './validation';

const filled: RegistrationValues = {
  name: 'Asha Verma',
  mobileNumber: '9876543210',
  email: 'asha@example.com',
  password: 'secret-pass',
};

describe('isValidMobile', () => {
  it('accepts exactly 10 characters', () => {
    expect(isValidMobile('9876543210')).toBe(true);
  });
  it.each(['', '987654321', '98765432101'])('rejects %j', (value) => {
    expect(isValidMobile(value)).toBe(false);
  });
});

describe('isValidEmail', () => {
  it.each(['asha@example.com', 'a.b+c@mail.co.in'])('accepts %j', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });
  it.each(['', 'asha', 'asha@example', 'asha @example.com', '@example.com'])(
    'rejects %j',
    (value) => {
      expect(isValidEmail(value)).toBe(false);
    },
  );
});

describe('hints', () => {
  it('use the public signup wording', () => {
    expect(mobileHint('12345', 'signup')).toBe('phone no invalid');
    expect(emailHint('asha', 'signup')).toBe('Email invalid');
  });
  it('use the member area wording', () => {
    expect(mobileHint('12345', 'member')).toBe('Please enter a valid mobile number');
    expect(emailHint('asha', 'member')).toBe('Please enter a valid email');
  });
  it('disappear for valid values', () => {
    expect(mobileHint('9876543210', 'signup')).toBeUndefined();
    expect(emailHint('asha@example.com', 'member')).toBeUndefined();
  });
});

describe('hasRequiredFields', () => {
  it('accepts a filled form, even with an invalid mobile or e-mail (hints do not block)', () => {
    expect(hasRequiredFields(filled)).toBe(true);
    expect(hasRequiredFields({ ...filled, mobileNumber: '123', email: 'asha' })).toBe(true);
  });
  it.each(['name', 'mobileNumber', 'email', 'password'] as const)('requires %s', (key) => {
    expect(hasRequiredFields({ ...filled, [key]: '' })).toBe(false);
  });
  it('treats blanks as empty', () => {
    expect(hasRequiredFields({ ...filled, name: '   ' })).toBe(false);
  });
  it('requires a position only when the form asks for one', () => {
    expect(hasRequiredFields(filled, { required: true, value: undefined })).toBe(false);
    expect(hasRequiredFields(filled, { required: true, value: 'right' })).toBe(true);
    expect(hasRequiredFields(filled, { required: false, value: undefined })).toBe(true);
  });
});
