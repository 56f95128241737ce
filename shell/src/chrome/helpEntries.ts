/** The General Help accordion (spec 2): each entry, how many steps it has (its messages) and where 'Take me there' goes. */

type Entry =
  'balance' | 'history' | 'suspend' | 'remove' | 'add' | 'register' | 'comments' | 'setDefault' | 'deletePayment' | 'reload' | 'rules';

export const HELP_ENTRIES: ReadonlyArray<{ id: Entry; to: string; steps: Array<1 | 2 | 3> }> = [
  { id: 'balance', to: '/home/balance', steps: [1, 2] },
  { id: 'history', to: '/home/balance', steps: [1, 2, 3] },
  { id: 'suspend', to: '/home/manage', steps: [1, 2, 3] },
  { id: 'remove', to: '/home/manage', steps: [1, 2] },
  { id: 'add', to: '/home/balance', steps: [1, 2, 3] },
  { id: 'register', to: '/home/manage', steps: [1, 2, 3] },
  { id: 'comments', to: '/home/manage', steps: [1, 2] },
  { id: 'setDefault', to: '/account/payment', steps: [1, 2] },
  { id: 'deletePayment', to: '/account/payment', steps: [1, 2] },
  { id: 'reload', to: '/home/reload', steps: [1, 2, 3] },
  { id: 'rules', to: '/home/reload', steps: [1, 2, 3] },
];
