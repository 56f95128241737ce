/** Auto-reload rules: import by path, '@portal/shared/src/autoreload' (see rules.ts). */
export * from './rules';
export * from './RuleHealth';
