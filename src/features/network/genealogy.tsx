import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { messageOf } from '@/lib/api';
import { useMember } from '@/lib/session';
import { usePopup } from '@/ui/popup/popup';
import { fetchExtremeTree } from './api/fetch-extreme-tree';
import { sponsorTreeKey } from './api/keys';
import { useSponsorTree } from './api/use-sponsor-tree';
import { GenealogyView, TREE_FAILURE, type ExtremeDirection } from './components/genealogy-view';

/**
 * The member's genealogy: the tree's root lives in `?root=LT…` (absent: the member themselves), so
 * re-rooting adds a history entry that Back undoes and the view can be shared.
 */
export function Genealogy() {
  const member = useMember();
  const [params, setParams] = useSearchParams();
  const rootId = params.get('root')?.trim() || member.mySponsorId;
  const { data, error, isValidating, mutate } = useSponsorTree(rootId);
  // A retry shows the skeleton again rather than the old failure.
  const failed = Boolean(error) && !data && !isValidating;
  const { mutate: mutateCache } = useSWRConfig();
  const { popup, show } = usePopup();
  const [pendingExtreme, setPendingExtreme] = useState<'left' | 'right'>();

  const showRoot = (sponsorId: string) => {
    if (sponsorId === rootId) return;
    setParams(sponsorId === member.mySponsorId ? {} : { root: sponsorId });
  };

  const goExtreme = async (direction: ExtremeDirection) => {
    if (direction === 'top') {
      showRoot(member.mySponsorId);
      return;
    }
    setPendingExtreme(direction);
    try {
      const tree = await fetchExtremeTree(direction, member.mySponsorId);
      await mutateCache(sponsorTreeKey(tree.mySponsorId), tree, { revalidate: false });
      showRoot(tree.mySponsorId);
    } catch (failure) {
      void show({ icon: 'error', title: 'Error', text: messageOf(failure, TREE_FAILURE) });
    } finally {
      setPendingExtreme(undefined);
    }
  };

  return (
    <>
      <GenealogyView
        tree={data}
        rootId={rootId}
        memberSponsorId={member.mySponsorId}
        loading={!data && !failed}
        error={failed ? messageOf(error, TREE_FAILURE) : undefined}
        onSelect={showRoot}
        onExtreme={(direction) => void goExtreme(direction)}
        pendingExtreme={pendingExtreme}
        onRetry={() => void mutate()}
      />
      {popup}
    </>
  );
}
