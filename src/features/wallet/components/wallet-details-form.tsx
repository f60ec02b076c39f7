import { useRef, useState, type FormEvent } from 'react';
import { CODE_REQUIRED } from '@contract/two-factor';
import { walletAddress } from '@contract/wallet';
import { Button } from '@/ui/button/button';
import { usePopup } from '@/ui/popup/popup';
import { isCompleteCode, OneTimeCodeField } from '@/ui/one-time-code-field/one-time-code-field';
import { TextField } from '@/ui/text-field/text-field';
import type { CodeAsk } from '../api/second-factor';
import { useCodeField } from './use-code-field';
import type { WalletDetailsSubmission } from '../api/submit-wallet-details';
import type { KycSubmission } from '../api/use-kyc-status';

export const WALLET_REQUIRED = 'All fields are required!';
export const WALLET_ADDRESS_INVALID =
  'Enter a USDT address: TRC-20 (starts with T, 34 characters) or ERC-20 (0x and 40 hex digits).';

const FIELD_ORDER = ['userId', 'name', 'telegramId', 'Walletaddress'] as const;
type FieldName = (typeof FIELD_ORDER)[number];

export const isWalletAddress = (value: string) => walletAddress.safeParse(value).success;

export type WalletDetailsFormProps = {
  /** The member's sponsor ID: the User ID field starts with it. */
  defaultUserId: string;
  /** The last details sent: a Resubmit after a rejection starts from them. */
  lastSubmission?: KycSubmission | null;
  /** Disables the form and shows a spinner on the button while the details are sent. */
  submitting?: boolean;
  /** Called with the trimmed details once every field is filled and the address looks right. */
  onSubmit: (details: WalletDetailsSubmission) => void;
  /** The member's second factor: when requested, the form asks for the code too. */
  code?: CodeAsk;
};

/** The KYC submission form of `/userdashboard/walletdetails` (spec §3, §5). */
export function WalletDetailsForm({
  defaultUserId,
  lastSubmission,
  submitting = false,
  onSubmit,
  code: codeAsk,
}: WalletDetailsFormProps) {
  const [values, setValues] = useState<WalletDetailsSubmission>(() => ({
    userId: defaultUserId,
    name: lastSubmission?.name ?? '',
    telegramId: lastSubmission?.telegramId ?? '',
    Walletaddress: lastSubmission?.walletAddress ?? '',
  }));
  const [addressError, setAddressError] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { popup, show } = usePopup();
  const { code, setCode, codeMode, setCodeMode, codeError, setCodeError, codeRef } =
    useCodeField(codeAsk);

  const field = (name: FieldName) => ({
    name,
    value: values[name],
    required: true,
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      if (name === 'Walletaddress' && addressError && isWalletAddress(value)) {
        setAddressError(false);
      }
    },
  });

  const focusField = (name: FieldName) =>
    formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const trimmed = {
      userId: values.userId.trim(),
      name: values.name.trim(),
      telegramId: values.telegramId.trim(),
      Walletaddress: values.Walletaddress.trim(),
    };
    const firstEmpty = FIELD_ORDER.find((name) => trimmed[name] === '');
    if (firstEmpty) {
      void show({
        icon: 'warning',
        title: WALLET_REQUIRED,
        onCloseAutoFocus: (focusEvent) => {
          focusEvent.preventDefault();
          focusField(firstEmpty);
        },
      });
      return;
    }
    if (!isWalletAddress(trimmed.Walletaddress)) {
      setAddressError(true);
      focusField('Walletaddress');
      return;
    }
    if (codeAsk?.requested && !isCompleteCode(code, codeMode)) {
      setCodeError(CODE_REQUIRED);
      codeRef.current?.focus();
      return;
    }
    onSubmit(codeAsk?.requested ? { ...trimmed, code } : trimmed);
  }

  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Wallet details form"
      aria-busy={submitting || undefined}
      onSubmit={handleSubmit}
      className="grid gap-5"
    >
      <fieldset disabled={submitting} className="grid min-w-0 gap-4">
        <legend className="sr-only">Wallet details</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="User ID" mono autoComplete="username" {...field('userId')} />
          <TextField label="Name" autoComplete="name" {...field('name')} />
        </div>
        <TextField
          label="Telegram ID"
          autoComplete="off"
          spellCheck={false}
          placeholder="@username"
          {...field('telegramId')}
        />
        <TextField
          label="Wallet address (USDT TRC-20 / ERC-20)"
          mono
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="off"
          placeholder="T… or 0x…"
          error={addressError ? WALLET_ADDRESS_INVALID : undefined}
          onBlur={(event) => {
            const value = event.currentTarget.value.trim();
            setAddressError(value !== '' && !isWalletAddress(value));
          }}
          {...field('Walletaddress')}
        />
        {codeAsk?.requested && (
          <OneTimeCodeField
            ref={codeRef}
            value={code}
            onChange={(next) => {
              setCode(next);
              setCodeError(undefined);
            }}
            mode={codeMode}
            onModeChange={setCodeMode}
            error={codeError}
          />
        )}
      </fieldset>
      <p className="text-sm text-muted">
        Withdrawals are paid only to this address once an admin has verified it. Check it twice:
        USDT sent to a wrong address cannot be recovered.
      </p>
      <div>
        <Button type="submit" size="lg" loading={submitting} className="w-full sm:w-auto">
          Submit
        </Button>
      </div>
      {popup}
    </form>
  );
}
