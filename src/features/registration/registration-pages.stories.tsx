import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Link, MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { expect, screen, waitFor, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import { useSession } from '@/lib/session';
import { stubFetch, type Reply } from '@/lib/testing/fetch-stub';
import { LinkProvider, type LinkComponentProps } from '@/ui/lib/link';
import { phoneViewport } from '@/ui/lib/story-viewports';
import {
  newMember,
  registrationResult,
  sponsor,
  stubClipboard,
} from './components/registration.fixtures';
import { UNIQUE_KEY_SAVED } from './components/registration-success';
import { MemberRegistration } from './member-registration';
import { MemberSideRegistration } from './member-side-registration';
import { SelfSignup } from './self-signup';
import { VerifySponsor } from './verify-sponsor';

type Api = Record<string, (body: unknown) => Reply>;
type Call = { path: string; body: unknown };

const ok = (body: unknown): Reply => ({ status: 200, body });
const created = (body: unknown): Reply => ({ status: 201, body });

const member = {
  role: 'member',
  user: { _id: '7', name: 'Ravi Kumar', mySponsorId: 'LT4821937' },
};

/** The members verify-sponsor knows: the signup links' sponsor and the tree's parents. */
const known = [
  { _id: '7', ...sponsor },
  { _id: '12', name: 'Meena Iyer', mySponsorId: 'LT7310592' },
  { _id: '31', name: 'Sunil Rao', mySponsorId: 'LT1111111' },
];

const defaultApi: Api = {
  '/api/auth/me': () => ok(member),
  '/api/auth/verify-sponsor': (body) => {
    const found = known.find((m) => m.mySponsorId === (body as { sponsorId: string }).sponsorId);
    return found
      ? ok({ message: 'Sponsor verified', sponsor: found })
      : { status: 404, body: { message: 'Sponsor not found' } };
  },
  '/api/auth/register-user': () => created(registrationResult),
  '/api/auth/register-user-left': () => created(registrationResult),
  '/api/auth/register-user-right': () => created(registrationResult),
};

/** The API answered in the browser: every call the page makes is recorded in `calls`. */
const calls: Call[] = [];

function mockApi(overrides: Api = {}) {
  return () => {
    calls.length = 0;
    const api = { ...defaultApi, ...overrides };
    const restoreFetch = stubFetch(({ url, body }) => {
      const handler = api[url.pathname];
      if (!handler) return undefined;
      calls.push({ path: url.pathname, body });
      return handler(body);
    });
    const clipboard = stubClipboard();
    return () => {
      restoreFetch();
      clipboard();
    };
  };
}

function MemberArea({ children }: { children: ReactNode }) {
  const { data } = useSession('member');
  return data ? children : null;
}

function SideRoute({ side }: { side: 'left' | 'right' }) {
  const { parentSponsorId = '' } = useParams();
  return <MemberSideRegistration side={side} parentSponsorId={parentSponsorId} />;
}

function RouterLink({ href, ...props }: LinkComponentProps) {
  return <Link to={href} {...props} />;
}

function Landing({ name }: { name: string }) {
  return <h1 className="text-2xl font-semibold">{name}</h1>;
}

/** The feature's routes, as the app wires them, in a memory router with a fresh SWR cache. */
function RegistrationRoutes({ path }: { path: string }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        <LinkProvider component={RouterLink}>
          <Routes>
            <Route path="/usersignup/verifysponsor" element={<VerifySponsor />} />
            <Route path="/usersignup/Signup" element={<SelfSignup />} />
            <Route path="/login" element={<Landing name="Member Login" />} />
            <Route
              path="/userdashboard/register"
              element={
                <MemberArea>
                  <MemberRegistration />
                </MemberArea>
              }
            />
            <Route
              path="/userdashboard/signupleft/:parentSponsorId"
              element={
                <MemberArea>
                  <SideRoute side="left" />
                </MemberArea>
              }
            />
            <Route
              path="/userdashboard/signupright/:parentSponsorId"
              element={
                <MemberArea>
                  <SideRoute side="right" />
                </MemberArea>
              }
            />
            <Route path="/userdashboard/genealogy" element={<Landing name="Geneology tree" />} />
          </Routes>
        </LinkProvider>
      </MemoryRouter>
    </SWRConfig>
  );
}

/** The registration pages with their containers running against a mocked API. */
const meta = {
  title: 'Registration/Pages',
  component: RegistrationRoutes,
  tags: ['autodocs'],
  args: { path: '/usersignup/verifysponsor' },
  beforeEach: mockApi(),
} satisfies Meta<typeof RegistrationRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

async function fillPerson({ canvas, userEvent }: PlayContext) {
  await userEvent.type(canvas.getByLabelText('Full name'), newMember.name);
  await userEvent.type(canvas.getByLabelText('Mobile number'), newMember.mobileNumber);
  await userEvent.type(canvas.getByLabelText('Email'), newMember.email);
  await userEvent.type(canvas.getByLabelText('Password'), newMember.password);
  await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
}

async function findDialog(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

const lastCall = () => calls.at(-1);

export const ReferralLinkToSignup: Story = {
  args: { path: '/usersignup/verifysponsor?sponsorId=LT4821937&position=right' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByLabelText('Sponsor User ID')).toHaveValue('LT4821937');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByLabelText('Sponsor name')).toHaveValue('Ravi Kumar');
    await expect(lastCall()).toEqual({
      path: '/api/auth/verify-sponsor',
      body: { sponsorId: 'LT4821937' },
    });
    await userEvent.click(canvas.getByRole('link', { name: 'Signup' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('Sponsor name')).toHaveValue('Ravi Kumar'));
    await expect(canvas.getByText('You will join on the right')).toBeVisible();
  },
};

export const VerifyUnknownSponsor: Story = {
  args: { path: '/usersignup/verifysponsor?sponsorId=LT0000001' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    const dialog = await findDialog('Error!');
    await expect(dialog).toHaveAccessibleDescription('Sponsor not found');
  },
};

export const SelfSignupOnTheLeft: Story = {
  args: { path: '/usersignup/Signup?sponsorId=LT4821937&position=left' },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await waitFor(() => expect(canvas.getByLabelText('Sponsor name')).toHaveValue('Ravi Kumar'));
    await fillPerson(context);
    const dialog = await findDialog('Thank You!');
    await expect(lastCall()).toEqual({
      path: '/api/auth/register-user-left',
      body: { sponsorId: 'LT4821937', ...newMember },
    });
    await expect(within(dialog).getByText('K7QX-M2PA-9TRD-4HWN')).toBeVisible();
    await userEvent.click(within(dialog).getByLabelText(UNIQUE_KEY_SAVED));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to login' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Member Login' }),
    ).toBeVisible();
  },
};

export const SelfSignupWithoutPosition: Story = {
  args: { path: '/usersignup/Signup?sponsorId=LT4821937' },
  play: async (context) => {
    await waitFor(() =>
      expect(context.canvas.getByLabelText('Sponsor name')).toHaveValue('Ravi Kumar'),
    );
    await fillPerson(context);
    await findDialog('Thank You!');
    await expect(lastCall()?.path).toBe('/api/auth/register-user');
  },
};

export const SelfSignupUnknownSponsor: Story = {
  args: { path: '/usersignup/Signup?sponsorId=LT0000001&position=left' },
  play: async (context) => {
    const id = context.canvas.getByLabelText('Sponsor ID');
    await waitFor(() => expect(id).toHaveAccessibleDescription('Sponsor not found'));
    await fillPerson(context);
    await findDialog('Opps!');
    await expect(lastCall()?.path).toBe('/api/auth/verify-sponsor');
  },
};

export const SelfSignupServerError: Story = {
  args: { path: '/usersignup/Signup?sponsorId=LT4821937&position=left' },
  beforeEach: mockApi({
    '/api/auth/register-user-left': () => ({
      status: 400,
      body: { message: 'password must be at least 8 characters' },
    }),
  }),
  play: async (context) => {
    await waitFor(() =>
      expect(context.canvas.getByLabelText('Sponsor name')).toHaveValue('Ravi Kumar'),
    );
    await fillPerson(context);
    const dialog = await findDialog('Error');
    await expect(dialog).toHaveAccessibleDescription('password must be at least 8 characters');
  },
};

export const MemberRegister: Story = {
  args: { path: '/userdashboard/register' },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Registration' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Sponsor ID')).toHaveValue('LT4821937');
    await userEvent.click(canvas.getByText('Left'));
    await fillPerson(context);
    const dialog = await findDialog('Thank You!');
    await expect(lastCall()).toEqual({
      path: '/api/auth/register-user-left',
      body: { sponsorId: 'LT4821937', ...newMember },
    });
    await userEvent.click(within(dialog).getByLabelText(UNIQUE_KEY_SAVED));
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(canvas.getByLabelText('Full name')).toHaveValue(''));
    await expect(canvas.getByRole('radio', { name: 'Left' })).not.toBeChecked();
  },
};

export const MemberSignupRight: Story = {
  args: { path: '/userdashboard/signupright/LT7310592' },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await expect(
      await canvas.findByText('Placing under Meena Iyer (LT7310592) on the right'),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Parent name')).toHaveValue('Meena Iyer');
    await expect(canvas.queryByRole('group', { name: 'Position' })).not.toBeInTheDocument();
    await fillPerson(context);
    const dialog = await findDialog('Thank You!');
    await expect(within(dialog).getByText(/Meena Iyer/)).toHaveTextContent(
      'Meena Iyer (LT7310592) on the left',
    );
    await expect(lastCall()).toEqual({
      path: '/api/auth/register-user-right',
      body: { sponsorId: 'LT7310592', ...newMember },
    });
    await userEvent.click(within(dialog).getByLabelText(UNIQUE_KEY_SAVED));
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Geneology tree' }),
    ).toBeVisible();
  },
};

export const MemberSignupLeftOutsideTeam: Story = {
  args: { path: '/userdashboard/signupleft/LT1111111' },
  beforeEach: mockApi({
    '/api/auth/register-user-left': () => ({
      status: 403,
      body: { message: 'You can only register members in your own team' },
    }),
  }),
  play: async (context) => {
    await context.canvas.findByText('Placing under Sunil Rao (LT1111111) on the left');
    await fillPerson(context);
    const dialog = await findDialog('Error');
    await expect(dialog).toHaveAccessibleDescription(
      'You can only register members in your own team',
    );
  },
};

export const NarrowMemberRegister: Story = {
  ...phoneViewport,
  args: { path: '/userdashboard/register' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Registration' });
  },
};

export const NarrowMemberSignupLeft: Story = {
  ...phoneViewport,
  args: { path: '/userdashboard/signupleft/LT7310592' },
  play: async ({ canvas }) => {
    await canvas.findByText('Placing under Meena Iyer (LT7310592) on the left');
  },
};

export const NarrowSelfSignup: Story = {
  ...phoneViewport,
  args: { path: '/usersignup/Signup?sponsorId=LT4821937&position=left' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByLabelText('Sponsor name')).toHaveValue('Ravi Kumar'));
  },
};
