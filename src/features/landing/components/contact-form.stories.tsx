import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ApiError } from '@/lib/api';
import { ContactForm } from './contact-form';
import { phoneViewport } from '@/ui/lib/story-viewports';

const meta = {
  title: 'Landing/ContactForm',
  component: ContactForm,
  tags: ['autodocs'],
  args: { onSubmit: fn(async () => undefined) },
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (
  canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'],
  userEvent: Parameters<NonNullable<Story['play']>>[0]['userEvent'],
) => {
  await userEvent.type(canvas.getByLabelText('Name'), 'Asha Verma');
  await userEvent.type(canvas.getByLabelText('Phone number'), '9876543210');
  await userEvent.type(canvas.getByLabelText('Email'), 'asha@example.com');
  await userEvent.type(canvas.getByLabelText('Message'), 'Which package suits a beginner?');
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await expect(canvas.getByLabelText('Phone number')).toHaveAttribute('type', 'tel');
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('type', 'email');
    for (const label of ['Name', 'Phone number', 'Email', 'Message']) {
      await expect(canvas.getByLabelText(label)).toBeRequired();
    }
  },
};

/** The e-mail hint as on every form: shown on leaving a bad address, gone once it is fixed. */
export const EmailHint: Story = {
  play: async ({ canvas, userEvent }) => {
    const email = canvas.getByLabelText('Email');
    await userEvent.type(email, 'asha');
    await expect(canvas.queryByText('Please enter a valid email')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(email).toHaveAccessibleDescription('Please enter a valid email');
    await userEvent.type(email, '@example.com');
    await expect(canvas.queryByText('Please enter a valid email')).not.toBeInTheDocument();
    email.blur();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Submitting...');
  },
};

export const Success: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await fill(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Inquiry submitted successfully!'),
    );
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Asha Verma',
      phoneNo: '9876543210',
      email: 'asha@example.com',
      message: 'Which package suits a beginner?',
    });
    for (const label of ['Name', 'Phone number', 'Email', 'Message']) {
      await expect(canvas.getByLabelText(label)).toHaveValue('');
    }
  },
};

export const ServerError: Story = {
  args: {
    onSubmit: fn(async () => Promise.reject(new ApiError(400, 'Please enter a valid email'))),
  },
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Please enter a valid email'),
    );
    await expect(canvas.getByLabelText('Name')).toHaveValue('Asha Verma');
  },
};

export const GenericError: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error(''))) },
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('An error occurred. Please try again.'),
    );
  },
};

export const Narrow: Story = { ...phoneViewport };
