import { Landing } from '@/features/landing/landing';

export default function LandingPage() {
  return <Landing />;
}
