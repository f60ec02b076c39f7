import { KitLink } from '@/ui/lib/link';

/** The member login's way to signup (spec §2): joining starts with verifying a sponsor. */
export function SignupPrompt() {
  return (
    <p>
      New here?{' '}
      <KitLink
        href="/usersignup/verifysponsor"
        className="inline-flex min-h-touch items-center rounded px-1 font-semibold text-info underline-offset-4 hover:underline"
      >
        Sign up with your sponsor
      </KitLink>
    </p>
  );
}
