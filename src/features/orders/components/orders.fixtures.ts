import type { Catalogue, PackageInfo } from '@contract/catalogue';
import {
  NETWORK_LABELS,
  explorerUrl,
  type ChainCheck,
  type ChainNetwork,
  type ChainState,
  type DepositNetwork,
} from '@contract/chain';
import type { MemberOrder } from '@contract/orders';

export const depositAddress = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

/** The networks `GET /api/packages` offers when both are configured (decisions §13). */
export const depositNetworks: DepositNetwork[] = [
  {
    network: 'tron',
    label: NETWORK_LABELS.tron,
    address: 'TKzxdSv2FZKQrEqkKVgp5DcwEXBEKMg2Ax',
    confirmations: 20,
  },
  {
    network: 'bsc',
    label: NETWORK_LABELS.bsc,
    address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
    confirmations: 15,
  },
];

/** Transaction hashes as each network's explorer shows them: Tron without 0x, BSC with it. */
export const tronTxHash = '9f2c4e1ab7d35c08e6f14b2a90d7c3e5f8a1b6d4c2e09f7a3b5d8c1e4f6a2b90';
export const bscTxHash = '0x4be1c3f07a9d2e58b6c1f0a3d7e94b2c85f1a6d3e0b7c9f2a4d6e8b1c3f5a7d9';

const pkg = (
  id: number,
  name: string,
  price: number,
  scholarshipPercent: number,
  scholarshipMonths: number | null,
  { offline = true, education = true } = {},
): PackageInfo => ({
  id,
  name,
  price,
  points: price,
  scholarshipPercent,
  scholarshipMonths,
  education,
  online: true,
  offline,
});

/** The catalogue of spec §3 and §9 as `GET /api/packages` answers it. */
export const packages: PackageInfo[] = [
  pkg(1, 'Kick Starter', 50, 3, 1, { offline: false }),
  pkg(2, 'Bull Starter', 100, 5, 3, { offline: false }),
  pkg(3, 'Whales Starter', 500, 8, 12),
  pkg(4, 'Premium Master Trader Course', 1000, 10, null),
  pkg(5, 'Bull Master Trader Course', 2000, 12, null),
  pkg(6, 'Whales Master Trader Course', 5000, 15, null),
  pkg(7, 'Monthly subscription (add-on)', 25, 0, 0, { education: false }),
];

export const catalogueFixture: Catalogue = { packages, depositAddress };

/** The catalogue with both networks configured. */
export const chainCatalogueFixture: Catalogue = {
  packages,
  depositAddress,
  networks: depositNetworks,
};

export function packageById(id: number): PackageInfo {
  const found = packages.find((p) => p.id === id);
  if (!found) throw new Error(`No package ${id} in the fixtures`);
  return found;
}

const order = (
  n: number,
  date: string,
  packageId: number,
  status: MemberOrder['status'],
  reason: string | null = null,
): MemberOrder => {
  const { name, price } = packageById(packageId);
  return {
    id: String(n),
    order_details: {
      order_no: `ORD-${String(n).padStart(6, '0')}`,
      order_date: date,
      order_price: price,
    },
    package_name: name,
    status,
    reason,
  };
};

export const orders: MemberOrder[] = [
  order(128, '2026-03-02T09:15:00Z', 4, 'pending'),
  order(117, '2026-02-11T14:40:00Z', 7, 'approved'),
  order(
    96,
    '2026-01-20T08:05:00Z',
    2,
    'canceled',
    'The screenshot does not show a completed transfer',
  ),
  order(81, '2025-12-31T23:30:00Z', 1, 'approved'),
];

/** A payment's check on chain with the member's note, as the server writes it. */
export function chainCheck(
  network: ChainNetwork,
  state: ChainState,
  note: string,
  finding: string,
): ChainCheck {
  const txHash = network === 'tron' ? tronTxHash : bscTxHash;
  return {
    network,
    txHash,
    explorerUrl: explorerUrl(network, txHash),
    state,
    finding,
    note,
    checkedAt: '2026-03-06T12:05:00Z',
  };
}

/** Orders paid with a transaction hash, one per state of the chain's check, and one without. */
export const chainOrders: MemberOrder[] = [
  {
    ...order(140, '2026-03-06T12:00:00Z', 3, 'approved'),
    chain: chainCheck('tron', 'verified', 'verified on chain', 'paid 500.00 of 500.00'),
  },
  {
    ...order(139, '2026-03-06T11:00:00Z', 4, 'pending'),
    chain: chainCheck(
      'bsc',
      'waiting',
      'waiting for 17 more confirmations',
      'not yet confirmed: 3 of 20',
    ),
  },
  {
    ...order(138, '2026-03-06T10:00:00Z', 1, 'pending'),
    chain: chainCheck(
      'tron',
      'waiting',
      'waiting for the transaction to appear on chain',
      'transaction not found',
    ),
  },
  {
    ...order(137, '2026-03-05T10:00:00Z', 2, 'pending'),
    chain: chainCheck(
      'bsc',
      'mismatch',
      'our team is checking this payment',
      'paid 99.00 of 100.00',
    ),
  },
  {
    ...order(136, '2026-03-05T09:00:00Z', 7, 'pending'),
    chain: chainCheck(
      'tron',
      'unreachable',
      'the chain could not be reached; we will check again shortly',
      'chain unreachable',
    ),
  },
  {
    ...order(135, '2026-03-04T09:00:00Z', 5, 'pending'),
    chain: chainCheck(
      'bsc',
      'expired',
      'not confirmed in time; our team is checking this payment',
      'not confirmed within 24 hours',
    ),
  },
  { ...order(134, '2026-03-03T09:00:00Z', 1, 'approved'), chain: null },
];

/** A package name far longer than the catalogue's, and a long cancel reason. */
export const longOrders: MemberOrder[] = [
  {
    ...order(130, '2026-03-05T10:00:00Z', 6, 'canceled'),
    package_name: 'Whales Master Trader Course with the Advanced Liquidation Strategy workshop',
    reason:
      'The amount received (4,950.00 USDT) does not match the package price; please contact support with the transaction hash before you deposit again',
  },
  {
    ...order(129, '2026-03-04T10:00:00Z', 5, 'pending'),
    order_details: {
      order_no: 'ORD-1234567890',
      order_date: '2026-03-04T10:00:00Z',
      order_price: 123456.5,
    },
  },
  order(101, '2026-01-25T10:00:00Z', 3, 'approved'),
];

/**
 * The order the server answers `POST /order/create` with: pending, or approved already when the
 * chain confirmed the payment's hash in the request.
 */
export function createdOrder(
  packageId: number,
  chain?: ChainCheck,
): { message: string; order: MemberOrder } {
  const created = order(131, '2026-03-06T12:00:00Z', packageId, chain ? 'approved' : 'pending');
  return {
    message: 'Order created successfully!',
    order: chain ? { ...created, chain } : created,
  };
}

/** A 180 x 320 phone screenshot of a payment (PNG, 1.8 kB). */
const screenshotBase64 =
  'iVBORw0KGgoAAAANSUhEUgAAALQAAAFACAMAAAAiZ6a7AAACE1BMVEUQGCgDFAoiLkAdKDoixV7m7feaqL8Wo0oeKTszQVUwPFAhwV0RGSkUdzgwPVERGykQHyoenVERKS0iw10SJy0frlaCiZdZZXkViUQVRzYhwl4dkU4hwVwWnEkTcTYSUzYftFYRGioUdDiMmbAenlISVDcUGysVHS0UQjUZIzQhulohuVobg0kVQzYhu1sbhUoTbDTR1+IIKxYSKCwQJiwRHCodmFAXhkEem1ETdDgemlEYZEAYa0IeoFMjLUAiLkEVhEMwPVADFQoVSDcWUjochksixF4RIisbnUsFHA4QXi0dk08RIywJNxoRGSodllAYakGNmrAYZUASKy4GIRAcoU0ZaUEenVIYY0AGJBETGisfpVQUhUIViUMepFQeo1QgulkUQTQOUSchwVsZk0YUhUMgvFogsFgVRTYdrVIWnUkguFoVRDYLQR8aJDUZJDUbfEghulsdqlIEGQwEGAwWgz8RHCkal0kRICrR2OMdkk4QHSodmlAcoEwTcjcEGw4INBkTcTcIMxkfn1Ieo1OCiJYSKi5aZHgfplQYZ0EenFIRYC8YakKOmrEVhEIRYzAaekYNTSYbfkeDipghwFsWm0haZXoagEjQ1+Eae0caf0gOUigPVikci0sbfUgLRCADFgsWVDoWTzkVSTgch0sWVjsLRSEesFQWUDociUwXiUEdlk8EGA0WUjuMma8RISvS2eRlkGrfAAAACXBIWXMAAAsTAAALEwEAmpwYAAAErElEQVR42u3a918TZxzA8Us4ViJhJUBAQBnKEkRBQYRaRcHaujq02lq1tbXaOjpstXbvvffee/yJjdTDXHKXPJeEPN9LP++fJPrDx3tx9zzfe2IYAAAAAApj5dmyKoHKzhzK0CwyeSF7pWv02Sqx+l2jy+RGl7lGVwlGNNFEE0000UQTTXSu0b7cmp7x4xBwSO64tTvDkNgvc7Dt381LBwAAAAAAAABAKar7fvPIdOx8OHw+Nj3yxrY6+cUN++vDpk24fqpBdPIDuxpNB42X1ohNjh8wXdWflPmLsd3MqO1mec3fDptZDMwKS37iM1PBV+OSmh/fYyq5fKOc5uhhU9GRqJTmubtMZa/MCfl9vmx6sEHG7/XHpifnJDT/aXr0o/7ml4a9Rg/o34p8aXr2g/b9hpkD3dun+lyiezTvRdUqf075uU9r9C6l5o1/bEzZ8elsXt+q0vzYw4GtT9k+aV2vMfpVleZbdwYSXrfNNFPCb8P7bw8sePeDpA8nNM7d4ezNK9YFrvotedrVN6Nvy958701W8w22z+PaojdnbV7+k9V83D6n36YteiRb844vrOYH77b/zZC26Ols0W9bzc8cFbMo3pdWOW/7adJqXrci9R/GtEUPpqasDXQkL4TfXG2+5aG0/91pbdHhtOZAUnViIfzP0/MOd6iU6LULiR22hTDhkXtMSdGDDs1WtbUQBrY+6nSLnpZxI85bd12gy7YQTjo+V/TdiM/bOmoWqztcF8JFB6QsLl2L1c9+bf3p80bn6CExy/i1a+22EApYxtM2TKnVzx11WyvjgramXbbm9IVQwNbUYQhIvtYOC6Flk8bJZX96zrVrvfNJ953UQWGDbU2mhVDCYGtcMt2qnRdCCa8QjDWmW/Vkpn32MYGvxWpcF0L9t+EVJx2rao43ZhrC+jRHG786dmVqNrdrfz/dMOD1nemwgPP9Wa/RvxgCvOet+R0Jzcb4Bi/Ney6IiDb+9nD4eVjMQXP0iGrzC2KOmRMH+r8rHtfOGYKMn1Np/vSCIcts1uf18HeGIe/rQDt893WgK1u+19yTJ/oMqfraHI+7WtuOGZJFpyaWp7y123QwaohXF9871BMbDIcHYz1De+M++NomAAAAAOB/YPX7F8uX1GjT6oJHN5UvuaaCR19c+uh/Ch5dXgREE0000UTnbnTpmz/x4zL+YuE3TE2j/tswAQAAB6s+2leRp+7mVUWObq4ogOYiR+8rRPSbRY6uKAiiiZYT3V2I5r/8+Mh7udiLS3O3/xYXAAAAAAAAIINl10WqRQgFlylHB6vFCCpHR+RER5SjqwUp7eiQnObr/Xgjzqg/8oIh/z3yAACAtskl3yU7KH1KETS5RPKKFr/hL5nokPQpRdCNOJPfI0/H5MKUAgBACZy55LagB/1z0iLozCXioyEgr3HAl9Eh/5y0CLoRZ/wyuTDDAAAAAAAAQLfa3hOnKjU7daK31kvz2J2VIrSMebjOQpoT1erXurdSjE7l6DvkRG9Rjm6XE92uHF0pCNFEE0000UQTTTTRhYoWtDX9sLSHAF+OW7UtPhxsjbEW/71CSFzrzi3a78b2tzo9vawBAACAv/0L0XT4QbjLPbEAAAAASUVORK5CYII=';

export function screenshotFile(name = 'usdt-payment.png'): File {
  const bytes = Uint8Array.from(atob(screenshotBase64), (c) => c.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}

/** A file the server refuses: 6.2 MB, over the 5 MB limit (its content is irrelevant here). */
export function largeScreenshotFile(): File {
  return new File([new Uint8Array(Math.round(6.2 * 1024 * 1024))], 'full-resolution-capture.png', {
    type: 'image/png',
  });
}
