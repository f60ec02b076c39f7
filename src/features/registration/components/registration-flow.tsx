import { useState } from 'react';
import type { RegistrationResponse } from '@contract/auth';
import { useAction } from '@/lib/use-action';
import { usePopup } from '@/ui/popup/popup';
import {
  RegistrationForm,
  type RegistrationFormProps,
  type RegistrationSubmission,
} from './registration-form';
import { RegistrationSuccess, UNIQUE_KEY_SAVED } from './registration-success';

export type RegistrationFlowProps = Omit<RegistrationFormProps, 'submitting' | 'onSubmit'> & {
  /** Sends the registration; rejects with an ApiError carrying the server's message. */
  register: (submission: RegistrationSubmission) => Promise<RegistrationResponse>;
  /** Called after the success popup closed, e.g. to navigate on. */
  onRegistered?: (result: RegistrationResponse) => void;
  /** Empties the form after the success popup closed, ready for the next member. */
  resetAfterSuccess?: boolean;
  /** Label of the new member's ID in the success popup. */
  newIdLabel?: string;
  /** The success popup's button, e.g. 'Go to login'. */
  successConfirmText?: string;
};

/**
 * The registration form with its outcome (spec §8): 'Thank You!' with the new User ID and the
 * one-time unique key, or 'Error' with the server's message.
 */
export function RegistrationFlow({
  register,
  onRegistered,
  resetAfterSuccess = false,
  newIdLabel,
  successConfirmText,
  ...formProps
}: RegistrationFlowProps) {
  const registration = useAction(register, { failure: 'Error registering user' });
  const [formKey, setFormKey] = useState(0);
  const { popup, show } = usePopup();

  async function submit(submission: RegistrationSubmission) {
    const registered = await registration.run(submission);
    if (registered.status === 'busy') return;
    if (registered.status === 'failed') {
      await show({ icon: 'error', title: 'Error', text: registered.message });
      return;
    }
    const { result } = registered;
    await show({
      icon: 'success',
      title: 'Thank You!',
      text: 'Registration sucessfully completed!',
      children: <RegistrationSuccess result={result} idLabel={newIdLabel} />,
      // The unique key is shown only this once: the popup stays until the member says it is kept.
      acknowledge: UNIQUE_KEY_SAVED,
      ...(successConfirmText ? { confirmText: successConfirmText } : {}),
    });
    if (resetAfterSuccess) setFormKey((key) => key + 1);
    onRegistered?.(result);
  }

  return (
    <>
      <RegistrationForm
        key={formKey}
        {...formProps}
        submitting={registration.busy}
        onSubmit={submit}
      />
      {popup}
    </>
  );
}
