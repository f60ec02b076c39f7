import type { DirectReferral, TreeNode } from '@contract/tree';

let nextId = 1;
const node = (
  value: string,
  mySponsorId: string,
  isActive: boolean,
  leftChild: TreeNode | null = null,
  rightChild: TreeNode | null = null,
): TreeNode => ({
  _id: String(nextId++),
  value,
  mySponsorId,
  isActive,
  leftChild,
  rightChild,
});

/** A complete 4-level tree (15 members) rooted at the signed-in member, Ravi Kumar. */
export const fullTree: TreeNode = node(
  'Ravi Kumar',
  'LT4821937',
  true,
  node(
    'Anita Sharma',
    'LT5530114',
    true,
    node(
      'Mohammed Irfan',
      'LT6012458',
      false,
      node('Kavya Reddy', 'LT7140021', true),
      node('Arjun Mehta', 'LT7140388', false),
    ),
    node(
      'Priya Nair',
      'LT6023981',
      true,
      node('Sneha Iyer', 'LT7152904', true),
      node('Rahul Das', 'LT7153317', true),
    ),
  ),
  node(
    'Deepak Verma',
    'LT5541207',
    false,
    node(
      'Sunita Rao',
      'LT6107733',
      true,
      node('Vikram Singh', 'LT7201145', false),
      node('Meera Joshi', 'LT7201672', true),
    ),
    node(
      'Farhan Qureshi',
      'LT6108240',
      true,
      node('Lakshmi Pillai', 'LT7215509', true),
      node('Karan Malhotra', 'LT7216083', false),
    ),
  ),
);

/** Ravi's tree with gaps: each missing child of a shown member is a vacant Signup slot. */
export const sparseTree: TreeNode = node(
  'Ravi Kumar',
  'LT4821937',
  true,
  node(
    'Anita Sharma',
    'LT5530114',
    true,
    node('Mohammed Irfan', 'LT6012458', false, node('Kavya Reddy', 'LT7140021', true)),
    null,
  ),
  node('Deepak Verma', 'LT5541207', false),
);

/** A member who has just joined: no team yet. */
export const loneTree: TreeNode = node('Ravi Kumar', 'LT4821937', true);

function deactivate(tree: TreeNode | null): TreeNode | null {
  return (
    tree && {
      ...tree,
      isActive: false,
      leftChild: deactivate(tree.leftChild),
      rightChild: deactivate(tree.rightChild),
    }
  );
}

/** Everyone in the full tree without an approved package. */
export const inactiveTree = deactivate(fullTree) as TreeNode;

/** Anita's subtree, as shown after clicking her in Ravi's tree. */
export const anitaTree = fullTree.leftChild as TreeNode;

export const longNamesTree: TreeNode = node(
  'Venkata Subrahmanyam Lakshminarayana',
  'LT4821937',
  true,
  node(
    'Chandrasekhar Ramakrishnan Balasubramanian',
    'LT5530114',
    true,
    node('Annapurna Bhattacharjee-Chattopadhyay', 'LT6012458', false),
    node('Mohammed Abdul Rahman Siddiqui', 'LT6023981', true),
  ),
  node(
    'Parthasarathy Venkataraghavan',
    'LT5541207',
    false,
    null,
    node('Jayalakshmi Sundararajan Iyengar', 'LT6108240', true),
  ),
);

export const directTeam: DirectReferral[] = [
  {
    _id: 'r1',
    name: 'Anita Sharma',
    mySponsorId: 'LT5530114',
    mobileNumber: '9876543210',
    isActive: true,
    joinedAt: '2026-01-04T09:15:00Z',
  },
  {
    _id: 'r2',
    name: 'Deepak Verma',
    mySponsorId: 'LT5541207',
    mobileNumber: '9123456780',
    isActive: false,
    joinedAt: '2026-01-19T14:02:00Z',
  },
  {
    _id: 'r3',
    name: 'Priya Nair',
    mySponsorId: 'LT6023981',
    mobileNumber: '9988776655',
    isActive: true,
    joinedAt: '2026-02-02T08:45:00Z',
  },
  {
    _id: 'r4',
    name: 'Farhan Qureshi',
    mySponsorId: 'LT6108240',
    mobileNumber: '9090909090',
    isActive: true,
    joinedAt: '2026-03-09T11:20:00Z',
  },
];

export const longDirectTeam: DirectReferral[] = [
  {
    _id: 'l1',
    name: 'Venkata Subrahmanyam Lakshminarayana Chandrasekhar',
    mySponsorId: 'LT5530114',
    mobileNumber: '9876543210',
    isActive: true,
    joinedAt: '2025-12-31T23:30:00Z',
  },
  {
    _id: 'l2',
    name: 'Annapurna Bhattacharjee-Chattopadhyay',
    mySponsorId: 'LT5541207',
    mobileNumber: '9123456780',
    isActive: false,
    joinedAt: '2026-01-19T14:02:00Z',
  },
];
