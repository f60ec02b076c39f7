import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, waitFor, within } from 'storybook/test';
import { RECOVERY_BY_ADMIN, RECOVERY_CODE_INVALID } from '@contract/notifications';
import { ApiError } from '@/lib/api';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { EMAIL_CODE_REQUIRED } from '@/ui/one-time-code-field/one-time-code-field';
import {
  DONE_NOTICE,
  NewUniqueKeyView,
  PASSWORD_REQUIRED,
  SHOWN_TITLE,
  type NewUniqueKeyViewProps,
} from './new-unique-key-view';

const CODE_SENT = 'A code is on its way to your e-mail. It is good for 15 minutes.';
const NEW_KEY = 'P3WD-7KQM-XT2A-9LNE';

const meta = {
  title: 'Member/NewUniqueKey',
  component: NewUniqueKeyView,
  tags: ['autodocs'],
  args: {
    emailRecovery: true,
    onSendCode: fn<NewUniqueKeyViewProps['onSendCode']>(async () => CODE_SENT),
    onReset: fn<NewUniqueKeyViewProps['onReset']>(async () => ({
      message: 'Your new unique key: save it now, it is shown only once',
      uniqueKey: NEW_KEY,
    })),
  },
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
} satisfies Meta<typeof NewUniqueKeyView>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

async function sendCode({ canvas, userEvent }: PlayContext) {
  await userEvent.type(canvas.getByLabelText('Password'), 'correct horse');
  await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
  return canvas.findByLabelText('Code from the e-mail');
}

/** Matches a description that holds these words (the field's note follows its error). */
const holding = (words: string) => new RegExp(words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

async function findPopup(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

export const AskForCode: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'New unique key' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send code' })).toBeVisible();
  },
};

export const PasswordMissing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    const field = canvas.getByLabelText('Password');
    await expect(field).toHaveAccessibleDescription(PASSWORD_REQUIRED);
    await expect(field).toHaveFocus();
    await expect(args.onSendCode).not.toHaveBeenCalled();
  },
};

export const WrongPassword: Story = {
  args: {
    onSendCode: fn<NewUniqueKeyViewProps['onSendCode']>(async () => {
      throw new ApiError(401, 'Wrong password');
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Password'), 'wrong');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription('Wrong password'),
    );
  },
};

export const CodeSent: Story = {
  play: async (context) => {
    const code = await sendCode(context);
    await expect(context.args.onSendCode).toHaveBeenCalledWith('correct horse');
    await waitFor(() => expect(code).toHaveFocus());
    await expect(context.canvas.getByText(CODE_SENT).closest('[data-slot="callout"]')).toHaveRole(
      'status',
    );
  },
};

export const CodeIncomplete: Story = {
  play: async (context) => {
    const code = await sendCode(context);
    await context.userEvent.type(code, '123');
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Get new key' }));
    await expect(code).toHaveAccessibleDescription(holding(EMAIL_CODE_REQUIRED));
    await expect(context.args.onReset).not.toHaveBeenCalled();
  },
};

export const WrongCode: Story = {
  args: {
    onReset: fn<NewUniqueKeyViewProps['onReset']>(async () => {
      throw new ApiError(400, RECOVERY_CODE_INVALID);
    }),
  },
  play: async (context) => {
    const code = await sendCode(context);
    await context.userEvent.type(code, '123456{Enter}');
    await waitFor(() => expect(code).toHaveAccessibleDescription(holding(RECOVERY_CODE_INVALID)));
    await expect(code).toHaveValue('');
  },
};

export const KeyShownOnce: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const code = await sendCode(context);
    await userEvent.type(code, '123456{Enter}');
    await expect(args.onReset).toHaveBeenCalledWith('correct horse', '123456');
    const popup = within(await findPopup(SHOWN_TITLE));
    await expect(popup.getByText(NEW_KEY)).toBeVisible();
    await waitFor(() =>
      expect(popup.getByRole('button', { name: 'Copy unique key' })).toHaveFocus(),
    );
    const done = popup.getByRole('button', { name: 'Done' });
    await expect(done).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: SHOWN_TITLE })).toBeVisible();
    await userEvent.click(popup.getByLabelText('I have saved it'));
    await userEvent.click(done);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByText(DONE_NOTICE).closest('[data-slot="callout"]')).toHaveFocus();
    await expect(canvas.getByLabelText('Password')).toHaveValue('');
  },
};

export const KeyPopup: Story = {
  play: async (context) => {
    const code = await sendCode(context);
    await context.userEvent.type(code, '123456{Enter}');
    await findPopup(SHOWN_TITLE);
  },
};

export const StartAgain: Story = {
  play: async (context) => {
    await sendCode(context);
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Start again' }));
    await waitFor(() => expect(context.canvas.getByLabelText('Password')).toHaveFocus());
    await expect(context.canvas.getByLabelText('Password')).toHaveValue('');
  },
};

export const ByAdmin: Story = {
  args: { emailRecovery: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent(RECOVERY_BY_ADMIN);
    await expect(canvas.queryByLabelText('Password')).toBeNull();
  },
};

export const Loading: Story = { args: { emailRecovery: undefined } };

export const NarrowCodeSent: Story = {
  ...phoneViewport,
  play: async (context) => {
    await sendCode(context);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NarrowKeyPopup: Story = { ...phoneViewport, play: KeyPopup.play };
