/** A ledger entry's kind in words: 'operator_credit' → 'Operator credit'. */
export const kindLabel = (kind: string) =>
  kind ? `${kind.charAt(0).toUpperCase()}${kind.slice(1)}`.replaceAll('_', ' ') : kind;
