/** The General Help accordion (spec 2): each entry with its steps and where 'Take me there' goes. */
export const HELP_ENTRIES: ReadonlyArray<{ title: string; to: string; steps: string[] }> = [
  { title: 'Card Balance', to: '/home/balance', steps: ['Choose your card in the card selector at the top of the home page.', 'Open the Balance tab: it shows your E-Cash, E-Rides and E-Pass, and your fare-cap progress.'] },
  { title: 'Card History', to: '/home/balance', steps: ['Open the Balance tab of the card.', 'Choose Reload, Ride, Admin or All above the history table.', 'Sort by a column by choosing its heading; move between pages with the pager.'] },
  { title: 'Active/Suspend Card', to: '/home/manage', steps: ['Choose the card and open the Manage tab.', 'In Actions, choose Suspend (or Activate for a suspended card).', 'Confirm. Hotlisted and expired cards cannot be changed.'] },
  { title: 'Remove Card', to: '/home/manage', steps: ['Choose the card and open the Manage tab.', 'In Actions, choose Remove and confirm.'] },
  { title: 'Add Card', to: '/home/balance', steps: ['Choose Add Card at the top of the home page.', 'Enter the card number, choose the card type and, if you like, a name for the card.', 'Choose Add.'] },
  { title: 'Register Card', to: '/home/manage', steps: ['Choose the card and open the Manage tab.', 'Fill in the Register form with the card holder\'s details and accept the data collection notice.', 'Save.'] },
  { title: 'Comments', to: '/home/manage', steps: ['Choose the card and open the Manage tab.', 'Write your comment in Actions and send it; customer service receives it with the card number.'] },
  { title: 'Set Default Payment', to: '/account/payment', steps: ['Open Account, then Payment Methods.', 'Choose Set Default next to the payment card and confirm.'] },
  { title: 'Delete Payment Card', to: '/account/payment', steps: ['Open Account, then Payment Methods.', 'Choose delete next to the payment card and confirm.'] },
  { title: 'Reload Card', to: '/home/reload', steps: ['Choose the card and open the Reload tab.', 'Add an E-Pass, E-Rides or an E-Cash amount to the cart.', 'Open the cart, check it and choose Checkout.'] },
  { title: 'Add/Edit Auto Reload Rule', to: '/home/reload', steps: ['Choose the card and open the Reload tab.', 'In Auto-reload, choose New Rule, pick E-Rides, E-Passes or E-Cash and set the rule.', 'Choose Add. Activate or deactivate a rule from its actions.'] },
];
