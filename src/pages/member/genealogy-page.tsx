import { Genealogy } from '@/features/network/genealogy';

export default function GenealogyPage() {
  return <Genealogy />;
}
