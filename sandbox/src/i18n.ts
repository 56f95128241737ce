/**
 * The sandbox's own pages and e-mails in English and French. The identity provider's pages follow the portal's
 * `ui_locales` (as B2C's do); the API's e-mails follow the request's Accept-Language, the hint the portal sends.
 */
export type Lang = 'en' | 'fr';

/** 'fr-CA', 'fr', 'fr-CA,en;q=0.8' → fr; anything else → en. */
export function langOf(value: unknown): Lang {
  const first = typeof value === 'string' ? value.split(/[\s,;]/)[0]!.toLowerCase() : '';
  return first === 'fr' || first.startsWith('fr-') ? 'fr' : 'en';
}

const TEXT = {
  brand: { en: 'Transit Agency (sandbox)', fr: 'Société de transport (bac à sable)' },
  signInTitle: { en: 'Sign in', fr: 'Connexion' },
  signInIntro: { en: 'Sign in with your email address', fr: 'Connectez-vous avec votre adresse courriel' },
  email: { en: 'Email Address', fr: 'Adresse courriel' },
  password: { en: 'Password', fr: 'Mot de passe' },
  signIn: { en: 'Sign in', fr: 'Se connecter' },
  forgot: { en: 'Forgot your password?', fr: 'Mot de passe oublié?' },
  noAccount: { en: "Don't have an account?", fr: 'Vous n’avez pas de compte?' },
  signUpNow: { en: 'Sign up now', fr: 'Inscrivez-vous' },
  cancel: { en: 'Cancel', fr: 'Annuler' },
  missing: { en: 'Please enter your email address and password.', fr: 'Veuillez entrer votre adresse courriel et votre mot de passe.' },
  invalid: { en: 'Invalid username or password.', fr: 'Nom d’utilisateur ou mot de passe non valide.' },
  tooMany: {
    en: 'Too many attempts. Please try again in {minutes} minutes.',
    fr: 'Trop de tentatives. Veuillez réessayer dans {minutes} minutes.',
  },
  unconfirmed: {
    en: 'Please confirm your email address first. We have sent you a new confirmation link.',
    fr: 'Veuillez d’abord confirmer votre adresse courriel. Nous vous avons envoyé un nouveau lien de confirmation.',
  },
  signUpTitle: { en: 'Sign up', fr: 'Inscription' },
  createAccount: { en: 'Create your account', fr: 'Créez votre compte' },
  correctFields: { en: 'Please correct the marked fields.', fr: 'Veuillez corriger les champs indiqués.' },
  displayName: { en: 'Display Name', fr: 'Nom affiché' },
  newPassword: { en: 'New Password', fr: 'Nouveau mot de passe' },
  confirmPassword: { en: 'Confirm New Password', fr: 'Confirmer le nouveau mot de passe' },
  strongRule: {
    en: 'At least 9 characters with a lowercase letter, an uppercase letter, a digit and one of !@#$%^&*.',
    fr: 'Au moins 9 caractères, dont une minuscule, une majuscule, un chiffre et un des caractères !@#$%^&*.',
  },
  basicRule: { en: 'At least 6 characters.', fr: 'Au moins 6 caractères.' },
  create: { en: 'Create', fr: 'Créer' },
  backToSignIn: { en: 'Back to sign in', fr: 'Retour à la connexion' },
  validEmail: { en: 'Please enter a valid email address.', fr: 'Veuillez entrer une adresse courriel valide.' },
  emailTaken: { en: 'A user with this email address already exists.', fr: 'Un utilisateur existe déjà avec cette adresse courriel.' },
  nameNeeded: { en: 'Please enter your name.', fr: 'Veuillez entrer votre nom.' },
  noMatch: { en: 'The passwords do not match.', fr: 'Les mots de passe ne correspondent pas.' },
  created: {
    en: 'Your account was created. Open the link we sent to your email address to confirm it, then sign in.',
    fr: 'Votre compte a été créé. Ouvrez le lien envoyé à votre adresse courriel pour la confirmer, puis connectez-vous.',
  },
  resetTitle: { en: 'Reset your password', fr: 'Réinitialiser votre mot de passe' },
  resetIntro: {
    en: 'Enter the email address of your account. We will send it a link to set a new password.',
    fr: 'Entrez l’adresse courriel de votre compte. Nous y enverrons un lien pour choisir un nouveau mot de passe.',
  },
  sendReset: { en: 'Send reset link', fr: 'Envoyer le lien' },
  resetSent: {
    en: 'If an account exists for this address, we have sent it a link to reset the password.',
    fr: 'Si un compte existe pour cette adresse, nous lui avons envoyé un lien pour réinitialiser le mot de passe.',
  },
  backToPortal: { en: 'Back to the portal', fr: 'Retour au portail' },
  editTitle: { en: 'Edit your profile', fr: 'Modifier votre profil' },
  save: { en: 'Save', fr: 'Enregistrer' },
  expiredTitle: { en: 'This sign-in page has expired', fr: 'Cette page de connexion a expiré' },
  startAgain: { en: 'Please start again from the portal.', fr: 'Veuillez recommencer à partir du portail.' },
  signingOut: { en: 'Signing out…', fr: 'Déconnexion…' },
  signedOut: { en: 'You have signed out', fr: 'Vous êtes déconnecté' },
  mailConfirmSubject: { en: 'Confirm your e-mail address', fr: 'Confirmez votre adresse courriel' },
  mailConfirmBody: {
    en: 'Welcome to the Transit Agency reloading portal.\n\nConfirm your e-mail address by opening this link:\n{url}\n\nThe link is valid for 24 hours.',
    fr: 'Bienvenue au portail de recharge de la Société de transport.\n\nConfirmez votre adresse courriel en ouvrant ce lien :\n{url}\n\nLe lien est valide pendant 24 heures.',
  },
  mailResetSubject: { en: 'Reset your password', fr: 'Réinitialisez votre mot de passe' },
  mailResetBody: {
    en: 'Someone asked to reset the password of your Transit Agency account.\n\nSet a new password here:\n{url}\n\nThe link is valid for 2 hours. If it was not you, ignore this e-mail.',
    fr: 'Quelqu’un a demandé la réinitialisation du mot de passe de votre compte de la Société de transport.\n\nChoisissez un nouveau mot de passe ici :\n{url}\n\nLe lien est valide pendant 2 heures. Si ce n’était pas vous, ne tenez pas compte de ce courriel.',
  },
  mailReceiptSubject: { en: 'Your transit card reload receipt', fr: 'Reçu de recharge de votre carte de transport' },
  mailReceiptIntro: { en: 'Here is the receipt of your reload.', fr: 'Voici le reçu de votre recharge.' },
  mailDeletionSubject: {
    en: 'We received your mobile account deletion request',
    fr: 'Nous avons reçu votre demande de suppression du compte mobile',
  },
  mailDeletionBody: {
    en: 'We received a request to delete your mobile-app account. It will be deleted within 30 days.',
    fr: 'Nous avons reçu une demande de suppression de votre compte de l’application mobile. Il sera supprimé dans un délai de 30 jours.',
  },
} as const satisfies Record<string, Record<Lang, string>>;

export type TextKey = keyof typeof TEXT;

export function tr(lang: Lang, key: TextKey, vars: Record<string, string> = {}): string {
  return TEXT[key][lang].replace(/\{(\w+)\}/g, (m, name: string) => vars[name] ?? m);
}
