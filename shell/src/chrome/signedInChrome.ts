/** The chrome of every signed-in page and of no public one, in one file (the part `signedInChrome`). */
export { HelpButton } from './HelpButton';
export { SignedInMenu } from './SignedInMenu';
