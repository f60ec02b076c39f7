import { useSearchParams } from 'react-router-dom';

/**
 * A filter kept in the address (`?status=approved`), so Back and a shared link show the same
 * tab; the first allowed value is the default and is left out of the address.
 */
export function useStatusParam<Value extends string>(
  allowed: readonly [Value, ...Value[]],
  name = 'status',
): [Value, (value: Value) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(name);
  const value = allowed.find((item) => item === raw) ?? allowed[0];
  const set = (next: Value) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === allowed[0]) updated.delete(name);
        else updated.set(name, next);
        return updated;
      },
      { replace: false },
    );
  return [value, set];
}
