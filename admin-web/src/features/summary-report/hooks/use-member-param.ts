import { useSearchParams } from 'react-router';

/**
 * The member a manager picked on `/reports/summary` (`?member=<user id>`), kept in the address
 * beside the period so the view can be shared; the caller's own when none (or not allowed).
 */
export function useMemberParam(idSelf: string, mayPick: boolean) {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('member');
  const idMember = mayPick && asked !== null && asked !== '' ? asked : idSelf;
  const pick = (idUser: string) => {
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (idUser === idSelf) next.delete('member');
        else next.set('member', idUser);
        return next;
      },
      { replace: true },
    );
  };
  return { idMember, pick };
}
