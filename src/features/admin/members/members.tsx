import { useSearchParams } from 'react-router-dom';
import { useMemberSearch } from './api/members';
import { MembersView } from './components/members-view';

/** `/admin/members?q=…`: the member search; the query lives in the address (Back, shared links). */
export function Members() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  const { list } = useMemberSearch(query);
  return (
    <MembersView
      query={query}
      onQueryChange={(next) =>
        setParams((current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set('q', next);
          else updated.delete('q');
          return updated;
        })
      }
      list={list}
    />
  );
}
